import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblems } from '@/lib/core/problems';
import { frontMatterProblems, kindOf } from './front-matter';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A content folder holding `files`, by their paths there. */
function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'front-matter-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const POST = (date: string) => `---\ntitle: T\nslug: t\ndate: ${date}\nauthors: [a]\ntags: [b]\ndescription: D\n---\n\nBody.\n`;

describe('the front matter check', () => {
  it('names every mistake of a file, each at its line, and counts them by file', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'docs/good.mdx': '---\ntitle: Good\ndescription: Fine\n---\n\nText.\n',
      'docs/bad.mdx': '---\ntitle: 3\nsidebar_lable: Short\nunlisted: maybe\nauthor: Ann\n---\n\nText.\n',
      'authors/ann.yaml': 'name: Ann\ntitle: Writer\nurl: https://example.com\n',
    });
    const problems = frontMatterProblems(dir);
    expect(formatProblems(problems).split('\n')).toEqual([
      `${dir}/authors/ann.yaml:1: "image" is missing: an author needs one (text).`,
      '',
      `${dir}/docs/bad.mdx:1: "description" is missing: a doc needs one (text).`,
      `${dir}/docs/bad.mdx:2: "title" is 3: write text.`,
      `${dir}/docs/bad.mdx:3: Unknown field "sidebar_lable": did you mean "sidebar_label"?`,
      `${dir}/docs/bad.mdx:4: "unlisted" is "maybe": write true or false.`,
      `${dir}/docs/bad.mdx:5: Unknown field "author": the fields of a doc are title, description, sidebar_label, keywords, image, toc_min_heading_level, toc_max_heading_level, hide_table_of_contents, unlisted.`,
      '6 problems in 2 files.',
    ]);
  });

  it('takes a date written YYYY-MM-DD, quoted or not, and names any other with the form to write', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'blog/plain.mdx': POST('2025-10-12'),
      'blog/quoted.mdx': POST("'2025-10-12'"),
      'blog/ambiguous.mdx': POST('12/10/2025'),
      'blog/words.mdx': POST('next tuesday'),
    });
    expect(frontMatterProblems(dir).map(({ file, line, message }) => `${file.slice(dir.length + 1)}:${line}: ${message}`)).toEqual([
      'blog/ambiguous.mdx:4: "date" is "12/10/2025": write a date as YYYY-MM-DD, such as 2025-10-12.',
      'blog/words.mdx:4: "date" is "next tuesday": write a date as YYYY-MM-DD, such as 2025-10-12.',
    ]);
  });

  it('names a date the calendar does not have, which JavaScript would roll over into the next month', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'blog/leap.mdx': POST('2024-02-29'),
      'blog/february.mdx': POST('2025-02-30'),
      'blog/april.mdx': POST("'2025-04-31'"),
      'blog/month.mdx': POST('2025-13-01'),
      'blog/timed.mdx': POST('2025-02-29T10:00:00Z'),
    });
    expect(frontMatterProblems(dir).map(({ file, line, message }) => `${file.slice(dir.length + 1)}:${line}: ${message}`)).toEqual([
      'blog/april.mdx:4: "date" is "2025-04-31", a day no calendar has: April 2025 has 30 days.',
      'blog/february.mdx:4: "date" is "2025-02-30", a day no calendar has: February 2025 has 28 days.',
      'blog/month.mdx:4: "date" is "2025-13-01", a day no calendar has: there is no month 13.',
      'blog/timed.mdx:4: "date" is "2025-02-29T10:00:00Z", a day no calendar has: February 2025 has 28 days.',
    ]);
  });

  it('names a post whose file name starts with another day than its date, at the date’s line', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'blog/2025-10-12-same.mdx': POST('2025-10-12'),
      'blog/2025-10-12-timed.mdx': POST('2025-10-12T09:30:00Z'),
      'blog/undated-name.mdx': POST('2025-10-12'),
      'blog/2025-10-11-moved.mdx': POST('2025-10-12'),
    });
    expect(frontMatterProblems(dir).map(({ file, line, message }) => `${file.slice(dir.length + 1)}:${line}: ${message}`)).toEqual([
      'blog/2025-10-11-moved.mdx:4: "date" is 2025-10-12, but the file\'s name says 2025-10-11: make them the same day.',
    ]);
  });

  it('names a list written as text, an empty required field and a list of the wrong items', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'blog/a.mdx': POST('2025-10-12').replace('authors: [a]', 'authors: a').replace('tags: [b]', 'tags: [1, 2]').replace('title: T', 'title:'),
    });
    expect(frontMatterProblems(dir).map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '2: "title" has no value: a post needs one (text).',
      '5: "authors" is "a": write a list of text, such as [one, two].',
      '6: "tags" is [1,2]: write a list of text, such as [one, two].',
    ]);
  });

  it('names YAML that does not parse at its line in the file, and a document with no front matter', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'docs/yaml.mdx': '---\ntitle: Fine\ndescription: [unclosed\n---\n\nText.\n',
      'docs/none.mdx': '# Just a heading\n',
    });
    const lines = frontMatterProblems(dir).map(({ file, line, message }) => `${file.slice(dir.length + 1)}:${line}: ${message}`);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^docs\/none\.mdx:1: No front matter: a doc begins with a block between two `---` lines that holds `title`, `description`\.$/);
    expect(lines[1]).toMatch(/^docs\/yaml\.mdx:3: This is not valid YAML: /);
  });

  it('names a file that no kind of file has, with where each kind lives', () => {
    const dir = contentWith({
      'sidebar.yaml': 'items: []\n',
      'docs/notes.md': '# Notes\n',
      'site.config.ts': 'export default {};\n',
      'api/x/index.d.ts': 'export {};\n',
    });
    const problems = frontMatterProblems(dir);
    expect(problems.map(({ file }) => file)).toEqual([`${dir}/docs/notes.md`]);
    expect(problems[0].message).toContain('Not a file the site reads: from the content folder, a doc is docs/**/*.mdx,');
  });

  it('names a file the site needs one of when it is missing', () => {
    const dir = contentWith({ 'docs/a.mdx': '---\ntitle: A\ndescription: B\n---\n' });
    expect(formatProblems(frontMatterProblems(dir))).toBe(`${dir}/sidebar.yaml: not found; the site needs the sidebar.\n1 problem in 1 file.`);
  });

  it('finds each file’s kind as contentlayer’s patterns match it', () => {
    const kinds = Object.fromEntries(
      [
        'docs/a.mdx',
        'docs/a/b/c.mdx',
        'docs/a.md',
        'home.mdx',
        'homexmdx',
        'docs/home.mdx',
        'blog/2025/a.mdx',
        'authors/a.yaml',
        'authors/x/a.yaml',
        'sidebar.yaml',
        'pages/p.mdx',
      ].map((path) => [path, kindOf(path)?.name]),
    );
    expect(kinds).toEqual({
      'docs/a.mdx': 'Doc',
      'docs/a/b/c.mdx': 'Doc',
      'docs/a.md': undefined,
      'home.mdx': 'Home',
      homexmdx: undefined,
      'docs/home.mdx': 'Doc',
      'blog/2025/a.mdx': 'Post',
      'authors/a.yaml': 'Author',
      'authors/x/a.yaml': undefined,
      'sidebar.yaml': 'Sidebar',
      'pages/p.mdx': 'Page',
    });
  });
});
