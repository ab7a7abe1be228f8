import { describe, expect, it } from 'vitest';
import { groupByYear, laterPageNumbers, listPageUrl, pageCount, paginate, postCountLabel, tagPageHeading } from './blog';

interface FakePost {
  slug: string;
  year: number;
}

/** 25 posts, newest first: post-25 (2025) … post-1 (2021), five a year. */
const POSTS: FakePost[] = Array.from({ length: 25 }, (_, i) => {
  const n = 25 - i;
  return { slug: `post-${n}`, year: 2020 + Math.ceil(n / 5) };
});

describe('pagination of 25 posts at 10 per page', () => {
  it('makes three pages, the first at /blog and the others under /blog/page/n', () => {
    expect(pageCount(POSTS.length, 10)).toBe(3);
    expect(laterPageNumbers(POSTS.length, 10)).toEqual([2, 3]);
    expect([1, 2, 3].map((page) => listPageUrl(page))).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
  });

  it('page 1 holds the ten newest posts and links only to older entries', () => {
    const page = paginate(POSTS, 10, 1);
    expect(page.items.map((p) => p.slug)).toEqual(POSTS.slice(0, 10).map((p) => p.slug));
    expect(page.items[0].slug).toBe('post-25');
    expect(page).toMatchObject({ page: 1, totalPages: 3, totalItems: 25, newerUrl: undefined, olderUrl: '/blog/page/2' });
  });

  it('page 2 holds posts 11–20 and links both ways', () => {
    const page = paginate(POSTS, 10, 2);
    expect(page.items.map((p) => p.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `post-${15 - i}`));
    expect(page).toMatchObject({ newerUrl: '/blog', olderUrl: '/blog/page/3' });
  });

  it('page 3 holds the five oldest posts and links only to newer entries', () => {
    const page = paginate(POSTS, 10, 3);
    expect(page.items.map((p) => p.slug)).toEqual(['post-5', 'post-4', 'post-3', 'post-2', 'post-1']);
    expect(page).toMatchObject({ newerUrl: '/blog/page/2', olderUrl: undefined });
  });

  it('shows every post exactly once across the pages, in order', () => {
    const all = [1, 2, 3].flatMap((n) => paginate(POSTS, 10, n).items);
    expect(all).toEqual(POSTS);
  });

  it('refuses pages that do not exist and a page size below one', () => {
    expect(() => paginate(POSTS, 10, 4)).toThrow(RangeError);
    expect(() => paginate(POSTS, 10, 0)).toThrow(RangeError);
    expect(() => paginate(POSTS, 10, 1.5)).toThrow(RangeError);
    expect(() => paginate(POSTS, 0, 1)).toThrow(/postsPerPage/);
  });
});

describe('pagination edge cases', () => {
  it('needs no later pages while everything fits on one (the site today: 3 posts)', () => {
    expect(laterPageNumbers(3, 10)).toEqual([]);
    expect(laterPageNumbers(10, 10)).toEqual([]);
    expect(laterPageNumbers(11, 10)).toEqual([2]);
    expect(paginate(POSTS.slice(0, 3), 10, 1)).toMatchObject({ totalPages: 1, newerUrl: undefined, olderUrl: undefined });
  });

  it('keeps an empty list on one empty page', () => {
    expect(paginate([], 10, 1)).toMatchObject({ items: [], totalPages: 1 });
  });

  it('builds page URLs under another base for other lists', () => {
    expect(paginate(POSTS, 10, 2, '/blog/tags/mcp')).toMatchObject({ newerUrl: '/blog/tags/mcp', olderUrl: '/blog/tags/mcp/page/3' });
  });
});

describe('grouping', () => {
  it('groups posts by year, newest year first, keeping their order', () => {
    const groups = groupByYear(POSTS);
    expect(groups.map((g) => g.year)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(groups[0].posts.map((p) => p.slug)).toEqual(['post-25', 'post-24', 'post-23', 'post-22', 'post-21']);
    expect(groups.flatMap((g) => g.posts)).toEqual(POSTS);
  });
});

describe('labels', () => {
  it('counts posts in the singular and plural', () => {
    expect(postCountLabel(1)).toBe('1 post');
    expect(tagPageHeading(2, 'Architecture')).toBe('2 posts tagged with "Architecture"');
    expect(tagPageHeading(1, 'MCP')).toBe('1 post tagged with "MCP"');
  });
});
