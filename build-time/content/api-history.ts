import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_HISTORY_NAME, CONTENT_DIR } from './content-dir';
import { compareVersions, parseApiHistory, type ApiHistory as ApiHistoryFile } from './api-history-schema';

/**
 * `api-history.json` in the content folder (checked by ./api-history-schema.ts), read here only, as
 * the build asks it: what a reader is told of an item across releases (added, changed, removed,
 * moved to another package or arriving from one), which package became which, and what a caller
 * of one release changes to use another (the upgrade guide's tables).
 */

type ApiHistoryItem = ApiHistoryFile['items'][number];

/** Orders two release versions (`0.9.0` before `0.10.0`); undefined when either is not one (a docs version may be named otherwise). */
export function compareReleases(a: string, b: string): number | undefined {
  try {
    return compareVersions(a, b);
  } catch {
    return undefined;
  }
}

/** True when `version` came after `older` and no later than `newer`: a change between two releases. */
export function releasedBetween(version: string, older: string, newer: string): boolean {
  const after = compareReleases(version, older);
  const upTo = compareReleases(version, newer);
  return after !== undefined && upTo !== undefined && after > 0 && upTo <= 0;
}

/** One export as an upgrade meets it: where it was at the older release and where it is at the newer. */
export interface ApiChange {
  name: string;
  kind: ApiHistoryItem['kind'];
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

const upTo = (version: string, newer: string) => compareVersions(version, newer) <= 0;
const between = releasedBetween;

/** Whether the package exported the item at a release: added by then, and not removed or in a gap then. */
function exportedAt(item: ApiHistoryItem, version: string): boolean {
  if (compareVersions(item.added, version) > 0) return false;
  if (item.removed && compareVersions(item.removed, version) <= 0) return false;
  return !(item.gaps ?? []).some((gap) => compareVersions(gap.removed, version) <= 0 && compareVersions(gap.restored, version) > 0);
}

/** When the item left its package after `from`, for good by `to`: its last removal, or a gap open at `to`. */
function leftBetween(item: ApiHistoryItem, from: string, to: string): { version: string; movedTo?: string } | undefined {
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
function changesBetween(history: ApiHistoryFile, from: string, to: string): ApiChanges {
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

export interface ApiHistory {
  /** The first release the history covers: an item it has from then on may be older. */
  first: string;
  /** What a caller of release `from` must change to use release `to`; both must be releases the history covers. */
  changesBetween(from: string, to: string): ApiChanges;
  /** An item by its package (under any name the package has had) and its name. */
  item(packageName: string, name: string): ApiHistoryItem | undefined;
  /** An item of exactly this package. */
  exact(packageName: string, name: string): ApiHistoryItem | undefined;
  /** The package's name in a newer release, after the renames between the two. */
  renamedBetween(packageName: string, older: string, newer: string): { name: string; version?: string };
  /** The package this one was renamed from at `version`, if it was. */
  renamedFrom(packageName: string, version: string): string | undefined;
}

/**
 * The questions the build asks of a checked history (parseApiHistory in ./api-history-schema.ts);
 * `source` is the file its errors name.
 */
export function apiHistoryQueries(file: ApiHistoryFile, source = API_HISTORY_NAME): ApiHistory {
  const { versions, renames, items } = file;
  const ordered = [...renames].sort((a, b) => compareVersions(a.version, b.version));
  const aliases = (name: string): Set<string> => {
    const names = new Set([name]);
    for (let grown = true; grown;) {
      grown = false;
      for (const { from, to } of renames) {
        for (const [a, b] of [
          [from, to],
          [to, from],
        ]) {
          if (names.has(a) && !names.has(b)) {
            names.add(b);
            grown = true;
          }
        }
      }
    }
    return names;
  };
  const exact = (pkg: string, name: string) => items.find((entry) => entry.name === name && entry.package === pkg);
  return {
    first: versions[0],
    changesBetween: (from, to) => {
      for (const version of [from, to]) if (!versions.includes(version)) throw new Error(`${source} has no release ${version}`);
      return changesBetween(file, from, to);
    },
    exact,
    item: (pkg, name) => {
      const names = aliases(pkg);
      return exact(pkg, name) ?? items.find((entry) => entry.name === name && names.has(entry.package));
    },
    renamedBetween: (pkg, older, newer) => {
      let current: { name: string; version?: string } = { name: pkg };
      for (const rename of ordered) {
        if (rename.from === current.name && releasedBetween(rename.version, older, newer)) current = { name: rename.to, version: rename.version };
      }
      return current;
    },
    renamedFrom: (pkg, version) => ordered.find((rename) => rename.to === pkg && rename.version === version)?.from,
  };
}

/** The content folder's history, checked, when it has one; a mistake names the file and the field. */
export function readApiHistory(contentDir = CONTENT_DIR): ApiHistory | undefined {
  const file = join(contentDir, API_HISTORY_NAME);
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON: ${(error as Error).message}`);
  }
  return apiHistoryQueries(parseApiHistory(file, data), file);
}
