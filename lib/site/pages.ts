import siteData from '@/lib/generated/site.json';
import type { PageKind, SitePage, TagInfo } from '@/lib/core/page';
import type { SiteData } from '@/lib/core/page';
import type { Problem } from '@/lib/core/problems';
import { normalizePath } from '@/lib/core/paths';
import { siteConfig } from './site-config';

/**
 * The site's view of the page model (build-time/content/model/), which the content step writes
 * to lib/generated/site.json. Imported, so `next dev` re-renders an open page whenever the content
 * step rewrites it. When it wrote a report instead of a model (only `npm run dev` runs on such
 * content), the layout shows the report on every page and the model reads as empty: nothing
 * throws, so Next prints no stack trace of a writer's mistake.
 */
const EMPTY: SiteData = { contentHash: '', pages: [], sidebars: {}, redirects: [], authors: [], tags: [], apiSymbols: {}, problems: [] };
function model(): SiteData {
  return 'error' in siteData ? EMPTY : siteData;
}

/** The record of a page of one kind, or of one of several. */
export type PageOfKind<K extends PageKind> = Extract<SitePage, { kind: K }>;

const byUrl = new Map<string, SitePage>();

/** What the content is now, as the content step last wrote it: changes with every edit. */
export function contentVersion(): string {
  return 'error' in siteData ? `error:${siteData.error}` : siteData.contentHash;
}

/**
 * The report every page shows in place of the site, when the content step could make no model
 * (a mistake in the site config or the sidebar's form, a fault of the site's code); only
 * `npm run dev` runs on such content.
 */
export function siteFailure(): string | undefined {
  return 'error' in siteData ? siteData.error : undefined;
}

/** The content's mistakes and warnings, each at its file and line with its file's page: `npm run dev` shows them. */
export function contentProblems(): readonly Problem[] {
  return model().problems;
}

/** The mistakes of the document whose page is `url`, shown in its place (only `npm run dev` runs on such content). */
export function mistakesAt(url: string): Problem[] {
  const page = normalizePath(url);
  return model().problems.filter((problem) => !problem.warning && problem.url === page);
}

/**
 * A route's `generateStaticParams`: the addresses `list` gives, or none while the content step
 * could make no model (only `npm run dev` runs on such content; the pages show its report). Thrown
 * from here, the mistake made `next dev` work out the route's addresses again from a cold start,
 * over a second, on the first request once the file was fixed: the page came back that much later.
 */
export function staticParams<T>(list: () => T[]): T[] {
  return 'error' in siteData ? [] : list();
}

export function allPages(): SitePage[] {
  return model().pages;
}

export function getPage(url: string): SitePage | undefined {
  const pages = model().pages;
  if (byUrl.size !== pages.length) {
    byUrl.clear();
    for (const page of pages) byUrl.set(page.url, page);
  }
  return byUrl.get(normalizePath(url));
}

const kindsOf = <K extends PageKind>(kinds: K | readonly K[]): readonly PageKind[] => (typeof kinds === 'string' ? [kinds] : kinds);

/** Every page of `kinds` (a kind or a list of them), in the model's order. */
export function pagesOf<K extends PageKind>(kinds: K | readonly K[]): PageOfKind<K>[] {
  const wanted = kindsOf(kinds);
  return model().pages.filter((page): page is PageOfKind<K> => wanted.includes(page.kind));
}

/** The page at `url`, which must be of `kinds`: for route files that know what they render. */
export function pageOf<K extends PageKind>(kinds: K | readonly K[], url: string): PageOfKind<K> | undefined {
  const page = getPage(url);
  return page && kindsOf(kinds).includes(page.kind) ? (page as PageOfKind<K>) : undefined;
}

export function getAuthor(key: string) {
  return model().authors.find((author) => author.key === key);
}

export function getTag(key: string) {
  return model().tags.find((tag) => tag.key === key);
}

/** The tag whose page is `/blog/tags/<segment>`: how tag routes read their segment. */
export function tagOfSegment(segment: string): TagInfo | undefined {
  return model().tags.find((tag) => tag.segment === segment);
}

export function allTags() {
  return model().tags;
}

export function allAuthors() {
  return model().authors;
}

/** A docs version's sidebar tree (none for a version the model does not have). */
export function sidebarOf(version: string) {
  return model().sidebars[version] ?? [];
}

/** The latest version's sidebar: where the navbar's docs links lead. */
export function sidebar() {
  return sidebarOf(siteConfig.docs.latest);
}

/** What a type hover says of a name the API reference declares (lib/core/api.ts apiSymbolKey), and where it leads. */
export function apiSymbol(key: string) {
  return Object.hasOwn(model().apiSymbols, key) ? model().apiSymbols[key] : undefined;
}
