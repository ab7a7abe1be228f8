import { plainApiIndex, plainApiItem } from '@/lib/site/plain/api';
import { API_REFERENCE, apiIndexTitle, apiItemTitle, apiItemView, groupByKind, plainText } from '@/lib/core/api';
import { packTree } from '@/lib/core/compiled-tree';
import { sectionLabel } from '@/lib/core/og-layout';
import type { ApiIndexPage, ApiItemPage } from '@/lib/core/page';
import { highlightApiView } from '@/build-time/content/api-highlight';
import type { SiteConfig } from '@/lib/core/site-config';
import type { DocsContext } from './docs';
import type { VersionInput } from './input';

/** A version's API reference: each package's index page and one page per item, paged through in the sidebar's order. */
export function buildApiPages({ api }: VersionInput, config: SiteConfig, docs: DocsContext): (ApiIndexPage | ApiItemPage)[] {
  return api.flatMap(({ pkg, items }): (ApiIndexPage | ApiItemPage)[] => {
    const { sourcePath } = pkg;
    const card = { section: sectionLabel([pkg.label, API_REFERENCE]) };
    const groups = groupByKind(items).map(({ info, items: group }) => ({
      group: info.group,
      segment: info.segment,
      items: group.map((item) => ({ name: item.name, url: item.url, summary: item.summary })),
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
      const guides = item.guides.map((url) => {
        const title = docs.docTitle(url);
        if (!title) throw new Error(`${item.sourcePath}:${item.line}: ${item.name}'s @guide names ${url}, which is not a doc.`);
        return { label: title, href: url };
      });
      const view = highlightApiView(apiItemView(item, guides), item);
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
        headings: view.sections.map(({ id, text }) => ({ level: 2, id, text })),
        content: { tree: packTree(plainApiItem(view)) },
        pager: docs.pager(item.url, pkg),
      };
    });
    return [index, ...itemPages];
  });
}
