/**
 * Blog logic that needs no content layer, so unit tests can drive it with made-up posts:
 * pagination, grouping by year, neighbours, labels, author links, and MDX → HTML for the
 * list's excerpts and the feeds' full content.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import rehypeStringify from 'rehype-stringify';
import { publicImageSize } from './image-size';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { remarkPlugins } from '../content/mdx/pipeline';

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

/** Reads the `[n]` of `/blog/page/[n]`; anything but a plain page number ≥ 2 is undefined. */
export function parsePageParam(value: string): number | undefined {
  if (!/^[1-9]\d*$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 2 ? page : undefined;
}

// ---------------------------------------------------------------------------------------------
// Grouping and neighbours (posts arrive newest first, as getPosts() returns them)

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

export interface AdjacentPosts<T> {
  newer?: T;
  older?: T;
}

/** The posts published just after (`newer`) and just before (`older`) the one with `slug`. */
export function adjacentPosts<T extends { slug: string }>(postsNewestFirst: readonly T[], slug: string): AdjacentPosts<T> {
  const index = postsNewestFirst.findIndex((post) => post.slug === slug);
  if (index === -1) throw new Error(`No post with slug "${slug}".`);
  return { newer: postsNewestFirst[index - 1], older: postsNewestFirst[index + 1] };
}

// ---------------------------------------------------------------------------------------------
// Labels

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const MONTH_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/** `2025-10-12T00:00:00.000Z` → `October 12, 2025` (dates are calendar days, so always UTC). */
export function formatPostDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(isoDate));
}

/** `2025-10-12T00:00:00.000Z` → `October 12`, for lists already grouped by year. */
export function formatMonthDay(isoDate: string): string {
  return MONTH_DAY_FORMAT.format(new Date(isoDate));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

export function postCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** A tag page's h1 (decisions.md, UI texts): `2 posts tagged with "Architecture"`. */
export function tagPageHeading(count: number, label: string): string {
  return `${postCountLabel(count)} tagged with "${label}"`;
}

/** A root-relative site path with the configured base path in front (`/img/a.svg` → `/base/img/a.svg`). */
export function withBasePath(path: string, basePath: string): string {
  return /^\/(?!\/)/.test(path) ? `${basePath}${path}` : path;
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

// ---------------------------------------------------------------------------------------------
// MDX → HTML for excerpts (blog list) and full posts (feeds), at build time, no React

export interface HtmlOptions {
  /** Maps a root-relative URL (`/img/x.svg`, `/docs/y`) to the one the HTML should carry. */
  resolveUrl: (path: string) => string;
  /** Added to every heading level: an excerpt's `##` sits under the post's own h2 title. */
  headingShift?: number;
  /** Open links to other sites in a new tab, as MdxContent does. */
  externalLinksInNewTab?: boolean;
}

type MdxJsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

function attributeValue(element: MdxJsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** HTML elements that stand for a block even when MDX parses them inline. */
const BLOCK_TAGS = new Set(['summary', 'details', 'div', 'figure', 'figcaption', 'section', 'aside', 'picture', 'video']);

/** The literal attributes of a JSX element; `{expression}` values have no static meaning and are left out. */
function jsxProperties(element: MdxJsxElement): Record<string, string | boolean> {
  const properties: Record<string, string | boolean> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined) properties[attribute.name] = true;
    else if (typeof attribute.value === 'string') properties[attribute.name] = attribute.value;
  }
  return properties;
}

/**
 * Lowers MDX-only syntax to plain markdown/HTML: expressions (the `{/* truncate *\/}` marker),
 * imports and exports vanish; lower-case JSX (`<details>`) becomes that element; our MDX
 * components get a static stand-in.
 */
function remarkLowerMdx() {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      // `<summary>Title</summary>` on its own line parses as a paragraph holding one inline element.
      if (node.type === 'paragraph' && node.children.length === 1) {
        const [only] = node.children;
        if (only.type === 'mdxJsxTextElement' && BLOCK_TAGS.has(only.name ?? '')) {
          node.data = { hName: only.name ?? 'div', hProperties: jsxProperties(only) };
          node.children = only.children;
          return;
        }
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const inline = node.type === 'mdxJsxTextElement';
      const name = node.name ?? '';
      if (/^[a-z]/.test(name)) {
        node.data = { hName: name, hProperties: jsxProperties(node) };
      } else if (name === 'Admonition' && node.type === 'mdxJsxFlowElement') {
        const type = attributeValue(node, 'type') ?? 'note';
        const title = attributeValue(node, 'title') ?? ADMONITION_TITLES[type] ?? 'Note';
        node.children.unshift({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] });
        node.data = { hName: 'blockquote', hProperties: { className: ['admonition', `admonition-${type}`] } };
      } else if (name === 'Mermaid') {
        const chart = attributeValue(node, 'chart') ?? '';
        node.data = { hName: 'pre', hChildren: [{ type: 'element', tagName: 'code', properties: { className: ['language-mermaid'] }, children: [{ type: 'text', value: chart }] }] };
      } else {
        node.data = { hName: inline ? 'span' : 'div' };
      }
    });
  };
}

function rehypeFinish(options: HtmlOptions) {
  const shift = options.headingShift ?? 0;
  return () => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName);
      if (level && shift) node.tagName = `h${Math.min(6, Number(level[1]) + shift)}`;
      // Intrinsic size, read before the URL is rewritten, so nothing below the image moves when it loads.
      const src = node.properties.src;
      if (node.tagName === 'img' && typeof src === 'string' && /^\/(?!\/)/.test(src) && node.properties.width === undefined) {
        const size = publicImageSize(src);
        if (size) Object.assign(node.properties, size);
      }
      for (const key of ['href', 'src'] as const) {
        const value = node.properties[key];
        if (typeof value === 'string' && /^\/(?!\/)/.test(value)) node.properties[key] = options.resolveUrl(value);
      }
      const href = node.properties.href;
      if (options.externalLinksInNewTab && node.tagName === 'a' && typeof href === 'string' && /^https?:\/\//.test(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}

/**
 * Renders a post's MDX source (or a slice of it, like the excerpt) to an HTML string, reading it
 * with the site's own remark plugins (GFM, `:::tip` and `> [!NOTE]` admonitions, mermaid fences)
 * so it means what it means on the post page. Code is left unhighlighted: shiki is asynchronous and
 * its two-theme colours need the site's CSS. Synchronous and React-free so route handlers can use it.
 */
export function mdxToHtml(source: string, options: HtmlOptions): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkPlugins)
      .use(remarkLowerMdx)
      .use(remarkRehype)
      .use(rehypeFinish(options))
      .use(rehypeStringify)
      .processSync(source),
  );
}
