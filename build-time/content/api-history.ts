import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_HISTORY_NAME, CONTENT_DIR } from './content-dir';
import { compareVersions, parseApiHistory, type ApiHistory as ApiHistoryFile } from './api-history-schema';

/**
 * `api-history.json` in the content folder (checked by ./api-history-schema.ts) as the model asks
 * it: what a reader is told of an item across releases (added, changed, removed, moved to another
 * package or arriving from one), and which package became which.
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

export interface ApiHistory {
  /** The first release the history covers: an item it has from then on may be older. */
  first: string;
  /** An item by its package (under any name the package has had) and its name. */
  item(packageName: string, name: string): ApiHistoryItem | undefined;
  /** An item of exactly this package. */
  exact(packageName: string, name: string): ApiHistoryItem | undefined;
  /** The package's name in a newer release, after the renames between the two. */
  renamedBetween(packageName: string, older: string, newer: string): { name: string; version?: string };
  /** The package this one was renamed from at `version`, if it was. */
  renamedFrom(packageName: string, version: string): string | undefined;
}

/** The questions the model asks of a checked history (parseApiHistory in ./api-history-schema.ts). */
export function apiHistoryQueries({ versions, renames, items }: ApiHistoryFile): ApiHistory {
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
  return apiHistoryQueries(parseApiHistory(file, data));
}
