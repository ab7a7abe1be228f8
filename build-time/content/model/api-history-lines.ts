import { plainApiItem } from '@/lib/site/plain/api';
import type { Prose } from '@/lib/core/api';
import { packTree } from '@/lib/core/compiled-tree';
import type { ApiIndexPage, ApiItemPage, DocPage } from '@/lib/core/page';
import { compareReleases, type ApiHistory } from '@/build-time/content/api-history';
import type { VersionInput } from './input';

type DocsPage = DocPage | ApiIndexPage | ApiItemPage;

const code = (text: string) => ({ text, code: true });

/**
 * The lines an item page takes from the API history, above its summary. On the latest's page:
 * when the item was added (when that is after the history's first release, which may not be when
 * it began), and each real change, linking the item's page in the newest version of the docs from
 * before it. On an archived page: when a later release removed it, or moved it to another package.
 */
function historyLines(page: ApiItemPage, { packageName, name }: { packageName: string; name: string }, latest: boolean, history: ApiHistory): Prose[] {
  const record = history.item(packageName, name);
  const after = (version: string) => (compareReleases(version, page.version) ?? 0) > 0;
  if (!latest) {
    if (record?.removed && after(record.removed)) {
      return [record.movedTo ? [{ text: 'Moved to ' }, code(record.movedTo), { text: ` in ${record.removed}.` }] : [{ text: `Removed in ${record.removed}.` }]];
    }
    const renamed = history.renamedBetween(packageName, page.version, page.versionLinks[0].version);
    return renamed.version ? [[{ text: 'Moved to ' }, code(renamed.name), { text: ` in ${renamed.version}.` }]] : [];
  }
  if (!record) return [];
  const lines: Prose[] = [];
  if ((compareReleases(record.added, history.first) ?? 0) > 0) lines.push([{ text: `Added in ${record.added}.` }]);
  for (const change of record.changes.filter((each) => each.real)) {
    // The newest version of these docs released before the change that has the item itself.
    const before = page.versionLinks.find((link) => (compareReleases(link.version, change.version) ?? 0) < 0 && link.note?.kind !== 'added');
    lines.push([
      { text: `Changed in ${change.version}: ${change.note}` },
      ...(before ? [{ text: ' (' }, { text: `as it was in ${before.label}`, url: before.url }, { text: ')' }] : []),
    ]);
  }
  return lines;
}

/** Adds each item page's history lines to its view, and to what its plain outputs read. */
export function apiHistoryLines(versions: { input: VersionInput; pages: DocsPage[] }[], history: ApiHistory): void {
  for (const { input, pages } of versions) {
    const items = new Map(input.api.flatMap(({ pkg, items: list }) => list.map((item) => [item.url, { packageName: pkg.name, name: item.name }] as const)));
    for (const page of pages) {
      const item = page.kind === 'api-item' ? items.get(page.url) : undefined;
      if (page.kind !== 'api-item' || !item) continue;
      const entries = historyLines(page, item, input.version.latest, history);
      if (entries.length === 0) continue;
      page.view = { ...page.view, lead: [{ type: 'history', entries }, ...page.view.lead] };
      page.content = { tree: packTree(plainApiItem(page.view)) };
    }
  }
}
