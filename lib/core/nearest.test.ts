import { describe, expect, it } from 'vitest';
import { inlineScript } from '@/lib/site/inline-script';
import { editDistance, nearest, routeForm } from './nearest';

describe('editDistance', () => {
  it('counts insertions, deletions and replacements', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts two neighbours swapped as one edit', () => {
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('descirption', 'description')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});

describe('nearest', () => {
  const fields = ['title', 'description', 'sidebar_label', 'keywords', 'unlisted'];

  it('finds the name a typo or two away, in any case', () => {
    expect(nearest('titel', fields, editDistance)).toBe('title');
    expect(nearest('sidebar_lable', fields, editDistance)).toBe('sidebar_label');
    expect(nearest('Description', fields, editDistance)).toBe('description');
    expect(nearest('keyword', fields, editDistance)).toBe('keywords');
  });

  it('names none when every name is far off', () => {
    expect(nearest('author', fields, editDistance)).toBeUndefined();
    expect(nearest('xy', ['ab', 'cd'], editDistance)).toBeUndefined();
    expect(nearest('title', [], editDistance)).toBeUndefined();
  });

  it('takes the first of the names that tie', () => {
    expect(nearest('tab', ['Tabs', 'Tab'], editDistance)).toBe('Tab');
    expect(nearest('cat', ['bat', 'hat'], editDistance)).toBe('bat');
  });

  it('compares routes in the form that ignores case, hyphens, a trailing slash and .html', () => {
    const routes = ['/docs/rpc/quick-start', '/docs/rpc/introduction', '/docs/utils/cors-support', '/blog'];
    expect(nearest('/docs/rpc/quickstart', routes, editDistance, routeForm)).toBe('/docs/rpc/quick-start');
    expect(nearest('/Docs/RPC/Introduction/', routes, editDistance, routeForm)).toBe('/docs/rpc/introduction');
    expect(nearest('/docs/utils/cors_suport.html', routes, editDistance, routeForm)).toBe('/docs/utils/cors-support');
    expect(nearest('/pricing/enterprise-plans', routes, editDistance, routeForm)).toBeUndefined();
  });

  it('runs as an inline script does, written out as its source with its arguments', () => {
    const script = inlineScript(
      (find: typeof nearest, distance: typeof editDistance, form: typeof routeForm) => {
        (globalThis as unknown as { found?: string }).found = find('/docs/rpc/quickstart', ['/blog', '/docs/rpc/quick-start'], distance, form);
      },
      nearest,
      editDistance,
      routeForm,
    );
    new Function(script)();
    expect((globalThis as unknown as { found?: string }).found).toBe('/docs/rpc/quick-start');
  });
});
