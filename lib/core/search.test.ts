import { describe, expect, it } from 'vitest';
import { excerptParts, isSearchShortcut, moveActive, toHit } from './search';

describe('excerptParts', () => {
  it('splits the excerpt into marked and plain parts and decodes what Pagefind escaped', () => {
    expect(excerptParts('call <mark>getDOStub</mark> with &lt;env&gt; &amp; a <mark>name</mark>')).toEqual([
      { text: 'call ', marked: false },
      { text: 'getDOStub', marked: true },
      { text: ' with <env> & a ', marked: false },
      { text: 'name', marked: true },
    ]);
  });

  it('never yields markup other than the marks as markup', () => {
    const parts = excerptParts('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parts).toEqual([{ text: '<script>alert(1)</script>', marked: false }]);
  });
});

describe('toHit', () => {
  const data = {
    url: '/docs/rpc/quick-start',
    excerpt: 'page <mark>excerpt</mark>',
    meta: { title: 'Quick start', section: 'RPC' },
    sub_results: [
      { title: 'Quick start', url: '/docs/rpc/quick-start', excerpt: 'top <mark>x</mark>', locations: [1] },
      { title: 'Install', url: '/docs/rpc/quick-start#install', excerpt: 'npm <mark>x</mark> <mark>x</mark>', locations: [8, 9] },
    ],
  };

  it('leads to the heading with the most matches and names it', () => {
    expect(toHit(data)).toEqual({
      url: '/docs/rpc/quick-start#install',
      title: 'Quick start',
      heading: 'Install',
      section: 'RPC',
      excerpt: [
        { text: 'npm ', marked: false },
        { text: 'x', marked: true },
        { text: ' ', marked: false },
        { text: 'x', marked: true },
      ],
    });
  });

  it('leads to the page itself when the best match is above the first heading', () => {
    const hit = toHit({ ...data, sub_results: [data.sub_results[0]] });
    expect(hit.url).toBe('/docs/rpc/quick-start');
    expect(hit.heading).toBeUndefined();
  });

  it('falls back to the page excerpt when there are no sub-results', () => {
    expect(
      toHit({ ...data, sub_results: [] })
        .excerpt.map((part) => part.text)
        .join(''),
    ).toBe('page excerpt');
  });
});

describe('moveActive', () => {
  it('wraps at both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(0);
  });
});

describe('isSearchShortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it('is Ctrl+K or Cmd+K, not K alone or with Shift', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
