import { compareVersions, type ApiHistory } from './api-history-schema';

type HistoryItem = ApiHistory['items'][number];

/** One export as an upgrade meets it: where it was at the older release and where it is at the newer. */
export interface ApiChange {
  name: string;
  kind: HistoryItem['kind'];
  /** Its package at the older release. */
  from: string;
  /** Its package at the newer release; undefined when it was removed. */
  to?: string;
  /** The release the change came with. */
  version: string;
  /** What a caller does differently, for a changed export: the reviewed notes of its real changes. */
  notes?: { version: string; note: string }[];
}

/** What changed for a caller of the API between two releases, table by table. */
export interface ApiChanges {
  /** Packages renamed between the two: `@lumenize/utils` to `@lumenize/routing` at 0.19.0. */
  renamed: { from: string; to: string; version: string }[];
  /** Exports that went with their package when it was renamed, found under the new name at the newer release. */
  carried: ApiChange[];
  /** Exports that went to another package (a rename's aside). */
  moved: ApiChange[];
  /** Exports gone, with no new home. */
  removed: ApiChange[];
  /** Exports in both releases whose declaration changed for their callers. */
  changed: ApiChange[];
}

const after = (version: string, older: string) => compareVersions(version, older) > 0;
const upTo = (version: string, newer: string) => compareVersions(version, newer) <= 0;
const between = (version: string, older: string, newer: string) => after(version, older) && upTo(version, newer);

/** Whether the package exported the item at a release: added by then, and not removed or in a gap then. */
function exportedAt(item: HistoryItem, version: string): boolean {
  if (compareVersions(item.added, version) > 0) return false;
  if (item.removed && compareVersions(item.removed, version) <= 0) return false;
  return !(item.gaps ?? []).some((gap) => compareVersions(gap.removed, version) <= 0 && compareVersions(gap.restored, version) > 0);
}

/** When the item left its package after `from`, for good by `to`: its last removal, or a gap open at `to`. */
function leftBetween(item: HistoryItem, from: string, to: string): { version: string; movedTo?: string } | undefined {
  if (!exportedAt(item, from) || exportedAt(item, to)) return undefined;
  if (item.removed && between(item.removed, from, to)) return { version: item.removed, movedTo: item.movedTo };
  const gap = (item.gaps ?? []).find((each) => between(each.removed, from, to) && !upTo(each.restored, to));
  return gap ? { version: gap.removed, movedTo: gap.movedTo } : undefined;
}

/**
 * The changes between two releases that a caller of the older one must act on, read from the API
 * history: packages renamed, exports moved to another package, exports removed, and exports whose
 * declaration changed for real (the history's `real` changes, with their reviewed notes). An export
 * whose package was renamed, found under the new name at the same release, is carried with its
 * package, not removed.
 */
export function apiChangesBetween(history: ApiHistory, from: string, to: string): ApiChanges {
  const renamed = history.renames.filter((rename) => between(rename.version, from, to));
  const find = (pkg: string, name: string) => history.items.find((item) => item.package === pkg && item.name === name);
  const carried: ApiChange[] = [];
  const moved: ApiChange[] = [];
  const removed: ApiChange[] = [];
  const changed: ApiChange[] = [];
  for (const item of history.items) {
    const left = leftBetween(item, from, to);
    if (left) {
      const rename = renamed.find((each) => each.from === item.package && each.version === left.version);
      const renamedTo = rename && find(rename.to, item.name);
      const change = { name: item.name, kind: item.kind, from: item.package, version: left.version };
      if (renamedTo && exportedAt(renamedTo, to)) {
        carried.push({ ...change, to: renamedTo.package });
        continue;
      }
      // A move may be one of several (rpc to utils, then utils to testing): follow it to where the
      // export is at the newer release.
      let home = left.movedTo;
      for (let hops = 0; home && hops < history.items.length; hops++) {
        const there = find(home, item.name);
        if (!there?.removed || !there.movedTo || !upTo(there.removed, to)) break;
        home = there.movedTo;
      }
      if (home) moved.push({ ...change, to: home });
      else removed.push(change);
      continue;
    }
    if (!exportedAt(item, to)) continue;
    // The item's own changes, and those it had before it arrived here (under a renamed or earlier package).
    const origin = item.changes.find((change) => change.from)?.from;
    const earlier = origin ? find(origin, item.name) : undefined;
    const wasThere = exportedAt(item, from) || (earlier !== undefined && exportedAt(earlier, from));
    if (!wasThere) continue;
    const real = [...(earlier?.changes ?? []), ...item.changes].filter((change) => change.real && between(change.version, from, to));
    if (real.length === 0) continue;
    changed.push({
      name: item.name,
      kind: item.kind,
      from: exportedAt(item, from) ? item.package : (earlier?.package ?? item.package),
      to: item.package,
      version: real[real.length - 1].version,
      notes: real.map((change) => ({ version: change.version, note: change.note })),
    });
  }
  const order = (a: ApiChange, b: ApiChange) => a.from.localeCompare(b.from) || a.name.localeCompare(b.name);
  return { renamed, carried: carried.sort(order), moved: moved.sort(order), removed: removed.sort(order), changed: changed.sort(order) };
}
