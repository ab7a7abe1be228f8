import { plainApiIndex, plainApiItem } from '@/lib/site/plain/api';
import { API_REFERENCE, apiIndexTitle, apiItemTitle, apiItemView, groupByKind, plainText } from '@/lib/core/api';
import { packTree } from '@/lib/core/compiled-tree';
import { sectionLabel } from '@/lib/core/og-layout';
import type { ApiIndexPage, ApiItemPage } from '@/lib/core/page';
import { highlightApiView } from '@/build-time/content/api-highlight';
import type { SiteConfig } from '@/lib/core/site-config';
import type { DocsContext } from './docs';
import type { ContentInput, VersionInput } from './input';

/** A version's API reference: each package's index page and one page per item, paged through in the sidebar's order. */
export function buildApiPages(
  { api }: VersionInput,
  lastUpdated: ContentInput['lastUpdated'],
  config: SiteConfig,
  docs: DocsContext,
): (ApiIndexPage | ApiItemPage)[] {
  return api.flatMap(({ pkg, items }): (ApiIndexPage | ApiItemPage)[] => {
    const sourcePath = pkg.sourcePath;
    const modified = lastUpdated(sourcePath);
    const card = { section: sectionLabel([pkg.label, API_REFERENCE]) };
    // An archived version's pages have no card of their own (docs.ts).
    const cardOf = (page: { card?: unknown }) => (page.card ? card : undefined);
    const groups = groupByKind(items).map(({ info, items: group }) => ({
      group: info.group,
      segment: info.segment,
      items: group.map((item) => ({ name: item.name, url: item.url, summary: item.summary })),
    }));
    const indexPage: ApiIndexPage = {
      kind: 'api-index',
      ...docs.page(pkg.url, apiIndexTitle(pkg), docs.trail(pkg.url, API_REFERENCE), modified, API_REFERENCE, {
        description: config.api.indexDescription.replaceAll('{package}', pkg.name),
        keywords: [],
      }),
      sourcePath,
      pkg,
      headings: groups.map(({ group, segment }) => ({ level: 2, text: group, id: segment })),
      groups,
      content: { tree: packTree(plainApiIndex(groups, pkg.name)) },
      pager: docs.pager(pkg.url, pkg),
    };
    const index = { ...indexPage, card: cardOf(indexPage) };
    const itemPages = items.map((item): ApiItemPage => {
      const guides = item.guides.map((url) => {
        const title = docs.docTitle(url);
        if (!title) throw new Error(`${item.sourcePath}:${item.line}: ${item.name}'s @guide names ${url}, which is not a doc.`);
        return { label: title, href: url };
      });
      const view = highlightApiView(apiItemView(item, guides), item);
      const common = docs.page(item.url, apiItemTitle(item), docs.trail(item.url, item.name), modified, API_REFERENCE, {
        description: plainText(item.summary),
        keywords: [item.name, item.packageName],
      });
      return {
        kind: 'api-item',
        ...common,
        card: cardOf(common),
        sourcePath,
        view,
        headings: view.sections.map(({ id, text }) => ({ level: 2, id, text })),
        content: { tree: packTree(plainApiItem(view)) },
        pager: docs.pager(item.url, pkg),
      };
    });
    return [index, ...itemPages];
  });
}
