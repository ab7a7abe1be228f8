/**
 * The one docs sidebar (decisions.md, Routes): a typed tree that also drives prev/next links,
 * breadcrumbs and the API index pages (code-style §1).
 */
import { API_KINDS, API_PACKAGES, getApiItems, type PackageId } from '../content/api';
import { requireDoc } from '../content/index';
import { normalizePath } from './paths';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** A category may itself be a page (the API Reference index). */
  href?: string;
  items: SidebarNode[];
}
export type SidebarNode = SidebarLink | SidebarCategory;

/** What the sidebar is made of, in order; labels come from each doc's `sidebar_label`. */
type SidebarSpec = { doc: string } | { category: string; items: SidebarSpec[] } | { api: PackageId };

const SIDEBAR_SPEC: SidebarSpec[] = [
  { doc: 'introduction' },
  { category: 'Testing', items: [{ doc: 'testing/usage' }, { doc: 'testing/agents' }, { api: 'testing' }] },
  { category: 'RPC', items: [{ doc: 'rpc/introduction' }, { doc: 'rpc/quick-start' }, { api: 'rpc' }] },
  { category: 'Utils', items: [{ doc: 'utils/route-do-request' }, { doc: 'utils/cors-support' }, { api: 'utils' }] },
  { category: 'LumenizeBase', items: [{ doc: 'lumenize-base/introduction' }] },
  { category: 'Lumenize', items: [{ doc: 'lumenize/introduction' }] },
];

function apiCategory(packageId: PackageId): SidebarCategory {
  const pkg = API_PACKAGES.find((p) => p.id === packageId);
  if (!pkg) throw new Error(`Sidebar names unknown API package "${packageId}"`);
  const items = getApiItems(packageId);
  return {
    type: 'category',
    label: 'API Reference',
    href: pkg.url,
    items: API_KINDS.map((info) => ({
      type: 'category' as const,
      label: info.group,
      items: items
        .filter((item) => item.kind === info.kind)
        .map((item) => ({ type: 'link' as const, label: item.name, href: item.url })),
    })).filter((category) => category.items.length > 0),
  };
}

function build(spec: SidebarSpec): SidebarNode {
  if ('doc' in spec) {
    const doc = requireDoc(spec.doc);
    return { type: 'link', label: doc.sidebar_label ?? doc.title, href: doc.url };
  }
  if ('api' in spec) return apiCategory(spec.api);
  return { type: 'category', label: spec.category, items: spec.items.map(build) };
}

let cached: SidebarNode[] | undefined;

export function getSidebar(): SidebarNode[] {
  cached ??= SIDEBAR_SPEC.map(build);
  return cached;
}

export interface SidebarPage {
  label: string;
  href: string;
  /** Labels of the categories above the page, outermost first. */
  trail: SidebarCategory[];
}

function collectPages(nodes: SidebarNode[], trail: SidebarCategory[], pages: SidebarPage[]): SidebarPage[] {
  for (const node of nodes) {
    if (node.type === 'link') {
      pages.push({ label: node.label, href: node.href, trail });
      continue;
    }
    if (node.href) pages.push({ label: node.label, href: node.href, trail });
    collectPages(node.items, [...trail, node], pages);
  }
  return pages;
}

/**
 * Every page of the sidebar in reading order (categories with an index page included), worked out
 * once per tree: every docs page and social card asks for its breadcrumbs and pager, and
 * re-walking the tree each time made the build grow with the square of the number of docs.
 */
const flattened = new WeakMap<SidebarNode[], { pages: SidebarPage[]; byHref: Map<string, SidebarPage> }>();

function sidebarPages(nodes: SidebarNode[] = getSidebar()) {
  let entry = flattened.get(nodes);
  if (!entry) {
    const pages = collectPages(nodes, [], []);
    entry = { pages, byHref: new Map(pages.map((page) => [page.href, page])) };
    flattened.set(nodes, entry);
  }
  return entry;
}

export function flattenSidebar(nodes: SidebarNode[] = getSidebar()): SidebarPage[] {
  return sidebarPages(nodes).pages;
}

export interface PagerLinks {
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

/**
 * Previous/next in sidebar order. API pages page through their own package's API pages only
 * (decisions.md, UI texts: "pager through the package's API pages in sidebar order").
 */
export function getPager(href: string): PagerLinks {
  const target = normalizePath(href);
  const apiPackage = API_PACKAGES.find((pkg) => target.startsWith(`${pkg.url}/`) || target === pkg.url);
  const pages = flattenSidebar().filter((page) => !apiPackage || page.href.startsWith(apiPackage.url));
  const index = pages.findIndex((page) => page.href === target);
  if (index === -1) return {};
  const pick = (page: SidebarPage | undefined) => (page ? { label: page.label, href: page.href } : undefined);
  return { previous: pick(pages[index - 1]), next: pick(pages[index + 1]) };
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export function getBreadcrumbs(href: string): Breadcrumb[] {
  const target = normalizePath(href);
  const page = sidebarPages().byHref.get(target);
  if (!page) return [];
  const crumbs: Breadcrumb[] = [];
  for (const category of page.trail) {
    crumbs.push({ label: category.label, href: category.href });
  }
  crumbs.push({ label: page.label });
  return crumbs;
}


/** Hrefs of every category on the way to `href`: those start open (decisions.md, Routes). */
export function categoriesOnPath(href: string): string[] {
  const target = normalizePath(href);
  const page = sidebarPages().byHref.get(target);
  return page ? page.trail.map((c) => c.label) : [];
}
