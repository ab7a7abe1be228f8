import type { ApiHistoryKind } from '@/build-time/content/api-history-schema';

/**
 * The diff over the tags' surfaces, with no I/O: which export each package added, removed, changed,
 * and where a removed one went. A change here waits for its reviewed note (notes.ts).
 */

/** What one tag publishes: per npm name, the folder it lives in, its entry module and its exports. */
export interface Snapshot {
  version: string;
  packages: Record<string, { folder: string; entry: string; exports: Record<string, { kind: ApiHistoryKind; declaration: string }> }>;
}

export interface Rename {
  version: string;
  from: string;
  to: string;
}

export interface PendingChange {
  version: string;
  before: string;
  after: string;
  /** Set when the item arrived at this version from another package (moved or renamed), whose declaration `before` is. */
  from?: string;
}

/** A stretch during which the package did not export the name, after which it did again. */
interface Gap {
  removed: string;
  restored: string;
  movedTo?: string;
}

export interface HistoryItem {
  package: string;
  name: string;
  kind: ApiHistoryKind;
  added: string;
  removed?: string;
  movedTo?: string;
  gaps?: Gap[];
  changes: PendingChange[];
}

/** A removal whose name several packages took up at once: the first is named, the lead reads the rest. */
export interface AmbiguousMove {
  version: string;
  package: string;
  name: string;
  candidates: string[];
}

/**
 * Package renames between two tags. A published name that the later tag no longer publishes was
 * renamed when its folder now holds a package of a new name, or when git carried its entry module
 * into the entry of a package of a new name (`packages/utils/src/index.ts` →
 * `packages/routing/src/index.ts`). A package that merely disappears, or goes private, is not renamed.
 * `movedFiles` is git's rename detection between the two tags: old path → new path.
 */
export function detectRenames(previous: Snapshot, current: Snapshot, movedFiles: ReadonlyMap<string, string>): Rename[] {
  const renames: Rename[] = [];
  const fresh = Object.entries(current.packages).filter(([name]) => !(name in previous.packages));
  for (const [name, before] of Object.entries(previous.packages)) {
    if (name in current.packages) continue;
    const successor = fresh.find(([, after]) => after.folder === before.folder || movedFiles.get(before.entry) === after.entry);
    if (successor) renames.push({ version: current.version, from: name, to: successor[0] });
  }
  return renames.sort((a, b) => a.from.localeCompare(b.from));
}

function byPackageThenName(a: { package: string; name: string }, b: { package: string; name: string }): number {
  return a.package === b.package ? compareText(a.name, b.name) : compareText(a.package, b.package);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every (package, name) ever exported, with when it was added, changed and removed. Snapshots come
 * oldest first. A removed name has moved to the package that exports it from the same tag on,
 * preferring one that took it up at that tag, then one whose declaration is the same, then the
 * first by name; when the package was renamed and the new name still exports it, that is the
 * rename, not a move. An item that arrives from another package (moved, or under a renamed
 * package) lists a change at its first version when its declaration differs from the one it had there.
 */
export function buildHistory(snapshots: Snapshot[], renames: Rename[]): { items: HistoryItem[]; ambiguous: AmbiguousMove[] } {
  const at = (index: number, pkg: string, name: string) => snapshots[index]?.packages[pkg]?.exports[name];
  const keys = new Map<string, { package: string; name: string }>();
  for (const snapshot of snapshots) {
    for (const [pkg, surface] of Object.entries(snapshot.packages)) {
      for (const name of Object.keys(surface.exports)) keys.set(JSON.stringify([pkg, name]), { package: pkg, name });
    }
  }

  const ambiguous: AmbiguousMove[] = [];
  /** Where a name the package stopped exporting at `index` went; undefined when removed outright or renamed. */
  const destination = (index: number, pkg: string, name: string): string | undefined => {
    const version = snapshots[index].version;
    const renamedTo = renames.find((rename) => rename.version === version && rename.from === pkg)?.to;
    if (renamedTo && at(index, renamedTo, name)) return undefined;
    const last = at(index - 1, pkg, name)?.declaration;
    /** Lower is likelier: taken up at this tag before exported all along, the same declaration before another. */
    const rank = (other: string) => (at(index - 1, other, name) ? 2 : 0) + (at(index, other, name)?.declaration === last ? 0 : 1);
    const candidates = Object.keys(snapshots[index].packages)
      .filter((other) => other !== pkg && at(index, other, name))
      .sort((a, b) => rank(a) - rank(b) || compareText(a, b));
    if (candidates.length > 1 && rank(candidates[0]) === rank(candidates[1])) ambiguous.push({ version, package: pkg, name, candidates });
    return candidates[0];
  };

  /** The package an item arriving at `index` came from: the former name of its package, or the one it moved from. */
  const origin = (index: number, pkg: string, name: string): string | undefined => {
    const version = snapshots[index].version;
    const formerName = renames.find((rename) => rename.version === version && rename.to === pkg)?.from;
    if (formerName && at(index - 1, formerName, name)) return formerName;
    return Object.keys(snapshots[index - 1].packages)
      .sort()
      .find((other) => other !== pkg && at(index - 1, other, name) && !at(index, other, name) && destination(index, other, name) === pkg);
  };

  const items: HistoryItem[] = [];
  for (const { package: pkg, name } of keys.values()) {
    const present = snapshots.map((_, index) => at(index, pkg, name));
    const first = present.findIndex(Boolean);
    const lastPresent = present.length - 1 - [...present].reverse().findIndex(Boolean);
    const item: HistoryItem = { package: pkg, name, kind: present[lastPresent]!.kind, added: snapshots[first].version, changes: [] };
    if (first > 0) {
      const from = origin(first, pkg, name);
      const before = from && at(first - 1, from, name)?.declaration;
      if (from && before !== undefined && before !== present[first]!.declaration) {
        item.changes.push({ version: snapshots[first].version, before, after: present[first]!.declaration, from });
      }
    }
    let previous = present[first]!.declaration;
    let removedAt: number | undefined;
    for (let index = first + 1; index < snapshots.length; index++) {
      const current = present[index];
      const version = snapshots[index].version;
      if (!current) {
        if (removedAt === undefined) removedAt = index;
        continue;
      }
      if (removedAt !== undefined) {
        const movedTo = destination(removedAt, pkg, name);
        (item.gaps ??= []).push({ removed: snapshots[removedAt].version, restored: version, ...(movedTo ? { movedTo } : {}) });
        removedAt = undefined;
      }
      if (current.declaration !== previous) item.changes.push({ version, before: previous, after: current.declaration });
      previous = current.declaration;
    }
    if (removedAt !== undefined) {
      item.removed = snapshots[removedAt].version;
      const movedTo = destination(removedAt, pkg, name);
      if (movedTo) item.movedTo = movedTo;
    }
    items.push(item);
  }
  return { items: items.sort(byPackageThenName), ambiguous: dedupe(ambiguous) };
}

function dedupe(moves: AmbiguousMove[]): AmbiguousMove[] {
  const seen = new Set<string>();
  return moves.filter((move) => {
    const key = `${move.version} ${move.package} ${move.name}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** What changed at one version, per package: for the summary the script prints. */
export interface VersionSummary {
  version: string;
  packages: { name: string; exports: number; added: number; removed: number; changed: number; moved: number }[];
}

export function summarize(snapshots: Snapshot[], items: HistoryItem[]): VersionSummary[] {
  return snapshots.map((snapshot) => {
    const names = [
      ...new Set([...Object.keys(snapshot.packages), ...items.filter((item) => item.removed === snapshot.version).map((item) => item.package)]),
    ].sort();
    return {
      version: snapshot.version,
      packages: names.map((name) => {
        const own = items.filter((item) => item.package === name);
        const removedHere = own.filter((item) => item.removed === snapshot.version || item.gaps?.some((gap) => gap.removed === snapshot.version));
        return {
          name,
          exports: Object.keys(snapshot.packages[name]?.exports ?? {}).length,
          added: own.filter((item) => item.added === snapshot.version || item.gaps?.some((gap) => gap.restored === snapshot.version)).length,
          removed: removedHere.length,
          changed: own.filter((item) => item.changes.some((change) => change.version === snapshot.version)).length,
          moved: removedHere.filter((item) =>
            item.removed === snapshot.version ? item.movedTo : item.gaps?.find((gap) => gap.removed === snapshot.version)?.movedTo,
          ).length,
        };
      }),
    };
  });
}
