import { plainApiItem } from '@/lib/site/plain/api';
import type { Prose } from '@/lib/core/api';
import { packTree } from '@/lib/core/compiled-tree';
import type { ApiIndexPage, ApiItemPage, DocPage } from '@/lib/core/page';
import { compareReleases, type ApiHistory } from '@/build-time/content/api-history';
import type { VersionInput } from './input';

type DocsPage = DocPage | ApiIndexPage | ApiItemPage;

const code = (text: string) => ({ text, code: true });
const movedTo = (pkg: string, version: string): Prose => [{ text: 'Moved to ' }, code(pkg), { text: ` in ${version}.` }];

/**
 * The lines an item page takes from the API history, above its summary, of the releases up to its
 * own version. On the latest's page: when the item was added (when that is after the history's
 * first release, which may not be when it began) or moved in from another package, and each real
 * change, linking the item's page in the newest version of these docs from before it. On an
 * archived page: when a later release removed it, or moved it to another package (its own, renamed,
 * or another).
 */
function historyLines(page: ApiItemPage, { packageName, name }: { packageName: string; name: string }, latest: string, history: ApiHistory): Prose[] {
  const record = history.item(packageName, name);
  const after = (version: string) => (compareReleases(version, page.version) ?? 0) > 0;
  const upTo = (version: string) => !after(version);
  if (page.version !== latest) {
    if (record?.removed && record.movedTo && after(record.removed)) return [movedTo(record.movedTo, record.removed)];
    const renamed = history.renamedBetween(packageName, page.version, latest);
    if (renamed.version && history.exact(renamed.name, name)) return [movedTo(renamed.name, renamed.version)];
    return record?.removed && after(record.removed) ? [[{ text: `Removed in ${record.removed}.` }]] : [];
  }
  if (!record) return [];
  const lines: Prose[] = [];
  const arrived = history.renamedFrom(record.package, record.added) ?? record.changes.find((change) => change.version === record.added)?.from;
  if (arrived) lines.push([{ text: 'Moved from ' }, code(arrived), { text: ` in ${record.added}.` }]);
  else if ((compareReleases(record.added, history.first) ?? 0) > 0 && upTo(record.added)) lines.push([{ text: `Added in ${record.added}.` }]);
  for (const change of record.changes.filter((each) => each.real && !each.from && upTo(each.version))) {
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
  const latest = versions.find(({ input }) => input.version.latest)?.input.version.name ?? '';
  for (const { input, pages } of versions) {
    const items = new Map(input.api.flatMap(({ pkg, items: list }) => list.map((item) => [item.url, { packageName: pkg.name, name: item.name }] as const)));
    for (const page of pages) {
      const item = page.kind === 'api-item' ? items.get(page.url) : undefined;
      if (page.kind !== 'api-item' || !item) continue;
      const entries = historyLines(page, item, latest, history);
      if (entries.length === 0) continue;
      page.view = { ...page.view, lead: [{ type: 'history', entries }, ...page.view.lead] };
      page.content = { tree: packTree(plainApiItem(page.view)) };
    }
  }
}
