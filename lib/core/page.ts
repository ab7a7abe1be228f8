import type { Problem } from './problems';
import { API_REFERENCE, type ApiItemView, type ApiPackage, type ApiSymbol, type Prose } from './api';
import type { Heading, StoredTree, TocRange } from './compiled-tree';
import type { SearchKind } from './search';
import type { SidebarNode } from './sidebar';
import type { JsonLd } from './structured-data';
import type { BannerPart, VersionLink } from './versions';

/**
 * The page model's records: one per route of the site. The content step works them out once from
 * the content (build-time/content/model/) and writes them to lib/generated/site.json; metadata, JSON-LD,
 * social cards, breadcrumbs, the pager, search, the sitemap, llms.txt and the feeds all read them.
 */

/** A rule of the CDN's `_redirects`: requests for `from` answered `status` with `Location: to`. */
export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
  /**
   * In a docs pager, the sidebar category the linked page sits in, when the link leaves the
   * current page's: a label such as "Introduction" then says whose introduction it is.
   */
  section?: string;
}

/** The parts of llms.txt, in order: guides, API references, then posts. */
export const LLMS_SECTIONS = ['Docs', API_REFERENCE, 'Blog'] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

/** What every record holds, whatever its kind (build-time/content/model/page-base.ts makes it). */
export interface PageBase {
  /** The route, as links name it: `/docs/rpc/quick-start`. */
  url: string;
  /** The page's own title, its h1; the head adds ` | Lumenize`. The home page has none of its own. */
  title?: string;
  description: string;
  keywords: string[];
  /** The file the page is made from (the edit link, last-updated dates). */
  sourcePath: string;
  /** When what the page shows last changed (ISO): its file's last commit, or its newest post's. */
  modified: string;
  /** The page search engines should index for this content (`/docs` shows the introduction). */
  canonical: string;
  /** A social image the page names itself. */
  image?: string;
  /** The page gets a generated social card, with this line above its title. */
  card?: { section: string };
  openGraphType: 'website' | 'article';
  /** A post: when it was published and by whom. */
  article?: { published: string; authors: string[] };
  /** A tag page, which has feeds of its own beside it. */
  feedTag?: { path: string; label: string };
  /** Breadcrumbs, the page itself last. */
  trail: Crumb[];
  structuredData: JsonLd[];
  /**
   * Pages the search index holds, with the kind filter and the section a result names. An API
   * reference page is one result: its sections, the same on every item, fold into it, and the
   * same item in two packages (one re-exports it) folds into one row.
   */
  search?: { kind: SearchKind; section: string; reference?: boolean };
  /** Where the page sits in llms.txt, and the line under its title in its Markdown twin. */
  llms?: { section: LlmsSection; byline?: string };
  /**
   * A second address of the page at `canonical` (`/docs` shows the main doc): it has a route of
   * its own, but no sitemap entry, social card or search entry.
   */
  alias?: boolean;
  /** Only canonical addresses go into the sitemap. */
  inSitemap: boolean;
  /** A page search engines should not index at all (the search page, an archived version's pages). */
  noindex?: boolean;
  /** What the page says, for outputs other than the page itself (Markdown, search, feeds). */
  content?: PageContent;
}

/**
 * A compiled document in contentlayer's output, or a tree made here (API pages), kept in the stored
 * form documents have (compiled-tree.ts): a third of the size, and the model is a module every
 * route imports, which `next dev` compiles again on every edit.
 */
type PageContent = { file: string } | { tree: StoredTree };

/** What every page under /docs says of its version. */
interface VersionedPage {
  /** The name of the docs version the page belongs to. */
  version: string;
  /** The page in every version, newest first, its own among them: the version menu, the banner. */
  versionLinks: VersionLink[];
  /** An archived version's page: what its banner says, above the page and its Markdown twin. */
  banner?: BannerPart[];
}

export interface DocPage extends PageBase, VersionedPage {
  kind: 'doc';
  content: { file: string };
  headings: Heading[];
  toc: TocRange;
  editUrl: string;
  pager: { previous?: PageLink; next?: PageLink };
}

export interface ApiIndexPage extends PageBase, VersionedPage {
  kind: 'api-index';
  pkg: ApiPackage;
  /** One h2 per group of items. */
  headings: Heading[];
  groups: { group: string; segment: string; items: { name: string; url: string; summary: Prose }[] }[];
  pager: { previous?: PageLink; next?: PageLink };
}

export interface ApiItemPage extends PageBase, VersionedPage {
  kind: 'api-item';
  /** What the page shows, section by section; `headings` are its sections. */
  view: ApiItemView;
  headings: Heading[];
  pager: { previous?: PageLink; next?: PageLink };
}

export interface PostPage extends PageBase {
  kind: 'post';
  content: { file: string };
  headings: Heading[];
  toc: TocRange;
  slug: string;
  /** Publication date (ISO). */
  date: string;
  year: number;
  readingTimeMinutes: number;
  /** The text of its excerpt, everything before `{/* truncate *\/}` (the whole post without one): its summary in the blog lists. */
  excerpt: string;
  authors: string[];
  tags: string[];
  newer?: PageLink;
  older?: PageLink;
}

export interface BlogListPage extends PageBase {
  kind: 'blog-list';
  pageNumber: number;
  totalPages: number;
  /** The posts on this page, newest first. */
  posts: string[];
  newerUrl?: string;
  olderUrl?: string;
}

export interface AuthorPage extends PageBase {
  kind: 'author';
  author: string;
  posts: string[];
}

export interface TagPage extends PageBase {
  kind: 'tag';
  tag: string;
  posts: string[];
}

export interface HomePage extends PageBase {
  kind: 'home';
  /** The line under the tagline. */
  lead: string;
  /** The example below the hero (content/home.mdx). */
  content: { file: string };
}

export interface StandalonePage extends PageBase {
  kind: 'standalone';
  content: { file: string };
}

type PlainKind = 'search' | 'archive' | 'authors' | 'tags';
/** A page whose record holds no more than every page's: one type per kind, so a query by kind finds it. */
export type PlainPage = { [K in PlainKind]: PageBase & { kind: K } }[PlainKind];

export type SitePage = HomePage | DocPage | ApiIndexPage | ApiItemPage | PostPage | BlogListPage | AuthorPage | TagPage | StandalonePage | PlainPage;
export type PageKind = SitePage['kind'];

/** An author's link to a profile (`socials: { github: lmaccherone }` in content/authors/*.yaml). */
export interface SocialLink {
  platform: string;
  label: string;
  href: string;
}

export interface AuthorInfo {
  key: string;
  name: string;
  title: string;
  url: string;
  image: string;
  socials: SocialLink[];
  /** The author's page on the blog. */
  page: string;
  sourcePath: string;
}

export interface TagInfo {
  key: string;
  label: string;
  description: string;
  /** The tag's page: `/blog/tags/mcp`. */
  page: string;
  /** The last segment of its page: `mcp`. */
  segment: string;
  postCount: number;
}

export interface PageModel {
  pages: SitePage[];
  /** Each docs version's sidebar, by the version's name. */
  sidebars: Record<string, SidebarNode[]>;
  /** The addresses archived versions had at /docs when each was the latest, and where they lead now. */
  redirects: Redirect[];
  authors: AuthorInfo[];
  tags: TagInfo[];
  /** The API reference's names, by apiSymbolKey: what a type hover in a guide says of one, and where it leads. */
  apiSymbols: Record<string, ApiSymbol>;
}

/** What the content step writes for the site (lib/generated/site.json). */
export interface SiteData extends PageModel {
  /**
   * A digest of every generated document: any edit changes the file, so `next dev` re-renders
   * the open page even when only a body changed.
   */
  contentHash: string;
  /**
   * The writer's mistakes and warnings, each at its file and line, with the page of its file. A
   * build has none but warnings (it stops on a mistake); in `npm run dev` a document's mistakes
   * show on its page, and every other page shows them in a notice, keeping its own content.
   */
  problems: Problem[];
}

/**
 * What the site reads when no model could be made (a mistake in the site's configuration or the
 * sidebar's form, or a fault of the site's own code): the report, which every page shows.
 */
export interface SiteDataError {
  error: string;
}
