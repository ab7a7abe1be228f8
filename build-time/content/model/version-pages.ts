import type { ApiIndexPage, ApiItemPage, DocPage } from '@/lib/core/page';
import { flattenSidebar } from '@/lib/core/sidebar';
import type { VersionInput } from './input';
import type { VersionedPage, VersionPages } from './version-links';

/**
 * A version's docs pages as the correspondence between versions reads them (./version-links.ts):
 * each by its address under the version's root, with its headings' ids, its package and item for
 * an API page, and the other pages of its sidebar category, in order. A root's second address of
 * the main doc is left out: it is the main doc.
 */
export function versionPages({ version, api, sidebar }: VersionInput, pages: (DocPage | ApiIndexPage | ApiItemPage)[]): VersionPages {
  const apiOf = new Map<string, VersionedPage['api']>();
  for (const { pkg, items } of api) {
    apiOf.set(pkg.url, { packageName: pkg.name });
    for (const item of items) apiOf.set(item.url, { packageName: pkg.name, item: item.name });
  }
  const sidebarPages = flattenSidebar(sidebar);
  const neighbours = (url: string): string[] => {
    const category = sidebarPages.find((page) => page.href === url)?.trail.at(-1);
    if (!category) return [];
    return sidebarPages.filter((page) => page.trail.includes(category)).map((page) => pathOf(page.href));
  };
  const pathOf = (url: string) => url.slice(version.root.length + 1);
  return {
    version,
    pages: pages
      .filter((page) => !page.alias)
      .map((page) => ({
        url: page.url,
        path: pathOf(page.url),
        title: page.title ?? '',
        ids: page.headings.map((heading) => heading.id),
        api: apiOf.get(page.url),
        neighbours: neighbours(page.url),
      })),
  };
}
