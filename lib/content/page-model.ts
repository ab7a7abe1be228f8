import type { Author as AuthorDocument, Doc, Page as PageDocument, Post as PostDocument, Tag as TagDocument } from 'contentlayer/generated';
import { API_REFERENCE, apiIndexTitle, apiItemSections, apiItemTitle, groupByKind, type ApiItem, type ApiPackage } from './api';
import { flattenSidebar, type SidebarNode, type SidebarPage } from './sidebar';
import { packTree, type Heading, type StoredTree, type TocRange } from './compiled-tree';
import { CONTENT_DIR } from './content-dir';
import { plainApiIndex, plainApiItem } from '@/components/api/api.plain';
import { formatDate } from '@/lib/site/dates';
import { laterPageNumbers, listPageUrl, paginate, RESERVED_BLOG_SEGMENTS, tagPageHeading, TAGS_PATH } from '@/lib/site/blog';
import { socialLinks, tagSegment, type SocialLink } from './blog-fields';
import { ogImagePath } from '@/lib/site/og/paths';
import type { SearchKind } from '@/lib/site/search/results';
import { sectionLabel } from '@/lib/site/og/layout';
import { siteConfig, type SiteConfig } from '@/lib/site/site-config';
import { blogPostingJsonLd, breadcrumbListJsonLd, techArticleJsonLd, type JsonLd } from '@/lib/site/structured-data';

/**
 * The page model: one record per route of the site, worked out once from the content when it is
 * built (and again after each edit in `npm run dev`). Metadata, JSON-LD, social cards, breadcrumbs,
 * the pager, search, the sitemap, llms.txt and the feeds all read these records; this file is the
 * only place that knows how each kind of page gets its title, trail, image and dates.
 */

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

/** The parts of llms.txt, in order: guides, API references, then posts. */
export const LLMS_SECTIONS = ['Docs', API_REFERENCE, 'Blog'] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

interface PageBase {
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
  /** Pages the search index holds, with the kind filter and the section a result names. */
  search?: { kind: SearchKind; section: string };
  /** Where the page sits in llms.txt, and the line under its title in its Markdown twin. */
  llms?: { section: LlmsSection; byline?: string };
  /**
   * A second address of the page at `canonical` (`/docs` shows the main doc): it has a route of
   * its own, but no sitemap entry, social card or search entry.
   */
  alias?: boolean;
  /** Only canonical addresses go into the sitemap. */
  inSitemap: boolean;
  /** A page search engines should not index at all (the search page). */
  noindex?: boolean;
  /** What the page says, for outputs other than the page itself (Markdown, search, feeds). */
  content?: PageContent;
}

/**
 * A compiled document in contentlayer's output, or a tree made here (API pages), kept in the stored
 * form documents have (compiled-tree.ts): a third of the size, and the model is a module every
 * route imports, which `next dev` compiles again on every edit.
 */
export type PageContent = { file: string } | { tree: StoredTree };

export interface DocPage extends PageBase {
  kind: 'doc';
  content: { file: string };
  headings: Heading[];
  toc: TocRange;
  editUrl: string;
  pager: { previous?: PageLink; next?: PageLink };
}

export interface ApiIndexPage extends PageBase {
  kind: 'api-index';
  pkg: ApiPackage;
  /** One h2 per group of items. */
  headings: Heading[];
  groups: { group: string; segment: string; items: { name: string; url: string; summary: string }[] }[];
  pager: { previous?: PageLink; next?: PageLink };
}

export interface ApiItemPage extends PageBase {
  kind: 'api-item';
  item: ApiItem;
  headings: Heading[];
  /** The guides the item names, with their titles. */
  guides: PageLink[];
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
  authors: string[];
  tags: string[];
  hasExcerptMarker: boolean;
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

export interface StandalonePage extends PageBase {
  kind: 'standalone';
  content: { file: string };
}

type PlainKind = 'home' | 'search' | 'archive' | 'authors' | 'tags';
/** A page whose record holds no more than every page's: one type per kind, so a query by kind finds it. */
export type PlainPage = { [K in PlainKind]: PageBase & { kind: K } }[PlainKind];

export type SitePage = DocPage | ApiIndexPage | ApiItemPage | PostPage | BlogListPage | AuthorPage | TagPage | StandalonePage | PlainPage;
export type PageKind = SitePage['kind'];

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
  /** Mistakes that do not stop the build, such as a post without an excerpt marker. */
  warnings: string[];
  sidebar: SidebarNode[];
  authors: AuthorInfo[];
  tags: TagInfo[];
}

/** What the model is built from: contentlayer's documents with the file each is stored in. */
export interface ContentInput {
  docs: { file: string; doc: Omit<Doc, 'body'> }[];
  standalone: { file: string; page: Omit<PageDocument, 'body'> }[];
  posts: { file: string; post: Omit<PostDocument, 'body'> }[];
  authors: AuthorDocument[];
  tags: TagDocument[];
  api: { pkg: ApiPackage; items: ApiItem[] }[];
  sidebar: SidebarNode[];
  /** When a file of the repository last changed. */
  lastUpdated: (path: string) => Date;
}

const newest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((date) => date.getTime())));
const iso = (date: Date) => date.toISOString();

function pagerFor(pages: SidebarPage[], url: string): { previous?: PageLink; next?: PageLink } {
  const index = pages.findIndex((page) => page.href === url);
  if (index === -1) return {};
  const link = (page?: SidebarPage) => (page ? { label: page.label, href: page.href } : undefined);
  return { previous: link(pages[index - 1]), next: link(pages[index + 1]) };
}

/**
 * Builds every record. Cross-document mistakes fail here with the file and the field: a post
 * naming an unknown author or tag, a slug that is a blog page of its own, two files on one route.
 */
export function buildPageModel(input: ContentInput, config: SiteConfig = siteConfig): PageModel {
  const { lastUpdated } = input;
  const sidebarPages = flattenSidebar(input.sidebar);
  const sidebarByHref = new Map(sidebarPages.map((page) => [page.href, page]));
  const docTitles = new Map(input.docs.map(({ doc }) => [doc.url, doc.title]));

  /** Breadcrumbs from the sidebar: the categories on the way, then the page's sidebar label. */
  const docsTrail = (url: string, fallback: string): Crumb[] => {
    const page = sidebarByHref.get(url);
    if (!page) return [{ label: fallback }];
    return [...page.trail.map((category) => ({ label: category.label, href: category.href })), { label: page.label }];
  };
  const docsSearch = (trail: Crumb[]) => ({
    kind: 'Docs' as const,
    section:
      trail
        .slice(0, -1)
        .map((crumb) => crumb.label)
        .join(' › ') || 'Docs',
  });
  const docsCard = (trail: Crumb[]) => ({
    section:
      sectionLabel(
        trail
          .slice(0, -1)
          .slice(0, 2)
          .map((crumb) => crumb.label),
      ) || 'Docs',
  });
  /** API pages page through their own package in sidebar order; guides through the whole sidebar. */
  const pagerWithin = (url: string, pkg?: ApiPackage) =>
    pagerFor(pkg ? sidebarPages.filter((page) => page.href === pkg.url || page.href.startsWith(`${pkg.url}/`)) : sidebarPages, url);

  const docsPage = (
    url: string,
    title: string,
    trail: Crumb[],
    modified: Date,
    section: LlmsSection,
    extra: { description: string; keywords: string[]; image?: string },
  ) => ({
    url,
    title,
    ...extra,
    modified: iso(modified),
    canonical: url,
    card: extra.image ? undefined : docsCard(trail),
    openGraphType: 'website' as const,
    trail,
    search: docsSearch(trail),
    llms: { section },
    inSitemap: true,
    structuredData: [
      techArticleJsonLd({ title, description: extra.description, url, dateModified: modified, image: extra.image, keywords: extra.keywords }, config),
      breadcrumbListJsonLd(trail, url, config),
    ],
  });

  const docs: DocPage[] = input.docs.map(({ file, doc }) => {
    const trail = docsTrail(doc.url, doc.sidebar_label ?? doc.title);
    const modified = lastUpdated(doc.sourcePath);
    return {
      kind: 'doc',
      ...docsPage(doc.url, doc.title, trail, modified, 'Docs', { description: doc.description, keywords: doc.keywords ?? [], image: doc.image }),
      sourcePath: doc.sourcePath,
      content: { file },
      headings: doc.headings as Heading[],
      toc: { min: doc.toc_min_heading_level ?? 2, max: doc.toc_max_heading_level ?? 3, hidden: doc.hide_table_of_contents ?? false },
      editUrl: `${config.editUrl}${doc.sourcePath}`,
      pager: pagerWithin(doc.url),
    };
  });

  // `/docs` shows the main doc under a second address; search engines are sent to the first.
  const mainDocId = config.docs.versions[0].mainDocId;
  const mainDoc = docs.find((page) => page.url === `/docs/${mainDocId}`);
  if (!mainDoc) throw new Error(`Site config: docs.versions[0].mainDocId "${mainDocId}" has no ${CONTENT_DIR}/docs/${mainDocId}.mdx.`);
  const docsRoot: DocPage = { ...mainDoc, url: '/docs', alias: true, search: undefined, llms: undefined, inSitemap: false };

  const apiPages = input.api.flatMap(({ pkg, items }): (ApiIndexPage | ApiItemPage)[] => {
    const sourcePath = items[0]?.sourcePath ?? `${CONTENT_DIR}/api/${pkg.id}.json`;
    const modified = lastUpdated(sourcePath);
    const groups = groupByKind(items).map(({ info, items: group }) => ({
      group: info.group,
      segment: info.segment,
      items: group.map((item) => ({ name: item.name, url: item.url, summary: item.summary })),
    }));
    const index: ApiIndexPage = {
      kind: 'api-index',
      ...docsPage(pkg.url, apiIndexTitle(pkg), docsTrail(pkg.url, API_REFERENCE), modified, API_REFERENCE, {
        description: `Every export of ${pkg.name}, grouped by kind.`,
        keywords: [],
      }),
      card: { section: sectionLabel([pkg.label, API_REFERENCE]) },
      sourcePath,
      pkg,
      headings: groups.map(({ group, segment }) => ({ level: 2, text: group, id: segment })),
      groups,
      content: { tree: packTree(plainApiIndex(groups, pkg.name)) },
      pager: pagerWithin(pkg.url, pkg),
    };
    const itemPages = items.map((item): ApiItemPage => {
      const guides = item.guides.map((url) => {
        const title = docTitles.get(url);
        if (!title) throw new Error(`${sourcePath}: items (${item.name}).guides names ${url}, which is not a doc.`);
        return { label: title, href: url };
      });
      return {
        kind: 'api-item',
        ...docsPage(item.url, apiItemTitle(item), docsTrail(item.url, item.name), modified, API_REFERENCE, {
          description: item.summary,
          keywords: [item.name, item.packageName],
        }),
        card: { section: sectionLabel([pkg.label, API_REFERENCE]) },
        sourcePath,
        item,
        headings: apiItemSections(item).map(({ id, text }) => ({ level: 2, id, text })),
        guides,
        content: { tree: packTree(plainApiItem(item, guides)) },
        pager: pagerWithin(item.url, pkg),
      };
    });
    return [index, ...itemPages];
  });

  const standalone: StandalonePage[] = input.standalone.map(({ file, page }) => ({
    kind: 'standalone',
    url: page.url,
    title: page.title,
    description: page.description,
    keywords: page.keywords ?? [],
    sourcePath: page.sourcePath,
    modified: iso(lastUpdated(page.sourcePath)),
    canonical: page.url,
    openGraphType: 'website',
    trail: [],
    structuredData: [],
    inSitemap: true,
    content: { file },
  }));

  const blog = buildBlog(input, config);
  const home: PlainPage = {
    kind: 'home',
    url: '/',
    description: config.description,
    keywords: [],
    sourcePath: 'app/page.tsx',
    modified: iso(lastUpdated('app/page.tsx')),
    canonical: '/',
    openGraphType: 'website',
    trail: [],
    structuredData: [],
    inSitemap: true,
  };

  const search: PlainPage = {
    kind: 'search',
    url: '/search',
    title: 'Search',
    description: 'Search the Lumenize docs and blog.',
    keywords: [],
    sourcePath: 'app/search/page.tsx',
    modified: iso(lastUpdated('app/search/page.tsx')),
    canonical: '/search',
    openGraphType: 'website',
    trail: [],
    structuredData: [],
    inSitemap: false,
    noindex: true,
  };

  const pages: SitePage[] = [home, search, ...standalone, docsRoot, ...docs, ...apiPages, ...blog.pages];
  const sources = new Map<string, string>();
  for (const page of pages) {
    const other = sources.get(page.url);
    if (other && !page.alias) throw new Error(`${page.sourcePath}: route ${page.url} is already produced by ${other}.`);
    sources.set(page.url, page.sourcePath);
  }
  const warnings = input.posts
    .filter(({ post }) => !post.hasTruncateMarker)
    .map(({ post }) => `${post.sourcePath}: no {/* truncate */} marker, so the blog list shows the whole post.`);
  return { pages, warnings, sidebar: input.sidebar, authors: blog.authors, tags: blog.tags };
}

function buildBlog(input: ContentInput, config: SiteConfig): { pages: SitePage[]; authors: AuthorInfo[]; tags: TagInfo[] } {
  const { lastUpdated } = input;
  const posts = [...input.posts].sort((a, b) => b.post.date.localeCompare(a.post.date));
  const authors: AuthorInfo[] = input.authors.map((author) => ({
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    image: author.image,
    socials: socialLinks(author.socials, author.key),
    page: `/blog/authors/${author.key}`,
    sourcePath: author.sourcePath,
  }));
  const tagDocs = [...input.tags].sort((a, b) => a.label.localeCompare(b.label));
  for (const { post } of posts) {
    if (RESERVED_BLOG_SEGMENTS.includes(post.slug)) {
      throw new Error(`${post.sourcePath}: field "slug" is "${post.slug}", which is a blog page of its own; choose another slug.`);
    }
    for (const key of post.authors) {
      if (!authors.some((author) => author.key === key)) {
        throw new Error(`${post.sourcePath}: field "authors" names unknown author "${key}" (known: ${authors.map((a) => a.key).join(', ')}).`);
      }
    }
    for (const key of post.tags) {
      if (!tagDocs.some((tag) => tag.key === key)) {
        throw new Error(`${post.sourcePath}: field "tags" names unknown tag "${key}" (known: ${tagDocs.map((t) => t.key).join(', ')}).`);
      }
    }
  }
  const tags: TagInfo[] = tagDocs.map((tag) => {
    const segment = tagSegment(tag);
    return {
      key: tag.key,
      label: tag.label,
      description: tag.description,
      page: `${TAGS_PATH}/${segment}`,
      segment,
      postCount: posts.filter(({ post }) => post.tags.includes(tag.key)).length,
    };
  });
  const postDate = (post: Omit<PostDocument, 'body'>) => lastUpdated(post.sourcePath);
  const listDate = (list: typeof posts, ...others: Date[]) => iso(newest([...list.map(({ post }) => postDate(post)), ...others]));
  const blogTitle = config.blog.title;

  const postPages: PostPage[] = posts.map(({ file, post }, index): PostPage => {
    const names = post.authors.map((key) => authors.find((author) => author.key === key)!);
    const trail = [{ label: blogTitle, href: '/blog' }, { label: post.title }];
    const modified = postDate(post);
    const neighbour = (other?: (typeof posts)[number]) => (other ? { label: other.post.title, href: other.post.url } : undefined);
    return {
      kind: 'post',
      url: post.url,
      title: post.title,
      description: post.description,
      keywords: post.tags.map((key) => tags.find((tag) => tag.key === key)!.label),
      sourcePath: post.sourcePath,
      modified: iso(modified),
      canonical: post.url,
      image: post.image,
      card: post.image ? undefined : { section: sectionLabel(['Blog', formatDate(post.date)]) },
      openGraphType: 'article',
      article: { published: post.date, authors: names.map((author) => author.name) },
      trail,
      search: { kind: 'Blog', section: 'Blog' },
      llms: { section: 'Blog', byline: `${formatDate(post.date)} · ${names.map((author) => author.name).join(', ')}` },
      inSitemap: true,
      structuredData: [
        blogPostingJsonLd(
          { ...post, image: post.image ?? ogImagePath(post.url) },
          { authors: names.map((author) => ({ name: author.name, url: author.url })), dateModified: modified, config },
        ),
        breadcrumbListJsonLd(trail, post.url, config),
      ],
      content: { file },
      headings: post.headings as Heading[],
      toc: { min: 2, max: 3, hidden: false },
      slug: post.slug,
      date: post.date,
      year: post.year,
      readingTimeMinutes: post.readingTimeMinutes,
      authors: post.authors,
      tags: post.tags,
      hasExcerptMarker: post.hasTruncateMarker,
      newer: neighbour(posts[index - 1]),
      older: neighbour(posts[index + 1]),
    };
  });

  const listPage = (url: string, title: string, description: string, sourcePath: string, modified: string) => ({
    url,
    title,
    description,
    keywords: [],
    sourcePath,
    modified,
    canonical: url,
    openGraphType: 'website' as const,
    trail: [],
    structuredData: [],
    inSitemap: true,
  });

  const all = listDate(posts);
  const perPage = config.blog.postsPerPage;
  const listPages: BlogListPage[] = [1, ...laterPageNumbers(posts.length, perPage)].map((pageNumber) => {
    const { items, totalPages, newerUrl, olderUrl } = paginate(posts, perPage, pageNumber);
    return {
      kind: 'blog-list',
      ...listPage(listPageUrl(pageNumber), pageNumber === 1 ? 'Blog' : `Blog, page ${pageNumber}`, config.blog.description, 'app/blog/page.tsx', all),
      pageNumber,
      totalPages,
      posts: items.map(({ post }) => post.url),
      newerUrl,
      olderUrl,
    };
  });

  const authorPages: AuthorPage[] = authors.map((author) => {
    const own = posts.filter(({ post }) => post.authors.includes(author.key));
    return {
      kind: 'author',
      ...listPage(author.page, author.name, `Posts by ${author.name}, ${author.title}.`, author.sourcePath, listDate(own, lastUpdated(author.sourcePath))),
      image: author.image,
      author: author.key,
      posts: own.map(({ post }) => post.url),
    };
  });

  const tagPages: TagPage[] = tags.map((tag) => {
    const tagged = posts.filter(({ post }) => post.tags.includes(tag.key));
    const source = tagDocs.find((doc) => doc.key === tag.key)!.sourcePath;
    return {
      kind: 'tag',
      ...listPage(tag.page, tagPageHeading(tag.postCount, tag.label), tag.description, source, listDate(tagged, lastUpdated(source))),
      feedTag: { path: tag.page, label: tag.label },
      tag: tag.key,
      posts: tagged.map(({ post }) => post.url),
    };
  });

  // The indexes exist even before the first post, like the first list page.
  const indexes: PlainPage[] = [
    { kind: 'archive', ...listPage('/blog/archive', 'Archive', 'Every post on the Lumenize blog, by year.', 'app/blog/archive/page.tsx', all) },
    {
      kind: 'authors',
      ...listPage(
        '/blog/authors',
        'Authors',
        'The people who write the Lumenize blog.',
        'app/blog/authors/page.tsx',
        iso(newest([new Date(all), ...authors.map((a) => lastUpdated(a.sourcePath))])),
      ),
    },
    {
      kind: 'tags',
      ...listPage(
        TAGS_PATH,
        'Tags',
        'Every topic on the Lumenize blog, with its posts.',
        'app/blog/tags/page.tsx',
        iso(newest([new Date(all), ...tagDocs.map((t) => lastUpdated(t.sourcePath))])),
      ),
    },
  ];

  return { pages: [...listPages, ...indexes, ...authorPages, ...tagPages, ...postPages], authors, tags };
}
