import { z } from 'zod';
import { compareVersions } from '@/build-time/content/api-history-schema';
import type { HistoryItem, PendingChange } from './history';

/**
 * scripts/api-history/notes.json: the reviewed note of each change, by package, then name, then
 * version, written by a person who read the source at both tags. The script keeps them across
 * runs and stops on a change without one, so no tag lands unreviewed.
 */

const reviewed = z.strictObject({
  /** False when the printed declaration changed but the API did not (a type alias named or inlined, members reordered). */
  real: z.boolean(),
  /** One line for the reader: what a caller does differently, or that existing code keeps working. */
  note: z.string(),
});

const notesSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), reviewed)));

export type Notes = z.infer<typeof notesSchema>;
type Note = z.infer<typeof reviewed>;

export function parseNotes(file: string, data: unknown): Notes {
  const result = notesSchema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${file}: ${issue.path.map(String).join(' › ') || '(file)'}: ${issue.message}`).join('\n'));
}

interface NotedChange extends PendingChange, Note {}

export interface NotedItem extends Omit<HistoryItem, 'changes'> {
  changes: NotedChange[];
}

/** A change that has no reviewed note yet (or an empty one): what the reviewer reads to write it. */
export interface Unreviewed {
  package: string;
  name: string;
  change: PendingChange;
}

/**
 * The items with each change's note. Unreviewed changes, and notes of a version read that match
 * no change (a version or name mistyped, or a change the source no longer has), are returned for
 * the script to report; the items are only good to write when both lists are empty. Notes of
 * versions not read (a run that stops early) wait for their run.
 */
export function applyNotes(items: HistoryItem[], notes: Notes, versions: string[]): { items: NotedItem[]; unreviewed: Unreviewed[]; stale: string[] } {
  const unreviewed: Unreviewed[] = [];
  const used = new Set<string>();
  const noted = items.map((item) => ({
    ...item,
    changes: item.changes.map((change) => {
      const note = notes[item.package]?.[item.name]?.[change.version];
      if (note) used.add(JSON.stringify([item.package, item.name, change.version]));
      if (!note || !note.note.trim()) {
        unreviewed.push({ package: item.package, name: item.name, change });
        return { ...change, real: true, note: '' };
      }
      return { ...change, real: note.real, note: note.note.trim() };
    }),
  }));
  const stale: string[] = [];
  for (const [pkg, names] of Object.entries(notes)) {
    for (const [name, noted] of Object.entries(names)) {
      for (const version of Object.keys(noted)) {
        if (versions.includes(version) && !used.has(JSON.stringify([pkg, name, version])))
          stale.push(`${pkg} ${name} ${version}: a note, but the history has no such change`);
      }
    }
  }
  return { items: noted, unreviewed, stale };
}

/** The notes with an empty one for each unreviewed change, every level sorted, for a reviewer to fill in. */
export function withStubs(notes: Notes, unreviewed: Unreviewed[]): Notes {
  const next: Notes = structuredClone(notes);
  for (const { package: pkg, name, change } of unreviewed) {
    const versions = ((next[pkg] ??= {})[name] ??= {});
    versions[change.version] ??= { real: true, note: '' };
  }
  const sorted = <T>(record: Record<string, T>, compare: (a: string, b: string) => number) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => compare(a, b)));
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return sorted(
    Object.fromEntries(
      Object.entries(next).map(([pkg, names]) => [
        pkg,
        sorted(Object.fromEntries(Object.entries(names).map(([name, versions]) => [name, sorted(versions, compareVersions)])), byText),
      ]),
    ),
    byText,
  );
}
