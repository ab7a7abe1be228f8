import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOut, commitOf, movedFiles, releaseVersions, renamesIn, tagsOf } from './repository';

describe('releaseVersions', () => {
  const tags = ['v0.10.0', 'v0.9.0', 'v0.8.5', 'v0.26.0', 'v0.19.0', 'v1.0.0-beta.1', 'latest', 'v0.14.1', 'v0.14.0'];

  it('takes the release tags from the first version on, oldest first by release order', () => {
    expect(releaseVersions(tags, '0.9.0')).toEqual(['0.9.0', '0.10.0', '0.14.0', '0.14.1', '0.19.0', '0.26.0']);
  });

  it('stops at the last version asked for', () => {
    expect(releaseVersions(tags, '0.9.0', '0.14.1')).toEqual(['0.9.0', '0.10.0', '0.14.0', '0.14.1']);
  });

  it('refuses a bound that is no release tag', () => {
    expect(() => releaseVersions(tags, '0.18.0')).toThrow(/no tag v0\.18\.0; the release tags are 0\.8\.5, 0\.9\.0, 0\.10\.0/);
  });
});

describe('renamesIn', () => {
  it('reads the renames of git’s NUL-separated name-status output, past additions and copies', () => {
    const fields = ['A', 'packages/auth/package.json', 'R087', 'packages/utils/src/index.ts', 'packages/routing/src/index.ts', 'C100', 'a', 'b', 'D', 'x', ''];
    expect(renamesIn(fields)).toEqual(new Map([['packages/utils/src/index.ts', 'packages/routing/src/index.ts']]));
  });
});

describe('a bare clone', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'api-history-repo-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const run = (...args: string[]) => {
    const result = spawnSync('git', ['-C', path.join(work, 'source'), ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(work, 'source', file)), { recursive: true });
    writeFileSync(path.join(work, 'source', file), text);
  };
  mkdirSync(path.join(work, 'source'));
  run('init', '-q');
  run('config', 'user.email', 'test@example.com');
  run('config', 'user.name', 'Test');
  write('tsconfig.json', '{}');
  write('README.md', 'not read');
  write('packages/utils/src/index.ts', 'export function routeDORequest(request: Request): Response {\n  return new Response(request.url);\n}\n'.repeat(3));
  run('add', '.');
  run('commit', '-qm', 'first');
  run('tag', 'v0.17.0');
  run('mv', 'packages/utils', 'packages/routing');
  run('commit', '-qm', 'rename');
  run('tag', 'v0.19.0');
  const bare = path.join(work, 'bare.git');
  spawnSync('git', ['clone', '-q', '--bare', path.join(work, 'source'), bare]);

  it('lists its tags and the commit of a version', () => {
    expect(tagsOf(bare).sort()).toEqual(['v0.17.0', 'v0.19.0']);
    expect(commitOf(bare, '0.17.0')).toMatch(/^[0-9a-f]{40}$/);
    expect(() => commitOf(bare, '0.18.0')).toThrow(/rev-parse --verify v0\.18\.0/);
  });

  it('writes a version’s packages and root tsconfig, nothing else', () => {
    const folder = path.join(work, 'checkout');
    mkdirSync(folder);
    checkOut(bare, commitOf(bare, '0.17.0'), folder);
    expect(readFileSync(path.join(folder, 'packages/utils/src/index.ts'), 'utf8')).toContain('routeDORequest');
    expect(existsSync(path.join(folder, 'tsconfig.json'))).toBe(true);
    expect(existsSync(path.join(folder, 'README.md'))).toBe(false);
  });

  it('sees the files git moved between two versions', () => {
    expect(movedFiles(bare, commitOf(bare, '0.17.0'), commitOf(bare, '0.19.0'))).toEqual(
      new Map([['packages/utils/src/index.ts', 'packages/routing/src/index.ts']]),
    );
  });
});
