import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import fixtureConfig from '@/e2e/fixture/content/site.config';
import { contentDigest, withArchivedDates } from '@/build-time/content/last-updated';
import type { SiteConfig } from '@/lib/core/site-config';
import { cutVersion } from './cut';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A content folder whose latest version has a guide, a package's declarations, a claim test and a sidebar, and a post, which no cut copies. */
function contentFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'version-cut-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries({
    'docs/intro.mdx': '# Intro\n',
    'docs/rpc/start.mdx': '# Start\n',
    'api/kit/index.d.ts': 'export declare const x: 1;\n',
    'claims/docs/intro.test.ts': "describe('docs/intro.mdx', () => {});\n",
    'sidebar.yaml': 'items:\n  - doc: intro\n',
    'blog/2024-01-01-post.mdx': '# Post\n',
  })) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const config = (latest: string): SiteConfig => ({ ...fixtureConfig, docs: { ...fixtureConfig.docs, latest } });
const HISTORY: Record<string, string> = { 'docs/intro.mdx': '2024-03-01T00:00:00.000Z', 'docs/rpc/start.mdx': '2024-05-01T00:00:00.000Z' };
const fromHistory = (contentDir: string) => (path: string) => new Date(HISTORY[path.slice(contentDir.length + 1)] ?? '2024-01-01T00:00:00.000Z');

describe('npm run version:cut', () => {
  it('copies the latest’s docs, declarations, claim tests and sidebar into versions/<name>/, and no post', () => {
    const dir = contentFolder();
    const copied = cutVersion({ contentDir: dir, config: config('2.0.0'), name: '2.0.0' }, fromHistory(dir));
    expect(copied).toEqual(['api/kit/index.d.ts', 'claims/docs/intro.test.ts', 'docs/intro.mdx', 'docs/rpc/start.mdx', 'sidebar.yaml']);
    expect(readFileSync(join(dir, 'versions/2.0.0/docs/rpc/start.mdx'), 'utf8')).toBe('# Start\n');
    expect(existsSync(join(dir, 'versions/2.0.0/blog'))).toBe(false);
  });

  it('records each file’s date in the latest’s history, which its archived copy keeps until it is edited', () => {
    const dir = contentFolder();
    cutVersion({ contentDir: dir, config: config('2.0.0'), name: '2.0.0' }, fromHistory(dir));
    const recorded = JSON.parse(readFileSync(join(dir, 'versions/2.0.0/last-updated.json'), 'utf8'));
    expect(recorded['docs/rpc/start.mdx']).toEqual({ date: '2024-05-01T00:00:00.000Z', sha256: contentDigest('# Start\n') });
    // The copy's own history knows only the commit that added it.
    const lastUpdated = withArchivedDates(() => new Date('2026-11-28T00:00:00.000Z'), dir);
    expect(lastUpdated(`${dir}/versions/2.0.0/docs/rpc/start.mdx`).toISOString()).toBe('2024-05-01T00:00:00.000Z');
    writeFileSync(join(dir, 'versions/2.0.0/docs/rpc/start.mdx'), '# Start, corrected\n');
    expect(lastUpdated(`${dir}/versions/2.0.0/docs/rpc/start.mdx`).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('cuts only the latest, once', () => {
    const dir = contentFolder();
    expect(() => cutVersion({ contentDir: dir, config: config('2.0.0'), name: '1.0.0' }, fromHistory(dir))).toThrow(
      'docs.latest is 2.0.0, whose docs the content folder holds: only the latest is cut',
    );
    cutVersion({ contentDir: dir, config: config('2.0.0'), name: '2.0.0' }, fromHistory(dir));
    expect(() => cutVersion({ contentDir: dir, config: config('2.0.0'), name: '2.0.0' }, fromHistory(dir))).toThrow('already there; 2.0.0 has been cut');
  });
});
