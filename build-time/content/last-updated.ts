import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTENT_DIR } from './content-dir';

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
