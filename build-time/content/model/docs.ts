import { ContentProblems } from '@/lib/core/problems';
import { docPath } from '@/lib/core/paths';
import { flattenSidebar, type SidebarPage } from '@/lib/core/sidebar';
import { API_REFERENCE, type ApiPackage } from '@/lib/core/api';
import type { Heading } from '@/lib/core/compiled-tree';
import { sectionLabel } from '@/lib/core/og-layout';
import type { Crumb, DocPage, LlmsSection, PageBase, PageLink } from '@/lib/core/page';
import { breadcrumbListJsonLd, techArticleJsonLd } from '@/lib/core/structured-data';
import type { SiteConfig } from '@/lib/core/site-config';
import { archivedName } from '@/lib/core/versions';
import { CONTENT_DIR, SITE_CONFIG_SOURCE } from '@/build-time/content/content-dir';
import { editUrlOf } from '@/build-time/content/repository';
import { versionDir } from '@/build-time/content/version-layout';
import type { ContentInput, VersionInput } from './input';
import { pageBase, type PageFields } from './page-base';

/** What every page under /docs shares, guides and API reference alike: trail, card, search, pager. */
export interface DocsContext {
  /** Breadcrumbs from the sidebar: the categories on the way, then the page's sidebar label. */
  trail(url: string, fallback: string): Crumb[];
  /** API pages page through their own package in sidebar order; guides through the whole sidebar. */
  pager(url: string, pkg?: ApiPackage): { previous?: PageLink; next?: PageLink };
  /** A guide's title by its URL. */
  docTitle(url: string): string | undefined;
  /**
   * The fields every docs page has, guide or API page: its social card, search entry and JSON-LD
   * follow from its title and trail, its date from its source file, and what its version says of
   * it (an archived version's page: no card or image of its own, no sitemap entry, noindex).
   */
  page(fields: DocsPageFields): PageBase & Pick<DocPage, 'version' | 'versionLinks'>;
}

interface DocsPageFields extends Pick<PageFields, 'url' | 'description' | 'sourcePath' | 'image' | 'card'> {
  title: string;
  trail: Crumb[];
  keywords: string[];
  /** Its part of llms.txt. */
  section: LlmsSection;
}

/** The sidebar category a page sits in at the top, if any. */
const sectionOf = (page: SidebarPage) => page.trail[0]?.label;

function pagerFor(pages: SidebarPage[], url: string): { previous?: PageLink; next?: PageLink } {
  const index = pages.findIndex((page) => page.href === url);
  if (index === -1) return {};
  const here = sectionOf(pages[index]);
  const link = (page?: SidebarPage): PageLink | undefined => {
    if (!page) return undefined;
    const section = sectionOf(page);
    // A category's only page often bears its name: "Next in Debug: Debug" would say it twice.
    const named = section !== undefined && section !== here && section !== page.label;
    return named ? { label: page.label, href: page.href, section } : { label: page.label, href: page.href };
  };
  return { previous: link(pages[index - 1]), next: link(pages[index + 1]) };
}

/**
 * The pages of one version's docs share its sidebar (trail, pager) and what the version says of
 * them: an archived version's pages are kept out of search engines (`noindex`, no sitemap entry)
 * and from social cards of their own, since they would otherwise compete with the latest's.
 */
export function docsContext({ version, docs, sidebar }: VersionInput, lastUpdated: ContentInput['lastUpdated'], config: SiteConfig): DocsContext {
  const sidebarPages = flattenSidebar(sidebar);
  const sidebarByHref = new Map(sidebarPages.map((page) => [page.href, page]));
  const docTitles = new Map(docs.map(({ doc }) => [doc.url, doc.title]));
  const trail = (url: string, fallback: string): Crumb[] => {
    const page = sidebarByHref.get(url);
    if (!page) return [{ label: fallback }];
    return [...page.trail.map((category) => ({ label: category.label, href: category.href })), { label: page.label }];
  };
  const above = (crumbs: Crumb[]) => crumbs.slice(0, -1).map((crumb) => crumb.label);
  const base = pageBase(lastUpdated);
  return {
    trail,
    pager: (url, pkg) => pagerFor(pkg ? sidebarPages.filter((page) => page.href === pkg.url || page.href.startsWith(`${pkg.url}/`)) : sidebarPages, url),
    docTitle: (url) => docTitles.get(url),
    page: ({ section, card, ...fields }) => {
      const { url, title, trail: crumbs, description, image, keywords, sourcePath } = fields;
      const modified = lastUpdated(sourcePath);
      const common = base({
        ...fields,
        modified,
        card: card ?? (image ? undefined : { section: sectionLabel(above(crumbs).slice(0, 2)) || 'Docs' }),
        search: { kind: 'Docs', section: above(crumbs).join(' › ') || 'Docs', ...(section === API_REFERENCE ? { reference: true } : {}) },
        llms: { section },
        structuredData: [
          techArticleJsonLd({ title, description, url, dateModified: modified, image, keywords }, config),
          breadcrumbListJsonLd(crumbs, url, config),
        ],
      });
      const archived = version.latest ? {} : { image: undefined, card: undefined, inSitemap: false, noindex: true };
      return { ...common, ...archived, version: version.name, versionLinks: [] };
    },
  };
}

/**
 * A version's guides, and its root (`/docs`, `/docs/<name>`): its main doc under a second address,
 * whose canonical is the first.
 */
export function buildDocs({ version, docs: documents }: VersionInput, docs: DocsContext): DocPage[] {
  const pages: DocPage[] = documents.map(({ file, doc }) => {
    return {
      kind: 'doc',
      ...docs.page({
        url: doc.url,
        title: doc.title,
        trail: docs.trail(doc.url, doc.sidebar_label ?? doc.title),
        section: 'Docs',
        description: doc.description,
        keywords: doc.keywords ?? [],
        image: doc.image,
        sourcePath: doc.sourcePath,
      }),
      content: { file },
      headings: doc.headings as Heading[],
      toc: { min: doc.toc_min_heading_level ?? 2, max: doc.toc_max_heading_level ?? 3, hidden: doc.hide_table_of_contents ?? false },
      editUrl: editUrlOf(doc.sourcePath),
      pager: docs.pager(doc.url),
    };
  });
  const mainDoc = pages.find((page) => page.url === docPath(version.mainDocId, version.root));
  if (!mainDoc) {
    const file = `${versionDir(archivedName(version), CONTENT_DIR)}/docs/${version.mainDocId}.mdx`;
    throw new ContentProblems([{ file: SITE_CONFIG_SOURCE, message: `docs.versions (${version.name}).mainDocId: "${version.mainDocId}" has no ${file}.` }]);
  }
  return [{ ...mainDoc, url: version.root, alias: true, search: undefined, llms: undefined, inSitemap: false }, ...pages];
}
