import { docPath } from '@/lib/core/paths';
import { flattenSidebar, type SidebarPage } from '@/lib/core/sidebar';
import type { ApiPackage } from '@/lib/core/api';
import type { Heading } from '@/lib/core/compiled-tree';
import { sectionLabel } from '@/lib/core/og-layout';
import type { Crumb, DocPage, LlmsSection, PageLink } from '@/lib/core/page';
import { breadcrumbListJsonLd, techArticleJsonLd } from '@/lib/core/structured-data';
import type { SiteConfig } from '@/lib/core/site-config';
import { archivedName } from '@/lib/core/versions';
import { CONTENT_DIR, SITE_CONFIG_SOURCE } from '@/build-time/content/content-dir';
import { versionDir } from '@/build-time/content/version-layout';
import { editUrlOf } from '@/build-time/content/repository';
import { iso } from './dates';
import type { ContentInput, VersionInput } from './input';

/** What every page under /docs shares, guides and API reference alike: trail, card, search, pager. */
export interface DocsContext {
  /** Breadcrumbs from the sidebar: the categories on the way, then the page's sidebar label. */
  trail(url: string, fallback: string): Crumb[];
  /** API pages page through their own package in sidebar order; guides through the whole sidebar. */
  pager(url: string, pkg?: ApiPackage): { previous?: PageLink; next?: PageLink };
  /** A guide's title by its URL. */
  docTitle(url: string): string | undefined;
  /** The fields every docs page has, from its title, trail and date. */
  page(
    url: string,
    title: string,
    trail: Crumb[],
    modified: Date,
    section: LlmsSection,
    extra: { description: string; keywords: string[]; image?: string },
  ): Omit<DocPage, 'kind' | 'sourcePath' | 'content' | 'headings' | 'toc' | 'editUrl' | 'pager'>;
}

function pagerFor(pages: SidebarPage[], url: string): { previous?: PageLink; next?: PageLink } {
  const index = pages.findIndex((page) => page.href === url);
  if (index === -1) return {};
  const link = (page?: SidebarPage) => (page ? { label: page.label, href: page.href } : undefined);
  return { previous: link(pages[index - 1]), next: link(pages[index + 1]) };
}

/**
 * The pages of one version's docs share its sidebar (trail, pager) and what the version says of
 * them: an archived version's pages are kept out of search engines (`noindex`, no sitemap entry)
 * and from social cards of their own, since its pages would otherwise compete with the latest's.
 */
export function docsContext({ version, docs, sidebar }: VersionInput, config: SiteConfig): DocsContext {
  const sidebarPages = flattenSidebar(sidebar);
  const sidebarByHref = new Map(sidebarPages.map((page) => [page.href, page]));
  const docTitles = new Map(docs.map(({ doc }) => [doc.url, doc.title]));
  const trail = (url: string, fallback: string): Crumb[] => {
    const page = sidebarByHref.get(url);
    if (!page) return [{ label: fallback }];
    return [...page.trail.map((category) => ({ label: category.label, href: category.href })), { label: page.label }];
  };
  const above = (crumbs: Crumb[]) => crumbs.slice(0, -1).map((crumb) => crumb.label);
  return {
    trail,
    pager: (url, pkg) => pagerFor(pkg ? sidebarPages.filter((page) => page.href === pkg.url || page.href.startsWith(`${pkg.url}/`)) : sidebarPages, url),
    docTitle: (url) => docTitles.get(url),
    page: (url, title, crumbs, modified, section, extra) => ({
      url,
      title,
      ...extra,
      image: version.latest ? extra.image : undefined,
      modified: iso(modified),
      canonical: url,
      card: extra.image || !version.latest ? undefined : { section: sectionLabel(above(crumbs).slice(0, 2)) || 'Docs' },
      openGraphType: 'website',
      trail: crumbs,
      search: { kind: 'Docs', section: above(crumbs).join(' › ') || 'Docs' },
      llms: { section },
      version: version.name,
      versionLinks: [],
      inSitemap: version.latest,
      ...(version.latest ? {} : { noindex: true }),
      structuredData: [
        techArticleJsonLd({ title, description: extra.description, url, dateModified: modified, image: extra.image, keywords: extra.keywords }, config),
        breadcrumbListJsonLd(crumbs, url, config),
      ],
    }),
  };
}

/**
 * A version's guides, and its root (`/docs`, `/docs/<name>`): its main doc under a second address,
 * whose canonical is the first.
 */
export function buildDocs({ version, docs: documents }: VersionInput, lastUpdated: ContentInput['lastUpdated'], docs: DocsContext): DocPage[] {
  const pages: DocPage[] = documents.map(({ file, doc }) => {
    const trail = docs.trail(doc.url, doc.sidebar_label ?? doc.title);
    const modified = lastUpdated(doc.sourcePath);
    return {
      kind: 'doc',
      ...docs.page(doc.url, doc.title, trail, modified, 'Docs', { description: doc.description, keywords: doc.keywords ?? [], image: doc.image }),
      sourcePath: doc.sourcePath,
      content: { file },
      headings: doc.headings as Heading[],
      toc: { min: doc.toc_min_heading_level ?? 2, max: doc.toc_max_heading_level ?? 3, hidden: doc.hide_table_of_contents ?? false },
      editUrl: editUrlOf(doc.sourcePath),
      pager: docs.pager(doc.url),
    };
  });
  const mainDoc = pages.find((page) => page.url === docPath(version.mainDocId, version.root));
  if (!mainDoc) {
    throw new Error(
      `${SITE_CONFIG_SOURCE}: docs.versions (${version.name}).mainDocId: "${version.mainDocId}" has no ${versionDir(archivedName(version), CONTENT_DIR)}/docs/${version.mainDocId}.mdx.`,
    );
  }
  return [{ ...mainDoc, url: version.root, alias: true, search: undefined, llms: undefined, inSitemap: false }, ...pages];
}
