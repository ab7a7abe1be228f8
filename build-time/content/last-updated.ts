import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_DIR } from './content-dir';
import { LAST_UPDATED_NAME, splitVersion, versionDir } from './version-layout';

/** Folders whose history is read: the content, and the route files of pages written in code. */
const TRACKED = [CONTENT_DIR, 'app'];
const COMMIT = '\u0001';

export type GitRunner = (args: string[], cwd: string) => string;

const runGit: GitRunner = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * Reads `git log --name-only` once, newest commit first: the first date seen for a path is its
 * last change. Paths are relative to `root` (`--relative`), wherever the repository starts.
 */
function readHistory(root: string, folders: string[], git: GitRunner): Map<string, Date> {
  const history = new Map<string, Date>();
  let output: string;
  try {
    output = git(['-c', 'core.quotePath=false', 'log', '--relative', '--name-only', `--format=${COMMIT}%ct`, '--', ...folders], root);
  } catch {
    return history; // Not a git checkout (an exported copy of the files): every date comes from the file.
  }
  for (const commit of output.split(COMMIT).slice(1)) {
    const [seconds, ...paths] = commit.split('\n');
    const date = new Date(Number(seconds) * 1000);
    for (const path of paths) {
      if (path && !history.has(path)) history.set(path, date);
    }
  }
  return history;
}

/**
 * "Last updated" dates from git history, falling back to the file's modification time when git
 * knows nothing of it (no repository, or a file not yet committed). The history is read on the
 * first call and kept in memory for every later one.
 */
export function createLastUpdated(root: string, folders: string[] = TRACKED, git: GitRunner = runGit) {
  let history: Map<string, Date> | undefined;
  return function lastUpdated(path: string): Date {
    history ??= readHistory(root, folders, git);
    const fromGit = history.get(path);
    if (fromGit) return fromGit;
    try {
      return statSync(resolve(root, path)).mtime;
    } catch {
      throw new Error(`Cannot date ${path}: git has no history of it and the file does not exist under ${root}.`);
    }
  };
}

/** What `npm run version:cut` recorded of each file it copied: its date in the latest's history, and its content's digest then. */
export type RecordedDates = Record<string, { date: string; sha256: string }>;

/** The digest a recorded date is held to: a file changed since the cut is dated by its own history. */
export const contentDigest = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/**
 * `lastUpdated` for every file, an archived version's included: a file copied by the cut keeps
 * the date its original had in the latest's history then (the cut's own commit says nothing of
 * when the page last changed), unless it has been edited since, when its own history dates it.
 */
export function withArchivedDates(lastUpdated: (path: string) => Date, contentDir = CONTENT_DIR): (path: string) => Date {
  const recorded = new Map<string, RecordedDates>();
  const recordOf = (archived: string): RecordedDates => {
    let dates = recorded.get(archived);
    if (!dates) {
      const file = join(versionDir(archived, contentDir), LAST_UPDATED_NAME);
      dates = existsSync(file) ? readRecordedDates(file) : {};
      recorded.set(archived, dates);
    }
    return dates;
  };
  return (path) => {
    if (!path.startsWith(`${contentDir}/`)) return lastUpdated(path);
    const { archived, path: inTree } = splitVersion(path.slice(contentDir.length + 1));
    const entry = archived === undefined ? undefined : recordOf(archived)[inTree];
    if (entry && existsSync(path) && contentDigest(readFileSync(path)) === entry.sha256) return new Date(entry.date);
    return lastUpdated(path);
  };
}

/** A `last-updated.json`, checked as far as it is read: a mistake names the file and the entry. */
function readRecordedDates(file: string): RecordedDates {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: expected an object of file → { date, sha256 }.`);
  for (const [path, entry] of Object.entries(data)) {
    const { date, sha256 } = (entry ?? {}) as { date?: unknown; sha256?: unknown };
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date)) || typeof sha256 !== 'string') {
      throw new Error(`${file}: "${path}": expected { "date": an ISO date, "sha256": the file's digest when it was cut }.`);
    }
  }
  return data as RecordedDates;
}
