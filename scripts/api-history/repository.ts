import { spawnSync } from 'node:child_process';
import { compareVersions } from '@/build-time/content/api-history-schema';

/** The libraries' repository, read with git's plumbing: a bare clone will do. */

function git(repo: string, args: string[], input?: Buffer): Buffer {
  const result = spawnSync('git', ['--git-dir', repo, ...args], { maxBuffer: 1 << 30, input });
  if (result.status !== 0) throw new Error(`git --git-dir ${repo} ${args.join(' ')}: ${result.stderr.toString().trim() || `exit ${result.status}`}`);
  return result.stdout;
}

/**
 * The release versions among tag names (`v0.9.0` → `0.9.0`; no pre-releases), from `from` through
 * `to` (or the newest), oldest first. A bound that is no release tag is an error.
 */
export function releaseVersions(tags: string[], from: string, to?: string): string[] {
  const versions = tags
    .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .map((tag) => tag.slice(1))
    .sort(compareVersions);
  for (const bound of [from, to])
    if (bound !== undefined && !versions.includes(bound)) throw new Error(`no tag v${bound}; the release tags are ${versions.join(', ')}`);
  return versions.filter((version) => compareVersions(version, from) >= 0 && (to === undefined || compareVersions(version, to) <= 0));
}

export function tagsOf(repo: string): string[] {
  return git(repo, ['tag', '--list']).toString().split('\n').filter(Boolean);
}

export function commitOf(repo: string, version: string): string {
  return git(repo, ['rev-parse', '--verify', `v${version}^{commit}`])
    .toString()
    .trim();
}

/** Writes the commit's `packages/` and the root `tsconfig*.json` they extend into `folder`. */
export function checkOut(repo: string, commit: string, folder: string): void {
  const rootConfigs = git(repo, ['ls-tree', '--name-only', commit])
    .toString()
    .split('\n')
    .filter((name) => /^tsconfig.*\.json$/.test(name));
  const archive = git(repo, ['archive', '--format=tar', commit, 'packages', ...rootConfigs]);
  const tar = spawnSync('tar', ['-x', '-C', folder], { input: archive, maxBuffer: 1 << 30 });
  if (tar.status !== 0) throw new Error(`tar -x -C ${folder}: ${tar.stderr.toString().trim()}`);
}

/** The files under `packages/` git sees renamed between two commits (its rename detection): old path → new path. */
export function movedFiles(repo: string, before: string, after: string): Map<string, string> {
  const fields = git(repo, ['diff-tree', '-r', '-M', '--name-status', '-z', before, after, '--', 'packages/']).toString().split('\0');
  return renamesIn(fields);
}

/** The renames of `git diff-tree --name-status -z` output, split at its NULs: `R087`, old path, new path. */
export function renamesIn(fields: string[]): Map<string, string> {
  const moved = new Map<string, string>();
  for (let index = 0; index < fields.length;) {
    const status = fields[index];
    if (!status) break;
    const paths = status.startsWith('R') || status.startsWith('C') ? 2 : 1;
    if (status.startsWith('R')) moved.set(fields[index + 1], fields[index + 2]);
    index += 1 + paths;
  }
  return moved;
}
