import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, it, vi } from 'vitest';
import { buildSiteData } from './site-data';

const ROOT = resolve(__dirname, '../..');
const made: string[] = [];

interface Result {
  /** 0 when the content step passed, as the build's exit status. */
  status: number;
  /** What it printed, and the report it failed with. */
  output: string;
}

/**
 * A temporary project holding `files` (paths under content/). The content step writes only inside
 * it, relative to its working folder: .contentlayer/, lib/generated/ and public/ (but its images).
 * The folders it only reads are links to the repository's, which spares copying them. lib is a
 * folder of links rather than a link, so that lib/generated is the project's own.
 */
function makeProject(files: Record<string, string>, rootFiles: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'lumenize-content-'));
  made.push(dir);
  for (const file of ['contentlayer.config.ts', 'tsconfig.json', 'package.json']) cpSync(join(ROOT, file), join(dir, file));
  for (const folder of ['node_modules', 'components', 'app', 'build-time']) symlinkSync(join(ROOT, folder), join(dir, folder));
  // The site's images, which the content step's link check finds there; the rest of public/ is the project's own.
  mkdirSync(join(dir, 'public'));
  symlinkSync(join(ROOT, 'public', 'img'), join(dir, 'public', 'img'));
  mkdirSync(join(dir, 'lib'));
  for (const entry of readdirSync(join(ROOT, 'lib'))) {
    if (entry !== 'generated') symlinkSync(join(ROOT, 'lib', entry), join(dir, 'lib', entry));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'content', path)), { recursive: true });
    writeFileSync(join(dir, 'content', path), text);
  }
  for (const [path, text] of Object.entries(rootFiles)) writeFileSync(join(dir, path), text);
  return dir;
}

/**
 * Runs the content step up to the model (contentlayer's generation, then the model) on a temporary
 * project holding `files` (and `rootFiles` beside content/), in this process, with the project as its working folder, as the build
 * runs it there: what it printed, and the report it failed with. One at a time, since the working
 * folder is the process's.
 */
async function buildContent(files: Record<string, string>, rootFiles?: Record<string, string>): Promise<Result> {
  const dir = makeProject(files, rootFiles);
  const output: string[] = [];
  const keep = (...args: unknown[]) => void output.push(args.map(String).join(' '));
  const consoles = (['log', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(keep));
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    await buildSiteData();
    return { status: 0, output: output.join('\n') };
  } catch (error) {
    output.push((error as Error).message);
    return { status: 1, output: output.join('\n') };
  } finally {
    process.chdir(cwd);
    for (const spy of consoles) spy.mockRestore();
  }
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Every file of a folder of the repository, by its path inside it. */
function filesOf(folder: string): Record<string, string> {
  const paths = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8', withFileTypes: false }) as string[];
  return Object.fromEntries(
    paths.filter((path) => statSync(join(ROOT, folder, path)).isFile()).map((path) => [path, readFileSync(join(ROOT, folder, path), 'utf8')]),
  );
}

/** One writer's mistake a file, beside the fixture content (e2e/dev/mistakes.spec.ts shows them in npm run dev). */
const MISTAKES = 'e2e/fixture/mistakes';
/** The line (1-based) of a mistake's file that holds `text`: where its report must point. */
const lineOf = (path: string, text: string) =>
  readFileSync(join(ROOT, MISTAKES, path), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;
/** Each error the mistakes must get: the file, the text of the line it points at, the message's start. */
const MISTAKE_REPORTS: [path: string, at: string, message: string][] = [
  ['docs/bad-diagram.mdx', 'Worker->>Client result', 'Line 3 of the diagram (the ```mermaid fence at line 9) does not parse. mermaid says:'],
  ['docs/broken-link.mdx', '/docs/rpc/never-written', 'Link to /docs/rpc/never-written leads to no page of the site.'],
  ['docs/broken-image.mdx', 'never-drawn.svg', 'Image /img/docs/never-drawn.svg is not a file of the site'],
  ['docs/orphan.mdx', '---', 'No sidebar lists this doc: add the line `- doc: orphan` to content/sidebar.yaml after line'],
  ['blog/2099-02-02-unknown-tag.mdx', 'tags:', 'Unknown tag "not-a-tag" in "tags": the tags are alpha, beta, solo'],
  ['docs/unknown-components.mdx', '<Card', 'Unknown component <Card>;'],
  ['docs/unknown-components.mdx', '<Steps', 'Unknown component <Steps>;'],
  ['docs/unknown-components.mdx', '<Admonitoin', 'Unknown component <Admonitoin>; did you mean <Admonition>?'],
  ['docs/broken-link.mdx', '/docs/rpc/quickstart', 'Link to /docs/rpc/quickstart leads to no page of the site; did you mean /docs/rpc/quick-start?'],
  ['docs/wide-code.mdx', 'const tooWide', 'This line of code is 101 columns wide; a code block shows 90 without scrolling. Break it to 90 columns at most.'],
  ['docs/unclosed-tag.mdx', '<Admonition', '<Admonition> is never closed: end it with </Admonition>, or write <Admonition … /> when it holds nothing.'],
  ['docs/misspelled-field.mdx', '---', '"description" is missing: a doc needs one (text).'],
  ['docs/misspelled-field.mdx', 'descripton:', 'Unknown field "descripton": did you mean "description"?'],
  ['blog/2099-02-30-impossible-date.mdx', 'date:', '"date" is "2099-02-30", a day no calendar has: February 2099 has 28 days.'],
  ['blog/2099-03-01-moved-date.mdx', 'date:', `"date" is 2099-03-02, but the file's name says 2099-03-01: make them the same day.`],
];

const doc = (front: string) => `---\n${front}\n---\n\nSome text.\n`;
// The site's config with one docs version, 0.9.0, whose API reference is one small package declared below.
const SITE_CONFIG = readFileSync(join(ROOT, 'content/site.config.ts'), 'utf8').replace(
  /latest: '[^']*',\n(\s*)versions: \[[\s\S]*?\n\1\],/,
  (_, indent: string) =>
    `latest: '0.9.0',\n${indent}versions: [{ name: '0.9.0', label: '0.9.0', tag: 'v0.9.0', released: '2025-10-19', mainDocId: 'introduction', ` +
    "packages: [{ id: 'y', name: '@x/y', label: 'Y', entry: 'api/y/index.d.ts' }] }],",
);
const GOOD = {
  'site.config.ts': SITE_CONFIG,
  'api/y/index.d.ts': '/** Makes one. */\nexport function make(): void;\n',
  'authors/larry.yaml': 'name: Larry\ntitle: Founder\nurl: https://example.com\nimage: /img/a.svg\n',
  'tags/security.yaml': 'label: Security\npermalink: /security\ndescription: Threats and defences\n',
  'docs/introduction.mdx': doc('title: Intro\ndescription: The start'),
  'sidebar.yaml': 'items:\n  - doc: introduction\n',
  'home.mdx': '---\nlead: The line under the tagline.\n---\n\nSome text.\n',
};
const post = (front: string) => `---\n${front}\n---\n\nExcerpt.\n\n{/* truncate */}\n\nMore.\n`;
const POST_FRONT = 'title: A post\nslug: a-post\ndate: 2025-10-12\nauthors: [larry]\ndescription: About it';

describe('the content build', () => {
  it('passes on good content', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': post(`${POST_FRONT}\ntags: [security]`) });
    expect(result.output).toMatch(/Content: \d+ pages/);
    expect(result.status).toBe(0);
  });

  it('warns about a post without a truncate marker, naming its file, and builds', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': `---\n${POST_FRONT}\ntags: [security]\n---\n\nAll of it.\n` });
    expect(result.status).toBe(0);
    expect(result.output).toContain('warning: content/blog/a.mdx: No {/* truncate */} marker: the blog list takes its summary from the whole post.');
  });

  it('fails on a truncate marker inside a paragraph, naming the file and the line', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': `---\n${POST_FRONT}\ntags: [security]\n---\n\nThe opening {/* truncate */} and more.\n` });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx:10: {/* truncate */}: put the marker on a line of its own between two paragraphs');
  });

  it('fails on a doc without a title, naming the file and the field', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'docs/broken.mdx': doc('description: No title here') });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('docs/broken.mdx');
    expect(result.output).toMatch(/title/);
  });

  it('names each front matter mistake of each file at its line, counted by file, in place of contentlayer’s report', async ({ expect }) => {
    const result = await buildContent({
      ...GOOD,
      'docs/untitled.mdx': doc('description: No title here'),
      'docs/mistyped.mdx': doc('title: 3\ndescription: x\nsidebar_lable: X'),
      'blog/a.mdx': post(`${POST_FRONT.replace('2025-10-12', '12/10/2025')}\ntags: [security]`),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx:4: "date" is "12/10/2025": write a date as YYYY-MM-DD, such as 2025-10-12.');
    expect(result.output).toContain('content/docs/mistyped.mdx:2: "title" is 3: write text.');
    expect(result.output).toContain('content/docs/mistyped.mdx:4: Unknown field "sidebar_lable": did you mean "sidebar_label"?');
    expect(result.output).toContain('content/docs/untitled.mdx:1: "title" is missing: a doc needs one (text).');
    expect(result.output).toContain('4 problems in 3 files.');
    expect(result.output).not.toMatch(/Found \d+ problems in \d+ documents/);
  });

  it('fails on a date contentlayer reads but a reader could misread', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': post(`${POST_FRONT.replace('2025-10-12', '12/10/2025')}\ntags: [security]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx:4: "date" is "12/10/2025": write a date as YYYY-MM-DD, such as 2025-10-12.');
    expect(result.output).toContain('1 problem in 1 file.');
  });

  it('fails on a post with an unknown tag', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': post(`${POST_FRONT}\ntags: [gossip]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx:7: Unknown tag "gossip" in "tags": the tags are security');
  });

  it('fails on a post with an unknown author', async ({ expect }) => {
    const front = POST_FRONT.replace('[larry]', '[nobody]');
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': post(`${front}\ntags: [security]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/a.mdx:5: Unknown author "nobody" in "authors": the authors are larry');
  });

  it('fails on a post without a date', async ({ expect }) => {
    const front = POST_FRONT.replace('date: 2025-10-12\n', '');
    const result = await buildContent({ ...GOOD, 'blog/a.mdx': post(`${front}\ntags: [security]`) });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('blog/a.mdx');
    expect(result.output).toMatch(/date/);
  });

  it('fails when two documents map to one route', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'docs/twice.mdx': doc('title: A\ndescription: x'), 'docs/twice/index.mdx': doc('title: B\ndescription: y') });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/route \/docs\/twice is already produced by content\/docs\/twice(\/index)?\.mdx/);
  });

  it('fails on a sidebar entry naming a doc that does not exist, naming the file and the entry', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'sidebar.yaml': 'items:\n  - doc: introduction\n  - category: More\n    items:\n      - doc: outro\n' });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/sidebar.yaml:5: items[1].items[0].doc: no doc content/docs/outro.mdx.');
  });

  it('fails on an API export without a summary, naming the declaration file and line', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'api/y/index.d.ts': '/** Makes one. */\nexport function make(): void;\n\nexport interface Options {}\n' });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/api/y/index.d.ts:4: Options has no summary');
  });

  it('fails on a component the site does not have, naming the file and the line, as the writer’s mistake', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'docs/broken.mdx': `---\ntitle: T\ndescription: D\n---\n\n<Callout>Hi</Callout>\n` });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/docs/broken.mdx:6: Unknown component <Callout>;');
    expect(result.output).not.toContain('possibly a bug in Contentlayer');
  });

  it('fails on a date no calendar has and on a post dated another day than its file’s name, each at its line', async ({ expect }) => {
    const result = await buildContent({
      ...GOOD,
      'blog/2025-02-28-a.mdx': post(`${POST_FRONT.replace('2025-10-12', '2025-02-30')}\ntags: [security]`),
      'blog/2025-10-11-b.mdx': post(`${POST_FRONT.replace('a-post', 'b-post')}\ntags: [security]`),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/blog/2025-02-28-a.mdx:4: "date" is "2025-02-30", a day no calendar has: February 2025 has 28 days.');
    expect(result.output).toContain('content/blog/2025-10-11-b.mdx:4: "date" is 2025-10-12, but the file\'s name says 2025-10-11: make them the same day.');
    expect(result.output).toContain('2 problems in 2 files.');
  });

  it('reports every writer mistake of e2e/fixture/mistakes at once, each at its file and line, grouped by file and counted', async ({ expect }) => {
    // The fixture's config spreads the site's (`@/content/site.config`), which in this project is
    // the fixture's own: it spreads a copy of the site's beside the content folder instead.
    const config = readFileSync(join(ROOT, 'e2e/fixture/content/site.config.ts'), 'utf8').replace("from '@/content/site.config'", "from '../site-base.config'");
    const result = await buildContent(
      { ...filesOf('e2e/fixture/content'), 'site.config.ts': config, ...filesOf(MISTAKES) },
      { 'site-base.config.ts': readFileSync(join(ROOT, 'content/site.config.ts'), 'utf8') },
    );
    expect(result.status).not.toBe(0);
    for (const [path, at, message] of MISTAKE_REPORTS) expect(result.output).toContain(`content/${path}:${lineOf(path, at)}: ${message}`);
    expect(result.output).toContain(
      `warning: content/docs/broken-anchor.mdx:${lineOf('docs/broken-anchor.mdx', '#retries')}: Link to /docs/introduction#retries-that-do-not-exist: /docs/introduction has no heading or element with the id "retries-that-do-not-exist".`,
    );
    // The fixture's one post without a marker, on purpose: its summary is its whole text.
    expect(result.output).toContain('warning: content/blog/2025-02-01-fourth-post.mdx: No {/* truncate */} marker:');
    const files = new Set(MISTAKE_REPORTS.map(([path]) => path));
    expect(result.output).toContain(`${MISTAKE_REPORTS.length} problems in ${files.size} files; 2 warnings in 2 files.`);
    expect(result.output).not.toContain('possibly a bug in Contentlayer');
    expect(result.output, 'a stack trace').not.toMatch(/^\s+at /m);
    // Grouped by file: once a file's lines end, it does not come back.
    const named = result.output.split('\n').flatMap((line) => /^(?:warning: )?content\/([^:]+):/.exec(line)?.[1] ?? []);
    const runs = named.filter((file, index) => file !== named[index - 1]);
    expect(runs).toEqual([...new Set(named)]);
    expect(runs).toEqual([...runs].sort());
  });

  describe('with an archived version', () => {
    // The site's config with 0.8.0 archived beside 0.9.0, whose upgrade doc is its introduction.
    const config = SITE_CONFIG.replace("released: '2025-10-19',", "released: '2025-10-19', upgradeDoc: 'introduction',").replace(
      'versions: [',
      "versions: [{ name: '0.8.0', label: '0.8.0', tag: 'v0.8.0', released: '2025-09-01', mainDocId: 'introduction', packages: [{ id: 'y', name: '@x/y', label: 'Y', entry: 'api/y/index.d.ts' }] },",
    );
    const archived = {
      'versions/0.8.0/docs/introduction.mdx': `${doc('title: Intro 0.8\ndescription: The start of 0.8.0')}\nSee [the outro](/docs/outro).\n`,
      'versions/0.8.0/sidebar.yaml': 'items:\n  - doc: introduction\n',
      'versions/0.8.0/api/y/index.d.ts': '/** Makes one. */\nexport function make(): void;\n',
    };
    const latest = {
      ...GOOD,
      'site.config.ts': config,
      'docs/outro.mdx': doc('title: Outro\ndescription: The end'),
      'sidebar.yaml': 'items:\n  - doc: introduction\n  - doc: outro\n',
    };

    it('checks each version’s links in that version, at their lines', async ({ expect }) => {
      const result = await buildContent({ ...latest, ...archived });
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(
        "content/versions/0.8.0/docs/introduction.mdx:8: Link to /docs/outro (in this version's docs, /docs/0.8.0/outro) leads to no page of the site.",
      );
    });

    it('passes when each version’s links lead within it', async ({ expect }) => {
      const result = await buildContent({
        ...latest,
        ...archived,
        'versions/0.8.0/docs/introduction.mdx': doc('title: Intro 0.8\ndescription: The start of 0.8.0'),
      });
      expect(result.output).toMatch(/Content: \d+ pages/);
      expect(result.status).toBe(0);
    });

    it('fails on a folder of versions/ that names no version, and on an archived version without its folder', async ({ expect }) => {
      const stray = await buildContent({ ...latest, ...archived, 'versions/0.7.0/sidebar.yaml': 'items: []\n' });
      expect(stray.status).not.toBe(0);
      expect(stray.output).toContain('content/versions/0.7.0/: no version "0.7.0" in docs.versions of content/site.config.ts');
      const missing = await buildContent(latest);
      expect(missing.status).not.toBe(0);
      expect(missing.output).toContain('content/site.config.ts: docs.versions[0].name: archived version 0.8.0 has no folder content/versions/0.8.0/');
    });
  });

  it('fails on a bad field of the site config, naming the file and the field', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'site.config.ts': SITE_CONFIG.replace("defaultMode: 'light'", "defaultMode: 'sepia'") });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('content/site.config.ts: colorMode.defaultMode: Unknown colour mode "sepia": expected light or dark');
  });

  it('fails without a site config, naming the file it needs', async ({ expect }) => {
    const { 'site.config.ts': _config, ...content } = GOOD;
    const result = await buildContent(content);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("content/site.config.ts: not found; the content folder needs the site's configuration.");
  });

  it('fails without the home page’s document, naming the file it needs', async ({ expect }) => {
    const { 'home.mdx': _home, ...content } = GOOD;
    const result = await buildContent(content);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("content/home.mdx: not found; the home page's lead and example are written there.");
  });

  it('fails on malformed front matter, naming the file', async ({ expect }) => {
    const result = await buildContent({ ...GOOD, 'docs/broken.mdx': doc('title: [unclosed\ndescription: x') });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('docs/broken.mdx');
    expect(result.output).toMatch(/YAML/);
  });
});
