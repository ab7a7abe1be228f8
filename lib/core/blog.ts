/**
 * Blog logic that needs no content layer, so unit tests can drive it with made-up posts:
 * pagination, grouping by year and labels. The checks of authors' and tags' fields are the content
 * step's (build-time/content/blog-fields.ts).
 */

import { ROUTES } from './paths';

/** How many posts the `Recent posts` sidebar lists. */
export const RECENT_POSTS_COUNT = 5;

// ---------------------------------------------------------------------------------------------
// Pagination

export interface Paginated<T> {
  items: T[];
  /** 1-based. */
  page: number;
  totalPages: number;
  totalItems: number;
  /** The page before this one (newer posts), if any. */
  newerUrl?: string;
  /** The page after this one (older posts), if any. */
  olderUrl?: string;
}

/** How many pages `totalItems` fill; an empty list still has its first page. */
export function pageCount(totalItems: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`postsPerPage must be a whole number ≥ 1, got ${perPage}.`);
  return Math.max(1, Math.ceil(totalItems / perPage));
}

/** The URL of list page `page`: the first page is the list itself, the rest sit under `/page/n`. */
export function listPageUrl(page: number, base: string = ROUTES.blog): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The page numbers that need a `/page/n` route: every page after the first. */
export function laterPageNumbers(totalItems: number, perPage: number): number[] {
  return Array.from({ length: pageCount(totalItems, perPage) - 1 }, (_, i) => i + 2);
}

/** One page of `items`; a page number outside 1…totalPages is a programming error and throws. */
export function paginate<T>(items: readonly T[], perPage: number, page: number, base: string = ROUTES.blog): Paginated<T> {
  const totalPages = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > totalPages) {
    throw new RangeError(`Page ${page} does not exist: ${items.length} items at ${perPage} per page make ${totalPages} page(s).`);
  }
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page,
    totalPages,
    totalItems: items.length,
    newerUrl: page > 1 ? listPageUrl(page - 1, base) : undefined,
    olderUrl: page < totalPages ? listPageUrl(page + 1, base) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Grouping (posts arrive newest first)

export interface YearGroup<T> {
  year: number;
  posts: T[];
}

/** Posts grouped by year, newest year first, keeping the order inside each year. */
export function groupByYear<T extends { year: number }>(posts: readonly T[]): YearGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const post of posts) {
    const group = groups.get(post.year);
    if (group) group.push(post);
    else groups.set(post.year, [post]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, items]) => ({ year, posts: items }));
}

// ---------------------------------------------------------------------------------------------
// Labels

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** `post` or `posts`, as `count` needs. */
export function postNoun(count: number): string {
  return count === 1 ? 'post' : 'posts';
}

export function postCountLabel(count: number): string {
  return `${count} ${postNoun(count)}`;
}

/** A tag page's h1: `2 posts tagged with "Architecture"`. */
export function tagPageHeading(count: number, label: string): string {
  return `${postCountLabel(count)} tagged with "${label}"`;
}

/** Path segments under /blog that belong to blog pages, so no post slug may take them. */
export const RESERVED_BLOG_SEGMENTS = ['archive', 'authors', 'page', 'tags', 'rss.xml', 'atom.xml', 'feed.json', 'feed.xsl'];
