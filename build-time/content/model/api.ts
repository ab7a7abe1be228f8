import { plainApiIndex, plainApiItem } from '@/lib/site/plain/api';
import {
  API_REFERENCE,
  apiHeadings,
  apiIndexTitle,
  apiItemTitle,
  apiItemView,
  apiSymbolsOf,
  firstSentence,
  groupByKind,
  plainText,
  type ApiSymbol,
} from '@/lib/core/api';
import { packTree } from '@/lib/core/compiled-tree';
import { sectionLabel } from '@/lib/core/og-layout';
import type { ApiIndexPage, ApiItemPage } from '@/lib/core/page';
import type { Problem } from '@/lib/core/problems';
import { highlightApiView } from '@/build-time/content/api-highlight';
import type { SiteConfig } from '@/lib/core/site-config';
import type { DocsContext } from './docs';
import type { VersionInput } from './input';

/**
 * A version's API reference: each package's index page and one page per item, paged through in the sidebar's order, and
 * the symbols the guides' type hovers lead to: an item documented by two packages (one re-exports
 * it) leads to the page of the package that declares it. An item's `@guide` that names no doc is
 * left out, a problem at its line.
 */
export function buildApiPages(
  { api }: VersionInput,
  config: SiteConfig,
  docs: DocsContext,
): { pages: (ApiIndexPage | ApiItemPage)[]; symbols: Record<string, ApiSymbol>; problems: Problem[] } {
  const symbols = new Map<string, ApiSymbol & { declaring: boolean }>();
  const problems: Problem[] = [];
  const pages = api.flatMap(({ pkg, items }): (ApiIndexPage | ApiItemPage)[] => {
    const { sourcePath } = pkg;
    const card = { section: sectionLabel([pkg.label, API_REFERENCE]) };
    const groups = groupByKind(items).map(({ info, items: group }) => ({
      group: info.group,
      segment: info.segment,
      items: group.map((item) => ({ name: item.name, url: item.url, summary: firstSentence(item.summary) })),
    }));
    const index: ApiIndexPage = {
      kind: 'api-index',
      ...docs.page({
        url: pkg.url,
        title: apiIndexTitle(pkg),
        trail: docs.trail(pkg.url, API_REFERENCE),
        section: API_REFERENCE,
        description: config.api.indexDescription.replaceAll('{package}', pkg.name),
        keywords: [],
        card,
        sourcePath,
      }),
      pkg,
      headings: groups.map(({ group, segment }) => ({ level: 2, text: group, id: segment })),
      groups,
      content: { tree: packTree(plainApiIndex(groups, pkg.name)) },
      pager: docs.pager(pkg.url, pkg),
    };
    const itemPages = items.map((item): ApiItemPage => {
      const guides = item.guides.flatMap((url) => {
        const title = docs.docTitle(url);
        if (title) return [{ label: title, href: url }];
        problems.push({ file: item.sourcePath, line: item.line, message: `${item.name}'s @guide names ${url}, which is not a doc.` });
        return [];
      });
      const view = highlightApiView(apiItemView(item, guides), item);
      const declaring = item.declaredIn === item.packageName;
      for (const [key, symbol] of apiSymbolsOf(item, view)) {
        if (!symbols.get(key)?.declaring) symbols.set(key, { ...symbol, declaring });
      }
      return {
        kind: 'api-item',
        ...docs.page({
          url: item.url,
          title: apiItemTitle(item),
          trail: docs.trail(item.url, item.name),
          section: API_REFERENCE,
          description: plainText(item.summary),
          keywords: [item.name, item.packageName],
          card,
          sourcePath,
        }),
        view,
        headings: apiHeadings(view),
        content: { tree: packTree(plainApiItem(view)) },
        pager: docs.pager(item.url, pkg),
      };
    });
    return [index, ...itemPages];
  });
  return { pages, symbols: Object.fromEntries([...symbols].map(([key, { url, summary }]) => [key, { url, summary }])), problems };
}
