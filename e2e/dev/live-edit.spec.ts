/**
 * The writers' loop in `npm run dev`: with a page open, each kind of edit shows in that tab by
 * itself, with no reload and no restart, and a broken edit shows its file and field in the page
 * until it is fixed. Each test prints how long the open tab took to show the edit.
 *
 * The tests edit a copy of the fixture content (e2e/dev/dev-server.ts) and put every file back
 * afterwards, so they run one at a time, each from the same content.
 */
import { rmSync, writeFileSync } from 'node:fs';
import type { Page } from '../test';
import { expect, test } from './dev-server';
import { create, edit, file, measure, noteDomChanges, open, original, printLatencies, rename, restoreFiles } from './writer-loop';

// In order, in one worker (one dev server, one writer at a time), each test on its own.
test.describe.configure({ mode: 'default' });

/** The fixture's config with one more field over the site's it spreads (`...site,`). */
const overriding = (config: string, field: string) => config.replace('  ...site,\n', `  ...site,\n  ${field},\n`);

test.afterEach(restoreFiles);
test.beforeEach(({ page }) => page.addInitScript(noteDomChanges));
test.afterAll(printLatencies);

// The content step is ours to bound; the page also waits for next dev's first compile, whose time
// varies from run to run (its cache cold after a fresh clone), and is printed beside it.
test('npm run dev has its content ready within 15 s of starting', ({ devServer }) => {
  console.log(`npm run dev, start → content step done: ${devServer.firstContentMs} ms, → first page: ${devServer.firstPageMs} ms`);
  expect(devServer.firstContentMs).toBeLessThan(15_000);
});

const DOC = file('docs/rpc/quick-start.mdx');
const DOC_PATH = '/docs/rpc/quick-start';
const DOC_TITLE = 'Quick Start';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).first();
const within = { timeout: 20_000 };

test('a doc’s title, body, headings and front matter', async ({ page }) => {
  test.setTimeout(300_000);
  await open(page, DOC_PATH, DOC_TITLE);
  await measure(
    page,
    'title',
    () => edit(DOC, (text) => text.replace(`title: ${DOC_TITLE}`, 'title: Quick Start, edited live')),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start, edited live', within),
  );
  await measure(
    page,
    'body',
    () => edit(DOC, (text) => `${text}\nA paragraph written while the page was open.\n`),
    () => expect(page.getByText('A paragraph written while the page was open.')).toBeVisible(within),
  );
  await measure(
    page,
    'heading (and its table of contents entry)',
    () => edit(DOC, (text) => `${text}\n## A heading added live\n\nUnder it.\n`),
    () => expect(page.getByRole('navigation', { name: 'On this page' }).last().getByRole('link', { name: 'A heading added live' })).toBeAttached(within),
  );
  await measure(
    page,
    'front matter (sidebar_label)',
    () => edit(DOC, (text) => text.replace('\ndescription:', '\nsidebar_label: Start, live\ndescription:')),
    () => expect(sidebar(page).getByRole('link', { name: 'Start, live' })).toBeAttached(within),
  );
});

test('a doc added, renamed and deleted', async ({ page }) => {
  test.setTimeout(300_000);
  const added = file('docs/rpc/live-added.mdx');
  await open(page, '/docs/rpc/live-added', 'Page Not Found');
  await measure(
    page,
    'doc added (its address, open)',
    // Unlisted: a doc no sidebar lists is otherwise a mistake, which another test shows.
    () => create(added, '---\ntitle: Added while open\ndescription: A doc that did not exist when the tab opened.\nunlisted: true\n---\n\nNew.\n'),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Added while open', within),
  );
  const renamed = file('docs/rpc/live-renamed.mdx');
  await measure(
    page,
    'doc renamed (its old address, open)',
    () => rename(added, renamed),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found', within),
  );
  // The new address shows the doc once the rename's second generation (the file added) is in; until
  // then npm run dev renders Page Not Found there, in place.
  await expect.poll(async () => (await page.request.get('/docs/rpc/live-renamed')).text(), within).toContain('Added while open');
  await open(page, '/docs/rpc/live-renamed', 'Added while open');
  await measure(
    page,
    'doc deleted',
    () => rmSync(renamed),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found', within),
  );
});

test('a post added, renamed and deleted, seen from the blog list', async ({ page }) => {
  test.setTimeout(300_000);
  await open(page, '/blog', 'Lumenize Blog');
  const post = file('blog/2099-01-01-written-live.mdx');
  const front = (slug: string) =>
    `---\ntitle: Written live\nslug: ${slug}\ndate: 2099-01-01\nauthors: [bo]\ntags: [solo]\ndescription: A post added while the blog was open.\n---\n\nHello.\n\n{/* truncate */}\n\nMore.\n`;
  const link = (slug: string) =>
    page
      .getByRole('main')
      .getByRole('link', { name: 'Written live', exact: true })
      .and(page.locator(`[href$="/blog/${slug}"]`));
  await measure(
    page,
    'post added',
    () => create(post, front('written-live')),
    () => expect(link('written-live')).toBeVisible(within),
  );
  const renamed = file('blog/2099-01-01-written-live-again.mdx');
  await measure(
    page,
    'post renamed (new slug)',
    () => {
      rename(post, renamed);
      writeFileSync(renamed, front('written-live-again'));
    },
    () => expect(link('written-live-again')).toBeVisible(within),
  );
  await measure(
    page,
    'post deleted',
    () => rmSync(renamed),
    () => expect(page.getByRole('main').getByRole('link', { name: 'Written live', exact: true })).toHaveCount(0, within),
  );
});

test('an author, a tag, the API data and the sidebar order', async ({ page }) => {
  test.setTimeout(300_000);
  await open(page, '/blog/second-post', 'Second post: the solo tag');
  await measure(
    page,
    'author',
    () => edit(file('authors/bo.yaml'), (text) => text.replace(/^name: .*/m, 'name: Bo, edited live')),
    () => expect(page.getByRole('link', { name: 'Bo, edited live' }).first()).toBeVisible(within),
  );
  await measure(
    page,
    'tag',
    () => edit(file('tags/solo.yaml'), (text) => text.replace(/^label: .*/m, 'label: Solo live')),
    () => expect(page.getByRole('link', { name: 'Solo live' })).toBeVisible(within),
  );

  await open(page, '/docs/kit/api/functions/makeWidget', 'Function: makeWidget()');
  await measure(
    page,
    'API data',
    () =>
      edit(file('api/kit/index.d.ts'), (text) =>
        text.replace(' * A fixture function with every section', ' * Edited live. A fixture function with every section'),
      ),
    () => expect(page.getByText('Edited live.').first()).toBeVisible(within),
  );
  const labels = () => sidebar(page).locator(':scope > ul > li').allInnerTexts();
  const before = (await labels()).map((text) => text.split('\n')[0]);
  await measure(
    page,
    'sidebar order',
    () =>
      edit(file('sidebar.yaml'), (text) =>
        text.replace(
          /(  - category: Testing\n(?: {4}.*\n)+)(  - category: RPC\n(?: {4}.*\n?)+)/,
          (_, testing: string, rpc: string) => `${rpc.trimEnd()}\n${testing}`,
        ),
      ),
    () =>
      expect
        .poll(async () => (await labels()).map((text) => text.split('\n')[0]), within)
        .toEqual(before.map((label) => ({ Testing: 'RPC', RPC: 'Testing' })[label] ?? label)),
  );
});

test('a broken edit shows its file and field on its page, in a notice elsewhere and in the terminal, then the pages come back', async ({ page, devServer }) => {
  test.setTimeout(300_000);
  // A second tab elsewhere on the site, as a writer has one: it keeps its content.
  const elsewhere = await page.context().newPage();
  await open(elsewhere, '/docs/introduction', 'Introduction');
  await open(page, DOC_PATH, DOC_TITLE);
  const printedBefore = devServer.terminal().length;
  // A mark that a reload of the tab would lose: the page must come back by itself, in place.
  await page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true));
  const missing = /rpc\/quick-start\.mdx:1: "title" is missing: a doc needs one \(text\)\./;
  await measure(
    page,
    'broken front matter shown',
    () => edit(DOC, (text) => text.replace(`title: ${DOC_TITLE}\n`, '')),
    () => expect(page.getByRole('main').getByText(missing)).toBeVisible(within),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has a mistake');
  await expect(page.getByText('1 problem in 1 file.').first()).toBeVisible();
  expect(devServer.terminal().slice(printedBefore)).toMatch(/rpc\/quick-start\.mdx:1: "title" is missing: a doc needs one \(text\)\.\n1 problem in 1 file[.;]/);
  const notice = elsewhere.getByRole('complementary', { name: 'Content mistakes and warnings' });
  await expect(notice.getByText(missing)).toBeVisible(within);
  await expect(notice.getByRole('link', { name: /rpc\/quick-start\.mdx:1$/ })).toHaveAttribute('href', DOC_PATH);
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  // The last good version of the doc stays in the site meanwhile: its sidebar entry is still there.
  await expect(sidebar(elsewhere).locator(`a[href="${DOC_PATH}"]`)).toHaveText(DOC_TITLE);
  await measure(
    page,
    'fixed again',
    () => writeFileSync(DOC, original(DOC)!),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText(DOC_TITLE, within),
  );
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab), 'the tab was reloaded').toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(notice.getByText(missing)).toHaveCount(0, within);
  await elsewhere.close();
});

test('the site config: a mistake shows its file and field in the page until it is fixed, and an edit shows in the open tab', async ({ page }) => {
  test.setTimeout(300_000);
  const config = file('site.config.ts');
  await open(page, DOC_PATH, DOC_TITLE);
  await page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true));
  await measure(
    page,
    'site config mistake shown',
    () => edit(config, (text) => overriding(text, "colorMode: { ...site.colorMode, defaultMode: 'sepia' }")),
    () => expect(page.getByText(/site\.config\.ts: colorMode\.defaultMode: Unknown colour mode "sepia"/).first()).toBeVisible(within),
  );
  await measure(
    page,
    'site config fixed again',
    () => writeFileSync(config, original(config)!),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText(DOC_TITLE, within),
  );
  // Like a content mistake, it came and went in place.
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab), 'the tab was reloaded').toBe(true);
  // A client component reads the config too, so next dev reloads the tab to show an edit of it:
  // not an edit in place, and not held to the target of one.
  edit(config, (text) => overriding(text, "footer: { ...site.footer, copyright: 'Copyright © 2025 Lumenize, edited live' }"));
  await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025 Lumenize, edited live', within);
  writeFileSync(config, original(config)!);
  await expect(page.getByRole('contentinfo')).not.toContainText('edited live', within);
});
