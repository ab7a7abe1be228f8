import { describe, expect, it } from 'vitest';
import { closestTitles, editDistance, nearestPath, type PageTitle } from './suggest';

const page = (url: string, title: string, guide = false): PageTitle => ({ url, title, section: 'Docs', kind: 'Docs', guide });

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('closestTitles', () => {
  const pages = [
    page('/docs/rpc/quick-start', 'Quick Start', true),
    page('/docs/utils/api/interfaces/WebSocketShimOptions', 'Interface: WebSocketShimOptions'),
    page('/docs/utils/cors-support', 'CORS Support', true),
    page('/docs/testing/usage', 'Usage', true),
  ];

  it('finds a title a typo away, or whose word starts a typo away', () => {
    expect(closestTitles('quik start', pages, editDistance)).toEqual({ pages: [pages[0]], closest: true });
    expect(closestTitles('websockt', pages, editDistance).pages.map((each) => each.url)).toEqual(['/docs/utils/api/interfaces/WebSocketShimOptions']);
  });

  it('offers the guides when no title comes close', () => {
    expect(closestTitles('qqxyzzyq', pages, editDistance)).toEqual({ pages: [pages[0], pages[2], pages[3]], closest: false });
  });
});

describe('nearestPath', () => {
  const paths = ['/docs/rpc/quick-start', '/docs/rpc/introduction', '/docs/utils/cors-support', '/blog'];

  it('finds the page a missing hyphen, a case or a trailing slash away', () => {
    expect(nearestPath('/docs/rpc/quickstart', paths, editDistance)).toBe('/docs/rpc/quick-start');
    expect(nearestPath('/Docs/RPC/Introduction/', paths, editDistance)).toBe('/docs/rpc/introduction');
    expect(nearestPath('/docs/utils/cors_suport.html', paths, editDistance)).toBe('/docs/utils/cors-support');
  });

  it('names none when every page is far from the address', () => {
    expect(nearestPath('/pricing/enterprise-plans', paths, editDistance)).toBeUndefined();
  });
});
