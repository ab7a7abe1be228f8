/**
 * Full-text search: Pagefind's index of the export, opened from the navbar's search
 * button or Ctrl/Cmd+K, results with title, section and highlighted excerpt, arrow keys and Enter,
 * Docs / Blog filters, and nothing of it loaded before the dialog opens.
 */
import { blockFramework } from '../scripts/bench/controls';
import { axeViolations } from './axe';
import { inVersion, rowProblems, pagefindResults, shownOrder, shownRows } from './search-oracle';
import { expect, gotoHydrated, test, type Page } from './test';
import { API_INDEX_ROUTES, API_ROUTES, GUIDE_ROUTES, LATEST_LABEL, LATEST_VERSION, POST_ROUTES } from './routes';

const POSTS = POST_ROUTES;
const DOCS = [...GUIDE_ROUTES, ...API_INDEX_ROUTES, ...API_ROUTES];

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => page.getByRole('combobox', { name: 'Search the docs and the blog' });
/** The dialog's result rows (its version menu's options are options too). */
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
// A link to the search page; once the framework is there it opens the dialog instead.
const searchButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

test('nothing of search loads with the page; the dialog and index arrive when it opens', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The link opens the dialog once React has taken over; before, it leads to the search page.
  await gotoHydrated(page, '/docs/rpc/quick-start');
  const beforeOpen = requested.length;
  expect(requested.filter((path) => path.includes('pagefind'))).toEqual([]);
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await search(page, 'counter');
  const afterOpen = requested.slice(beforeOpen);
  expect(afterOpen).toContain('/pagefind/pagefind.js');
  // The dialog's own code is a script of its own, fetched on opening.
  expect(afterOpen.filter((path) => path.endsWith('.js') && !path.startsWith('/pagefind/'))).not.toEqual([]);
});

test('one Escape closes the dialog, with a query typed; Ctrl+K and ⌘K open it whatever came before', async ({ page }) => {
  await gotoHydrated(page, '/blog');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await search(page, 'counter');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Meta+k');
  await expect(input(page)).toBeFocused();
  // The shortcut in the open dialog brings its field back, with the text chosen, and keeps it open.
  await input(page).fill('counter');
  await page.keyboard.press('ArrowDown');
  await page.getByRole('radio', { name: 'Docs' }).focus();
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('alarm');
  await expect(input(page)).toHaveValue('alarm');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await searchButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeFocused();
});

test('the CORS guide comes first for “cors”, above its own sections, and every page found is counted and reachable', async ({ page }) => {
  const guide = GUIDE_ROUTES.filter((route) => /\bCORS\b/.test(route.h1));
  expect(guide.map((route) => route.path)).toHaveLength(1);
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await search(page, 'cors');
  await expect(options(page).first()).toHaveAttribute('href', guide[0].path);
  const indexed = await pagefindResults(page, 'cors', '', inVersion(LATEST_VERSION));
  await expect(dialog(page).getByRole('status')).toHaveText(`${indexed.length} results for “cors” in ${LATEST_LABEL}`);
  await dialog(page)
    .getByRole('button', { name: `Show all ${indexed.length} results` })
    .click();
  await expect.poll(async () => (await shownRows(options(page))).map((row) => row.href).filter((href) => !href.includes('#'))).toEqual(shownOrder(indexed));
  expect(rowProblems(await shownRows(options(page)), indexed)).toEqual([]);
});

test('a result shows the page title, its section and an excerpt with the match highlighted', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await search(page, 'getDOStub');
  const first = options(page).first();
  await expect(first).toHaveAttribute('href', '/docs/routing/api/functions/getDOStub');
  await expect(first).toContainText('Function: getDOStub()');
  await expect(first).toContainText('Routing › API Reference › Functions');
  await expect(first.locator('mark').first()).toHaveText(/getDOStub/i);
});

test('arrow keys move through the results and wrap; Enter opens the chosen one', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await search(page, 'getDOStub');
  const count = await options(page).count();
  expect(count).toBeGreaterThan(2);
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const target = await options(page).nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('a click on a result opens it; a click on the backdrop closes the dialog', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  // The dialog's code arrives on the first click; a click before it is open would find no backdrop.
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(dialog(page)).toHaveCount(0);
  await searchButton(page).click();
  await search(page, 'getDOStub');
  await options(page).first().click();
  await expect(page).toHaveURL(/\/docs\/routing\/api\/functions\/getDOStub$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: getDOStub()');
});

test('results narrow to Docs or to Blog', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await search(page, 'CORS');
  const inBlog = async () => (await shownRows(options(page))).map((row) => row.href.startsWith('/blog/'));
  expect(await inBlog()).toContain(true);
  expect(await inBlog()).toContain(false);
  await page.getByRole('radio', { name: 'Blog' }).check();
  await expect.poll(async () => [...new Set(await inBlog())]).toEqual([true]);
  await page.getByRole('radio', { name: 'Docs' }).check();
  await expect.poll(async () => [...new Set(await inBlog())]).toEqual([false]);
  await input(page).fill('getDOStub');
  await page.getByRole('radio', { name: 'Blog' }).check();
  await expect(dialog(page).getByText('No results for “getDOStub” in Blog.')).toBeVisible();
});

test('a word found nowhere says so', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await input(page).fill('qqxyzzyq');
  await expect(dialog(page).getByText(`No results for “qqxyzzyq” in ${LATEST_LABEL}.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveCount(1);
});

test('an index that fails to load says so, and Retry loads it', async ({ page }) => {
  await page.route('**/pagefind/pagefind.js', (route) => route.abort());
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await expect(dialog(page).getByRole('alert')).toContainText('The search index failed to load');
  await page.unroute('**/pagefind/pagefind.js');
  await dialog(page).getByRole('button', { name: 'Retry' }).click();
  await search(page, 'getDOStub');
});

test('every docs page and post can be found by its title', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const missing = await page.evaluate(
    async (pages) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      await pagefind.init();
      const lost: string[] = [];
      for (const { path, h1 } of pages) {
        const found = await pagefind.search(h1);
        const urls: string[] = await Promise.all(
          found.results.slice(0, 25).map(async (result: { data(): Promise<{ url: string }> }) => (await result.data()).url),
        );
        if (!urls.includes(path)) lost.push(`${h1} (${path})`);
      }
      return lost;
    },
    [...DOCS, ...POSTS].map(({ path, h1 }) => ({ path, h1 })),
  );
  expect(missing).toEqual([]);
});

test('works at 375px: an icon button in the bar, a dialog the width of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/docs/introduction');
  const button = searchButton(page);
  await expect(button).toBeVisible();
  await button.click();
  await search(page, 'routeDORequest');
  const box = (await dialog(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open dialog with results has no WCAG 2.1 A/AA violation in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/docs/introduction');
    await searchButton(page).click();
    await search(page, 'getDOStub');
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, 'dialog')).toEqual([]);
  });
}

test('before the framework has loaded, the search link and Ctrl+K lead to the search page, which finds pages', async ({ page }) => {
  await blockFramework(page);
  await page.goto('/docs/introduction');
  await searchButton(page).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await page.getByRole('searchbox', { name: 'Search the docs and the blog' }).fill('getDOStub');
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await expect(first).toHaveAttribute('href', '/docs/routing/api/functions/getDOStub');
  await expect(first).toContainText('Function: getDOStub()');
  await expect(first).toContainText('Routing › API Reference › Functions');
  await expect(first.locator('mark').first()).toHaveText(/getDOStub/i);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=getDOStub&version=${LATEST_VERSION}$`));
  await page.goto('/blog');
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/search$/);
});

test('the search page searches for ?q= when it opens, and says when nothing matches', async ({ page }) => {
  await page.goto('/search?q=routeDORequest');
  await expect(page.getByRole('searchbox', { name: 'Search the docs and the blog' })).toHaveValue('routeDORequest');
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toContainText(/routeDORequest/i);
  await page.getByRole('searchbox', { name: 'Search the docs and the blog' }).fill('qqxyzzyq');
  await expect(page.getByRole('status')).toHaveText(`No results for “qqxyzzyq” in ${LATEST_LABEL}.`);
});
