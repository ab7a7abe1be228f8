import { docPath, ROUTES } from '@/lib/core/paths';
import { flattenSidebar, type SidebarPage } from '@/lib/core/sidebar';
import type { ApiPackage } from '@/lib/core/api';
import type { Heading } from '@/lib/core/compiled-tree';
import { sectionLabel } from '@/lib/core/og-layout';
import type { Crumb, DocPage, LlmsSection, PageLink } from '@/lib/core/page';
import { breadcrumbListJsonLd, techArticleJsonLd } from '@/lib/core/structured-data';
import type { SiteConfig } from '@/lib/core/site-config';
import { latestVersion } from '@/lib/core/versions';
import { CONTENT_DIR, SITE_CONFIG_SOURCE } from '@/build-time/content/content-dir';
import { editUrlOf } from '@/build-time/content/repository';
import { iso } from './dates';
import type { ContentInput } from './input';

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

export function docsContext(input: ContentInput, config: SiteConfig): DocsContext {
  const sidebarPages = flattenSidebar(input.sidebar);
  const sidebarByHref = new Map(sidebarPages.map((page) => [page.href, page]));
  const docTitles = new Map(input.docs.map(({ doc }) => [doc.url, doc.title]));
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
      modified: iso(modified),
      canonical: url,
      card: extra.image ? undefined : { section: sectionLabel(above(crumbs).slice(0, 2)) || 'Docs' },
      openGraphType: 'website',
      trail: crumbs,
      search: { kind: 'Docs', section: above(crumbs).join(' › ') || 'Docs' },
      llms: { section },
      inSitemap: true,
      structuredData: [
        techArticleJsonLd({ title, description: extra.description, url, dateModified: modified, image: extra.image, keywords: extra.keywords }, config),
        breadcrumbListJsonLd(crumbs, url, config),
      ],
    }),
  };
}

/** The guides, and `/docs`: the main doc under a second address, whose canonical is the first. */
export function buildDocs(input: ContentInput, config: SiteConfig, docs: DocsContext): DocPage[] {
  const pages: DocPage[] = input.docs.map(({ file, doc }) => {
    const trail = docs.trail(doc.url, doc.sidebar_label ?? doc.title);
    const modified = input.lastUpdated(doc.sourcePath);
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
  const { mainDocId } = latestVersion(config.docs);
  const mainDoc = pages.find((page) => page.url === docPath(mainDocId));
  if (!mainDoc) throw new Error(`${SITE_CONFIG_SOURCE}: docs.versions: the main doc "${mainDocId}" has no ${CONTENT_DIR}/docs/${mainDocId}.mdx.`);
  return [{ ...mainDoc, url: ROUTES.docs, alias: true, search: undefined, llms: undefined, inSitemap: false }, ...pages];
}
