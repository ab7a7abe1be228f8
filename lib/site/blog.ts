/**
 * Blog logic that needs no content layer, so unit tests can drive it with made-up posts:
 * pagination, grouping by year, labels, tag pages and author links.
 */

/** Where the blog list lives; later pages are `/blog/page/2`, `/blog/page/3`, … */
export const BLOG_PATH = '/blog';

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
export function listPageUrl(page: number, base: string = BLOG_PATH): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The page numbers that need a `/page/n` route: every page after the first. */
export function laterPageNumbers(totalItems: number, perPage: number): number[] {
  return Array.from({ length: pageCount(totalItems, perPage) - 1 }, (_, i) => i + 2);
}

/** One page of `items`; a page number outside 1…totalPages is a programming error and throws. */
export function paginate<T>(items: readonly T[], perPage: number, page: number, base: string = BLOG_PATH): Paginated<T> {
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

export function postCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** A tag page's h1: `2 posts tagged with "Architecture"`. */
export function tagPageHeading(count: number, label: string): string {
  return `${postCountLabel(count)} tagged with "${label}"`;
}

/** Path segments under /blog that belong to blog pages, so no post slug may take them. */
export const RESERVED_BLOG_SEGMENTS = ['archive', 'authors', 'page', 'tags', 'rss.xml', 'atom.xml', 'feed.json', 'feed.xsl'];

/**
 * The page of a tag: its `permalink` (`/architecture`, as in Docusaurus' tags.yml) under `/blog/tags`.
 * A permalink must be one path segment; anything else throws, naming the tag.
 */
export function tagPath(tag: { key: string; permalink: string }): string {
  if (!/^\/[a-z0-9][a-z0-9._-]*$/i.test(tag.permalink)) {
    throw new Error(`content/tags/${tag.key}.yaml: field "permalink" must be one path segment like "/${tag.key}", got "${tag.permalink}".`);
  }
  return `/blog/tags${tag.permalink}`;
}

// ---------------------------------------------------------------------------------------------
// Author socials (`socials: { github: lmaccherone }` in content/authors/*.yaml)

export interface SocialLink {
  platform: string;
  label: string;
  href: string;
}

const SOCIAL_PLATFORMS: Record<string, { label: string; url: (handle: string) => string }> = {
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { label: 'X', url: (h) => `https://x.com/${h}` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  stackoverflow: { label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
};

/** Turns an author's `socials` map into links; an unknown platform or a non-string handle throws, naming it. */
export function socialLinks(socials: unknown, authorKey: string): SocialLink[] {
  if (socials === undefined || socials === null) return [];
  if (typeof socials !== 'object' || Array.isArray(socials)) {
    throw new Error(`content/authors/${authorKey}.yaml: field "socials" must map platforms to handles.`);
  }
  return Object.entries(socials).map(([platform, handle]): SocialLink => {
    if (typeof handle !== 'string' || handle === '') {
      throw new Error(`content/authors/${authorKey}.yaml: socials.${platform} must be a handle or a URL.`);
    }
    const known = SOCIAL_PLATFORMS[platform];
    if (/^https?:\/\//.test(handle)) return { platform, label: known?.label ?? platform, href: handle };
    if (!known) {
      throw new Error(
        `content/authors/${authorKey}.yaml: socials.${platform} is not a known platform (${Object.keys(SOCIAL_PLATFORMS).join(', ')}); give a full URL instead.`,
      );
    }
    return { platform, label: known.label, href: known.url(handle) };
  });
}
