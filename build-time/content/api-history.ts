import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_HISTORY_NAME, CONTENT_DIR } from './content-dir';
import { checkApiHistory, type ApiHistoryFile } from './api-history-read-schema';

/**
 * `api-history.json` in the content folder: what each package exported at each release, worked
 * out from the libraries' tags by a script of its own and reviewed before it is committed. The
 * build reads what a reader is told of it: when an item was added, changed for real, removed or
 * moved to another package, and when a package was renamed. The file may say more (the script's
 * own notes); what the build reads is checked (./api-history-read-schema.ts), a mistake naming the
 * file and the field.
 */

type ApiHistoryItem = ApiHistoryFile['items'][number];

/** Orders two release versions (`0.9.0` before `0.10.0`); undefined when either is not one. */
export function compareReleases(a: string, b: string): number | undefined {
  const parts = (version: string) => (/^\d+\.\d+\.\d+$/.test(version) ? version.split('.').map(Number) : undefined);
  const [x, y] = [parts(a), parts(b)];
  if (!x || !y) return undefined;
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** True when `version` came after `older` and no later than `newer`: a change between two releases. */
export function releasedBetween(version: string, older: string, newer: string): boolean {
  const after = compareReleases(version, older);
  const upTo = compareReleases(version, newer);
  return after !== undefined && upTo !== undefined && after > 0 && upTo <= 0;
}

/** The history as the model asks it. */
export interface ApiHistory {
  /** The first release the history covers: an item it has from then on may be older. */
  first: string;
  /** An item by its package (under any name the package has had) and its name. */
  item(packageName: string, name: string): ApiHistoryItem | undefined;
  /** The package's name in a newer release, after the renames between the two. */
  renamedBetween(packageName: string, older: string, newer: string): { name: string; version?: string };
}

/** The history of `text` (the file `source`), checked. */
export function parseApiHistory(text: string, source: string): ApiHistory {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON: ${(error as Error).message}`);
  }
  const { versions, renames, items } = checkApiHistory(data, source);
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
  return {
    first: [...versions].sort((a, b) => compareReleases(a, b) ?? 0)[0],
    item: (pkg, name) => {
      const names = aliases(pkg);
      return items.find((entry) => entry.name === name && entry.package === pkg) ?? items.find((entry) => entry.name === name && names.has(entry.package));
    },
    renamedBetween: (pkg, older, newer) => {
      let current: { name: string; version?: string } = { name: pkg };
      const ordered = [...renames].sort((a, b) => compareReleases(a.version, b.version) ?? 0);
      for (const rename of ordered) {
        if (rename.from === current.name && releasedBetween(rename.version, older, newer)) current = { name: rename.to, version: rename.version };
      }
      return current;
    },
  };
}

/** The content folder's history, when it has one. */
export function readApiHistory(contentDir = CONTENT_DIR): ApiHistory | undefined {
  const file = join(contentDir, API_HISTORY_NAME);
  return existsSync(file) ? parseApiHistory(readFileSync(file, 'utf8'), file) : undefined;
}
