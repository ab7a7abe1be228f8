/**
 * A writer's mistakes (e2e/fixture/mistakes, one a file), each shown by `npm run dev` where the
 * writer looks, with its file and line, in the writer's words: on the page of the document that
 * has it, and in a small notice at the top of every other page, which keeps its content; in the
 * terminal once, without a stack trace. Two tabs are open, as a writer has them: one elsewhere on
 * the site, timed (the mistake within the 2 s target, and its notice gone by itself after the fix),
 * and one at the document's own address. The build's content step reports the same, all at once
 * (build-time/content/content-step.content.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../test';
import { DEV_CONTENT, expect, test } from './dev-server';
import { create, file, measure, noteDomChanges, open, printLatencies, restoreFiles } from './writer-loop';

const MISTAKES = 'e2e/fixture/mistakes';

interface Mistake {
  /** The mistake's file, as a path inside a content folder. */
  path: string;
  /** Its page. */
  url: string;
  /** Each message the file must get, with the text of the line it must point at. */
  reports: { at: string; message: string }[];
  warning?: boolean;
}

const MISTAKE_LIST: Mistake[] = [
  {
    path: 'docs/bad-diagram.mdx',
    url: '/docs/bad-diagram',
    reports: [{ at: 'Worker->>Client result', message: 'Line 3 of the diagram (the ```mermaid fence at line 9) does not parse. mermaid says:' }],
  },
  {
    path: 'docs/broken-link.mdx',
    url: '/docs/broken-link',
    reports: [
      { at: '/docs/rpc/never-written', message: 'Link to /docs/rpc/never-written leads to no page of the site.' },
      { at: '/docs/rpc/quickstart', message: 'Link to /docs/rpc/quickstart leads to no page of the site; did you mean /docs/rpc/quick-start?' },
    ],
  },
  {
    path: 'docs/broken-anchor.mdx',
    url: '/docs/broken-anchor',
    warning: true,
    reports: [
      {
        at: '#retries-that-do-not-exist',
        message: 'Link to /docs/introduction#retries-that-do-not-exist: /docs/introduction has no heading or element with the id "retries-that-do-not-exist".',
      },
    ],
  },
  {
    path: 'docs/broken-image.mdx',
    url: '/docs/broken-image',
    reports: [
      { at: 'never-drawn.svg', message: 'Image /img/docs/never-drawn.svg is not a file of the site (images go in public/: public/img/docs/never-drawn.svg).' },
    ],
  },
  // A new doc saved before its sidebar line: a notice, not an outage.
  { path: 'docs/orphan.mdx', url: '/docs/orphan', reports: [{ at: '---', message: 'No sidebar lists this doc: add the line `- doc: orphan` to ' }] },
  {
    path: 'blog/2099-02-02-unknown-tag.mdx',
    url: '/blog/unknown-tag',
    reports: [{ at: 'tags:', message: 'Unknown tag "not-a-tag" in "tags": the tags are alpha, beta, solo' }],
  },
  {
    path: 'docs/unknown-components.mdx',
    url: '/docs/unknown-components',
    reports: [
      { at: '<Card', message: 'Unknown component <Card>; the components are <Admonition>, <Tabs>, <Tab>, <Mermaid>.' },
      { at: '<Steps', message: 'Unknown component <Steps>; the components are <Admonition>, <Tabs>, <Tab>, <Mermaid>.' },
      { at: '<Admonitoin', message: 'Unknown component <Admonitoin>; did you mean <Admonition>?' },
    ],
  },
  {
    path: 'docs/wide-code.mdx',
    url: '/docs/wide-code',
    reports: [
      { at: 'const tooWide', message: 'This line of code is 101 columns wide; a code block shows 90 without scrolling. Break it to 90 columns at most.' },
    ],
  },
  {
    path: 'docs/unclosed-tag.mdx',
    url: '/docs/unclosed-tag',
    reports: [{ at: '<Admonition', message: '<Admonition> is never closed: end it with </Admonition>, or write <Admonition … /> when it holds nothing.' }],
  },
  {
    path: 'docs/misspelled-field.mdx',
    url: '/docs/misspelled-field',
    reports: [
      { at: '---', message: '"description" is missing: a doc needs one (text).' },
      { at: 'descripton:', message: 'Unknown field "descripton": did you mean "description"?' },
    ],
  },
  {
    path: 'blog/2099-02-30-impossible-date.mdx',
    url: '/blog/impossible-date',
    reports: [{ at: 'date:', message: '"date" is "2099-02-30", a day no calendar has: February 2099 has 28 days.' }],
  },
  {
    path: 'blog/2099-03-01-moved-date.mdx',
    url: '/blog/moved-date',
    reports: [{ at: 'date:', message: `"date" is 2099-03-02, but the file's name says 2099-03-01: make them the same day.` }],
  },
];

/** The line (1-based) of the mistake's file that holds `text`: where its report must point. */
const lineOf = (path: string, text: string) =>
  readFileSync(join(MISTAKES, path), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;
/** A report's line as the writer reads it: `<content folder>/<file>:<line>: <message>`, after `warning: ` for a warning. */
const reported = (mistake: Mistake, { at, message }: Mistake['reports'][number]) =>
  `${mistake.warning ? 'warning: ' : ''}${DEV_CONTENT}/${mistake.path}:${lineOf(mistake.path, at)}: ${message}`;

/** The notice at the top of the page: the content's mistakes and warnings. */
const notice = (page: Page) => page.getByRole('complementary', { name: 'Content mistakes and warnings' });
const within = { timeout: 20_000 };
/** What a writer must never read: contentlayer's voice, or a stack trace of a writer's mistake. */
const NOT_OURS = /possibly a bug in Contentlayer|^\s+at /m;

// In order, in one worker (one dev server, one writer at a time), each test on its own.
test.describe.configure({ mode: 'default' });

test.describe('npm run dev shows each mistake where the writer looks', () => {
  test.afterEach(restoreFiles);
  test.beforeEach(({ page }) => page.addInitScript(noteDomChanges));
  test.afterAll(printLatencies);

  for (const mistake of MISTAKE_LIST) {
    test(`${mistake.path}: on its own page, in a notice on the others, once in the terminal`, async ({ page, devServer }) => {
      test.setTimeout(300_000);
      // The second tab, at the document's address before it exists: Page Not Found, in place.
      const own = await page.context().newPage();
      await open(own, mistake.url, 'Page Not Found');
      await open(page, '/docs/rpc/quick-start', 'Quick Start');
      await page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true));
      const printedBefore = devServer.terminal().length;
      const [first, ...others] = mistake.reports;
      await measure(
        page,
        `mistake: ${mistake.path}`,
        () => create(file(mistake.path), readFileSync(join(MISTAKES, mistake.path), 'utf8')),
        () => expect(notice(page).getByText(reported(mistake, first))).toBeVisible(within),
      );
      // Elsewhere, the page keeps its content, under the notice, which links to the mistake's page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start');
      for (const report of others) await expect(notice(page).getByText(reported(mistake, report))).toBeVisible();
      await expect(notice(page).getByRole('link', { name: `${DEV_CONTENT}/${mistake.path}:${lineOf(mistake.path, first.at)}` })).toHaveAttribute(
        'href',
        mistake.url,
      );
      // Above the page, where the writer looks: before the navigation bar.
      const [noticeBox, navBox] = await Promise.all([notice(page).boundingBox(), page.getByRole('navigation', { name: 'Main' }).boundingBox()]);
      expect(noticeBox!.y).toBeLessThan(navBox!.y);
      // On its own page: a mistake in place of the document, a warning above it.
      if (mistake.warning) {
        const title = /^title: (.*)$/m.exec(readFileSync(join(MISTAKES, mistake.path), 'utf8'))![1];
        await expect(own.getByRole('heading', { level: 1 })).toHaveText(title, within);
        await expect(notice(own).getByText(reported(mistake, first))).toBeVisible();
      } else {
        await expect(own.getByRole('heading', { level: 1 })).toHaveText('This page has a mistake', within);
        for (const report of mistake.reports) await expect(own.getByRole('main').getByText(reported(mistake, report))).toBeVisible();
      }
      for (const tab of [page, own]) expect(await tab.locator('body').innerText()).not.toMatch(NOT_OURS);
      const printed = devServer.terminal().slice(printedBefore);
      for (const report of mistake.reports) {
        expect(printed.split(reported(mistake, report)).length - 1, `printed once: ${report.message}`).toBe(1);
      }
      expect(printed).not.toMatch(NOT_OURS);
      // The fix (here: the file taken away again): the notice goes by itself, the tab never reloaded.
      await measure(
        page,
        `fixed: ${mistake.path}`,
        () => restoreFiles(),
        () => expect(notice(page).getByText(reported(mistake, first))).toHaveCount(0, within),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start');
      expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab), 'the tab was reloaded').toBe(true);
      expect(devServer.terminal().slice(printedBefore), 'a stray error once the file is gone').not.toMatch(/ENOENT|⨯/);
      await own.close();
    });
  }
});
