import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const made: string[] = [];

/** Runs the content build (contentlayer, then the content step) on a temporary copy holding `files`. */
function buildContent(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'lumenize-content-'));
  made.push(dir);
  cpSync(join(ROOT, 'contentlayer.config.ts'), join(dir, 'contentlayer.config.ts'));
  for (const path of ['lib', 'components', 'app', 'tsconfig.json', 'package.json']) cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'content', path)), { recursive: true });
    writeFileSync(join(dir, 'content', path), text);
  }
  // contentlayer finds its working directory through PWD, which spawn's cwd alone does not change.
  const env = { ...process.env, PWD: dir };
  const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: dir, env, encoding: 'utf8' });
  const contentlayer = run('node_modules/.bin/contentlayer2', ['build']);
  if (contentlayer.status !== 0) return { status: contentlayer.status, output: contentlayer.stdout + contentlayer.stderr };
  const checks = run('node_modules/.bin/tsx', ['lib/build/steps/content.ts']);
  return { status: checks.status, output: checks.stdout + checks.stderr };
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const doc = (front: string) => `---\n${front}\n---\n\nSome text.\n`;
const GOOD = {
  'authors/larry.yaml': 'name: Larry\ntitle: Founder\nurl: https://example.com\nimage: /img/a.svg\n',
  'tags/security.yaml': 'label: Security\npermalink: /security\ndescription: Threats and defences\n',
  'docs/introduction.mdx': doc('title: Intro\ndescription: The start'),
  'sidebar.yaml': 'items:\n  - doc: introduction\n',
};
const post = (front: string) => `---\n${front}\n---\n\nExcerpt.\n\n{/* truncate */}\n\nMore.\n`;
const POST_FRONT = 'title: A post\nslug: a-post\ndate: 2025-10-12\nauthors: [larry]\ndescription: About it';

describe('the content build', () => {
  it('passes on good content', () => {
    const result = buildContent({ ...GOOD, 'blog/a.mdx': post(`${POST_FRONT}\ntags: [security]`) });
    expect(result.output).toMatch(/Content: \d+ pages/);
    expect(result.status).toBe(0);
  });

  it('fails on a doc without a title, naming the file and the field', () => {
    const result = buildContent({ ...GOOD, 'docs/broken.mdx': doc('description: No title here') });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('docs/broken.mdx');
    expect(result.output).toMatch(/title/);
  });

  it('fails on a post with an unknown tag', () => {
    const result = buildContent({ ...GOOD, 'blog/a.mdx': post(`${POST_FRONT}\ntags: [gossip]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx: field "tags" names unknown tag "gossip"');
  });

  it('fails on a post with an unknown author', () => {
    const front = POST_FRONT.replace('[larry]', '[nobody]');
    const result = buildContent({ ...GOOD, 'blog/a.mdx': post(`${front}\ntags: [security]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx: field "authors" names unknown author "nobody"');
  });

  it('fails on a post without a date', () => {
    const front = POST_FRONT.replace('date: 2025-10-12\n', '');
    const result = buildContent({ ...GOOD, 'blog/a.mdx': post(`${front}\ntags: [security]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('blog/a.mdx');
    expect(result.output).toMatch(/date/);
  });

  it('warns about a post without a truncate marker', () => {
    const result = buildContent({ ...GOOD, 'blog/a.mdx': `---\n${POST_FRONT}\ntags: [security]\n---\n\nAll of it.\n` });
    expect(result.status).toBe(0);
    expect(result.output).toContain('warning: content/blog/a.mdx: no {/* truncate */} marker');
  });

  it('fails when two documents map to one route', () => {
    const result = buildContent({ ...GOOD, 'docs/twice.mdx': doc('title: A\ndescription: x'), 'docs/twice/index.mdx': doc('title: B\ndescription: y') });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/route \/docs\/twice is already produced by content\/docs\/twice(\/index)?\.mdx/);
  });

  it('fails on a sidebar entry naming a doc that does not exist, naming the file and the entry', () => {
    const result = buildContent({ ...GOOD, 'sidebar.yaml': 'items:\n  - doc: introduction\n  - category: More\n    items:\n      - doc: outro\n' });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/sidebar.yaml: items[1].items[0].doc: no doc content/docs/outro.mdx.');
  });

  it('fails on an API item without a summary, naming the file, the item and the field', () => {
    const api = JSON.stringify({ name: '@x/y', label: 'Y', items: [{ kind: 'function', name: 'make', signature: 'function make(): void' }] });
    const result = buildContent({ ...GOOD, 'api/y.json': api });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/api/y.json: items[0] (make).summary:');
  });

  it('fails on a component the site does not have, naming the file and the place', () => {
    const result = buildContent({ ...GOOD, 'docs/broken.mdx': `---\ntitle: T\ndescription: D\n---\n\n<Callout>Hi</Callout>\n` });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/docs\/broken\.mdx.*\d+:\d+.*Unknown component <Callout>/s);
  });

  it('fails on malformed front matter, naming the file', () => {
    const result = buildContent({ ...GOOD, 'docs/broken.mdx': doc('title: [unclosed\ndescription: x') });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('docs/broken.mdx');
    expect(result.output).toMatch(/YAML/);
  });
});
