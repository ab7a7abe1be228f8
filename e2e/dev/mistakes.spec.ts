/**
 * A writer's mistakes (e2e/fixture/mistakes, one a file), each reported by `npm run dev` with its
 * file and line, in the terminal and in the open tab within the 2 s target, on the broken
 * document's own page too, printed once and without a stack trace. The build's content step
 * reports the same, all at once (build-time/content/content-step.content.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_CONTENT, expect, test } from './dev-server';
import { create, file, measure, noteDomChanges, open, printLatencies, restoreFiles } from './writer-loop';

const MISTAKES = 'e2e/fixture/mistakes';

interface Mistake {
  /** The mistake's file, as a path inside a content folder. */
  path: string;
  /** Its page, when it is a document of its own. */
  url?: string;
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
    reports: [{ at: '/docs/rpc/never-written', message: 'Link to /docs/rpc/never-written leads to no page of the site.' }],
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
    ],
  },
];

/** The line (1-based) of the mistake's file that holds `text`: where its report must point. */
const lineOf = (path: string, text: string) =>
  readFileSync(join(MISTAKES, path), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;
/** A report's first line as the writer reads it: `<content folder>/<file>:<line>: <message>`, after `warning: ` for a warning. */
const reported = (contentDir: string, mistake: Mistake, { at, message }: Mistake['reports'][number]) =>
  `${mistake.warning ? 'warning: ' : ''}${contentDir}/${mistake.path}:${lineOf(mistake.path, at)}: ${message}`;

// In order, in one worker (one dev server, one writer at a time), each test on its own.
test.describe.configure({ mode: 'default' });

test.describe('npm run dev shows each mistake where the writer looks', () => {
  test.afterEach(restoreFiles);
  test.beforeEach(({ page }) => page.addInitScript(noteDomChanges));
  test.afterAll(printLatencies);

  for (const mistake of MISTAKE_LIST) {
    test(`${mistake.path}: in the open tab, on its own page and once in the terminal`, async ({ page, devServer }) => {
      test.setTimeout(300_000);
      await open(page, '/docs/rpc/quick-start', 'Quick Start');
      const printedBefore = devServer.terminal().length;
      const [first, ...others] = mistake.reports;
      await measure(
        page,
        `mistake: ${mistake.path}`,
        () => create(file(mistake.path), readFileSync(join(MISTAKES, mistake.path), 'utf8')),
        () => expect(page.getByText(reported(DEV_CONTENT, mistake, first)).first()).toBeVisible({ timeout: 20_000 }),
      );
      if (mistake.warning) {
        // A warning does not stop the page: the terminal has it, the page shows as before.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start');
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('The content has a mistake');
        for (const report of others) await expect(page.getByText(reported(DEV_CONTENT, mistake, report)).first()).toBeVisible();
        if (mistake.url) {
          const own = await page.context().newPage();
          await own.goto(mistake.url, { timeout: 120_000 });
          await expect(own.getByText(reported(DEV_CONTENT, mistake, first)).first()).toBeVisible({ timeout: 20_000 });
          await expect(own.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
          await own.close();
        }
      }
      const printed = devServer.terminal().slice(printedBefore);
      for (const report of mistake.reports) {
        expect(printed.split(reported(DEV_CONTENT, mistake, report)).length - 1, `printed once: ${report.message}`).toBe(1);
      }
      expect(printed, 'a stack trace').not.toMatch(/^\s+at /m);
      expect(printed).not.toContain('possibly a bug in Contentlayer');
      restoreFiles();
      if (!mistake.warning) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start', { timeout: 20_000 });
      expect(devServer.terminal().slice(printedBefore), 'a stray error once the file is gone').not.toMatch(/ENOENT|⨯/);
    });
  }
});
