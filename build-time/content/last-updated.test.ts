import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLastUpdated, type GitRunner } from './last-updated';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'last-updated-'));
  dirs.push(dir);
  return dir;
}

function git(cwd: string, args: string[], date?: string) {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
  if (date) Object.assign(env, { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  execFileSync('git', args, { cwd, env, stdio: 'ignore' });
}

function write(root: string, path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A repository whose site lives in `website/`, as Lumenize's does, with two commits. */
function repository() {
  const repo = tempDir();
  const site = join(repo, 'website');
  git(repo, ['init', '-q']);
  write(site, 'content/docs/a.mdx', 'a');
  write(site, 'content/docs/b.mdx', 'b');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-q', '-m', 'first'], '2025-09-01T10:00:00Z');
  write(site, 'content/docs/b.mdx', 'b, changed');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-q', '-m', 'second'], '2025-10-12T08:30:00Z');
  return site;
}

describe('lastUpdated', () => {
  it('gives each file the date of the last commit that changed it', () => {
    const lastUpdated = createLastUpdated(repository());
    expect(lastUpdated('content/docs/a.mdx').toISOString()).toBe('2025-09-01T10:00:00.000Z');
    expect(lastUpdated('content/docs/b.mdx').toISOString()).toBe('2025-10-12T08:30:00.000Z');
  });

  it('runs git once, however many files it dates', () => {
    const site = repository();
    const calls: string[][] = [];
    const counting: GitRunner = (args, cwd) => {
      calls.push(args);
      return execFileSync('git', args, { cwd, encoding: 'utf8' });
    };
    const lastUpdated = createLastUpdated(site, ['content'], counting);
    lastUpdated('content/docs/a.mdx');
    lastUpdated('content/docs/b.mdx');
    lastUpdated('content/docs/a.mdx');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('--name-only');
  });

  it('falls back to the modification time for a file git does not know', () => {
    const site = repository();
    write(site, 'content/docs/new.mdx', 'not committed');
    const mtime = new Date('2024-05-06T07:08:09Z');
    utimesSync(join(site, 'content/docs/new.mdx'), mtime, mtime);
    expect(createLastUpdated(site)('content/docs/new.mdx').toISOString()).toBe(mtime.toISOString());
  });

  it('falls back to modification times outside a git checkout (an exported copy of the files)', () => {
    const copy = tempDir();
    write(copy, 'content/docs/a.mdx', 'a');
    const mtime = new Date('2023-01-02T03:04:05Z');
    utimesSync(join(copy, 'content/docs/a.mdx'), mtime, mtime);
    expect(createLastUpdated(copy)('content/docs/a.mdx').toISOString()).toBe(mtime.toISOString());
  });

  it('names a file that neither git nor the disk knows', () => {
    expect(() => createLastUpdated(tempDir())('content/docs/missing.mdx')).toThrow(/content\/docs\/missing\.mdx/);
  });
});
