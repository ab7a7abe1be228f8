/**
 * The writers' loop beyond one document: a new doc and its sidebar line, a mistake in a site-wide
 * file (the sidebar's form), several files saved at once, and a build run beside the dev server.
 * Two tabs are open where it matters, one on the page an edit is about and one elsewhere; each
 * edit is timed against the 2 s target, and the pages come back by themselves once it is fixed.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '../test';
import { DEV_CONTENT, expect, test } from './dev-server';
import { create, domChanges, edit, file, measure, noteDomChanges, open, printLatencies, restoreFiles, TARGET } from './writer-loop';

const notice = (page: Page) => page.getByRole('complementary', { name: 'Content mistakes and warnings' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).first();
const within = { timeout: 20_000 };
/** A mark that a reload of the tab would lose: a page must come back by itself, in place. */
const markTab = (page: Page) => page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true));
const sameTab = (page: Page) => page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab === true);
const domChangesSince = async (page: Page, since: number) => (await domChanges(page)).filter((at) => at >= since).length;

/**
 * Waits until the tab has not changed for `quietMs`: next dev may update it again some seconds
 * after an edit has shown, and a change of the writer's own edit is not one the build made.
 */
async function tabQuiet(page: Page, quietMs = 2_000) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const since = Date.now();
    await page.waitForTimeout(quietMs);
    if ((await domChangesSince(page, since)) === 0) return;
    if (Date.now() > deadline) throw new Error(`the tab kept changing for 30 s after the edit showed`);
  }
}
/** A file's lines, each with its number, as the fixture holds them before a test edits it. */
const lineNumbers = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\n$/, '')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }));

// In order, in one worker (one dev server, one writer at a time), each test on its own.
test.describe.configure({ mode: 'default' });
test.afterEach(restoreFiles);
test.beforeEach(({ page }) => page.addInitScript(noteDomChanges));
test.afterAll(printLatencies);

test('a new doc saved before its sidebar line is a notice, not an outage, until the line is added', async ({ page }) => {
  test.setTimeout(300_000);
  const own = await page.context().newPage();
  await own.addInitScript(noteDomChanges);
  await open(own, '/docs/rpc/streams', 'Page Not Found');
  await open(page, '/docs/introduction', 'Introduction');
  await markTab(page);
  await markTab(own);
  const doc = file('docs/rpc/streams.mdx');
  const after = lineNumbers(file('sidebar.yaml')).find(({ text }) => text.trim() === '- doc: rpc/quick-start')?.line;
  const line = `${DEV_CONTENT}/docs/rpc/streams.mdx:1: No sidebar lists this doc: add the line \`- doc: rpc/streams\` to ${DEV_CONTENT}/sidebar.yaml after line ${after} (\`- doc: rpc/quick-start\`)`;
  await measure(
    page,
    'new doc without its sidebar line: the notice',
    () => create(doc, '---\ntitle: Streams\ndescription: A doc written before its sidebar line.\n---\n\nStreams.\n'),
    () => expect(notice(page).getByText(line)).toBeVisible(within),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('This page has a mistake', within);
  await expect(own.getByRole('main').getByText(line)).toBeVisible();
  await measure(
    own,
    'its sidebar line added: the doc',
    () => edit(file('sidebar.yaml'), (text) => text.replace('      - doc: rpc/quick-start\n', '      - doc: rpc/quick-start\n      - doc: rpc/streams\n')),
    () => expect(own.getByRole('heading', { level: 1 })).toHaveText('Streams', within),
  );
  // In its category, which is closed on this page: there, but not in the accessibility tree.
  await expect(sidebar(page).locator('a[href="/docs/rpc/streams"]')).toHaveText('Streams', within);
  await expect(notice(page).getByText(line)).toHaveCount(0);
  expect(await sameTab(page), 'the tab elsewhere was reloaded').toBe(true);
  expect(await sameTab(own), 'the doc’s tab was reloaded').toBe(true);
  await own.close();
});

test('a mistake in the sidebar’s form takes the whole site, with its line, until it is fixed', async ({ page, devServer }) => {
  test.setTimeout(300_000);
  const other = await page.context().newPage();
  await open(other, '/blog', 'Lumenize Blog');
  await open(page, '/docs/rpc/quick-start', 'Quick Start');
  await markTab(page);
  const printedBefore = devServer.terminal().length;
  // The entry appended below: the line after the file's last, and the item after its last.
  const lines = lineNumbers(file('sidebar.yaml'));
  const line = `${DEV_CONTENT}/sidebar.yaml:${lines.length + 1}: items[${lines.filter(({ text }) => text.startsWith('  - ')).length}]:`;
  await measure(
    page,
    'sidebar form mistake shown',
    () => edit(file('sidebar.yaml'), (text) => `${text}  - page: nowhere\n`),
    () => expect(page.getByRole('main').getByText(line)).toBeVisible(within),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The content has a mistake');
  // The same message on every page.
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('The content has a mistake', within);
  await expect(other.getByRole('main').getByText(line)).toBeVisible();
  expect(devServer.terminal().slice(printedBefore)).not.toMatch(/possibly a bug in Contentlayer|^\s+at /m);
  await measure(
    page,
    'sidebar fixed: the page back',
    () => restoreFiles(),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start', within),
  );
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Lumenize Blog', within);
  expect(await sameTab(page), 'the tab was reloaded').toBe(true);
  await other.close();
});

test('a post saved with its new author and new tag shows no mistake on the way', async ({ page, devServer }) => {
  test.setTimeout(300_000);
  await open(page, '/blog', 'Lumenize Blog');
  // Any mistake the page ever shows, however briefly: the notice's mark, or the content's report.
  await page.evaluate(() => {
    const seen = () => document.querySelector('[data-mistakes], [data-fallback-page="mistake"]') !== null;
    new MutationObserver(() => {
      if (seen()) (window as unknown as { sawMistake: boolean }).sawMistake = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const printedBefore = devServer.terminal().length;
  const post = file('blog/2099-05-05-together.mdx');
  await measure(
    page,
    'post, author and tag saved at once',
    () => {
      create(
        post,
        '---\ntitle: Written together\nslug: written-together\ndate: 2099-05-05\nauthors: [newbie]\ntags: [fresh]\ndescription: A post saved with its author and its tag.\n---\n\nHello.\n\n{/* truncate */}\n\nMore.\n',
      );
      create(file('authors/newbie.yaml'), 'name: Newbie\ntitle: Writer\nurl: https://example.com/newbie\nimage: /img/logo.svg\n');
      create(file('tags/fresh.yaml'), 'label: Fresh\npermalink: /fresh\ndescription: Things just written.\n');
    },
    () => expect(page.getByRole('main').getByRole('link', { name: 'Written together', exact: true })).toBeVisible(within),
    // contentlayer reads the three files in turn, one generation each, and the page waits for the last.
    3 * TARGET,
  );
  // The list shows a post's tags; its page shows its authors too.
  await expect(page.getByRole('main').getByRole('link', { name: 'Fresh', exact: true }).first()).toBeVisible(within);
  expect(await page.evaluate(() => (window as unknown as { sawMistake?: boolean }).sawMistake ?? false), 'a mistake was shown on the way').toBe(false);
  expect(devServer.terminal().slice(printedBefore)).not.toMatch(/Unknown (author|tag)/);
  await open(page, '/blog/written-together', 'Written together');
  await expect(page.getByRole('main').getByRole('link', { name: 'Newbie' }).first()).toBeVisible(within);
  await expect(page.getByRole('main').getByRole('link', { name: 'Fresh', exact: true }).first()).toBeVisible();
});

test('a build beside the dev server changes nothing its tabs show, nor the folders it reads', async ({ page }) => {
  test.setTimeout(300_000);
  const doc = file('docs/rpc/quick-start.mdx');
  edit(doc, (text) => text.replace('title: Quick Start', 'title: Quick Start, as the writer has it'));
  await open(page, '/docs/rpc/quick-start', 'Quick Start, as the writer has it');
  await markTab(page);
  await tabQuiet(page);
  const devModel = '.dev/generated/site.json';
  const devModelWritten = statSync(devModel).mtimeMs;
  // The build's content step on another content folder (the fixture's, unedited), as
  // `npm run build:fixture` runs it: what it writes into lib/generated/ is put back afterwards.
  const kept = mkdtempSync(join(tmpdir(), 'lumenize-generated-'));
  cpSync('lib/generated', kept, { recursive: true });
  const started = Date.now();
  try {
    const status = await new Promise<number | null>((done) => {
      const child = spawn('node_modules/.bin/tsx', ['build-time/steps/content.ts'], {
        env: { ...process.env, LUMENIZE_CONTENT_DIR: 'e2e/fixture/content' },
        stdio: 'ignore',
      });
      child.on('close', done);
    });
    expect(status, 'the build’s content step').toBe(0);
    expect(readFileSync('lib/generated/site.json', 'utf8')).toContain('"title":"Quick Start"');
  } finally {
    rmSync('lib/generated', { recursive: true, force: true });
    cpSync(kept, 'lib/generated', { recursive: true });
    rmSync(kept, { recursive: true, force: true });
  }
  // Give a change a moment to show, were one coming.
  await page.waitForTimeout(2_000);
  expect(await domChangesSince(page, started), 'the open tab changed while the build ran').toBe(0);
  expect(await sameTab(page), 'the tab was reloaded').toBe(true);
  expect(statSync(devModel).mtimeMs, 'the build wrote the dev server’s model').toBe(devModelWritten);
  // A page loaded afresh is still the writer's.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start, as the writer has it', within);
});
