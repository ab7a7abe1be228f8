/**
 * The `/search` page has the dialog's filters, in its address too, before and after the framework;
 * and a search that finds nothing, in the dialog or on the page, suggests where to go instead: the
 * pages whose titles come closest to the words, or else the guides.
 */
import { blockFramework } from '../scripts/bench/controls';
import { pagefindResults, shownRows } from './search-oracle';
import { expect, gotoHydrated, test, type Locator, type Page } from './test';
import { GUIDE_ROUTES, LATEST_LABEL, LATEST_VERSION } from './routes';

const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the docs and the blog' });
const hrefs = async (rows: Locator) => (await shownRows(rows)).map((row) => row.href);

for (const framework of ['before the framework', 'hydrated'] as const) {
  test(`the search page narrows to Docs or Blog, and its address says so (${framework})`, async ({ page }) => {
    if (framework === 'before the framework') await blockFramework(page);
    const open = (url: string) => (framework === 'hydrated' ? gotoHydrated(page, url) : page.goto(url));
    await open('/search?q=cors');
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    const blog = (await pagefindResults(page, 'cors', '', { kind: 'Blog' })).map((result) => result.url);
    expect(blog.length).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Blog' }).check();
    await expect(page.getByRole('status')).toHaveText(`${blog.length} result${blog.length === 1 ? '' : 's'} for “cors” in Blog`);
    await expect.poll(async () => (await hrefs(results(page))).filter((href) => !href.includes('#'))).toEqual(blog.slice(0, 10));
    await expect(page).toHaveURL(new RegExp(`/search\\?q=cors&kind=blog&version=${LATEST_VERSION}$`));

    // The address opens the page as it was left.
    await open('/search?q=getDOStub&kind=docs');
    await expect(field(page)).toHaveValue('getDOStub');
    await expect(page.getByRole('radio', { name: 'Docs' })).toBeChecked();
    await expect(results(page).first()).toHaveAttribute('href', '/docs/routing/api/functions/getDOStub');
    await page.getByRole('radio', { name: 'Blog' }).check();
    await expect(page.getByRole('status')).toHaveText('No results for “getDOStub” in Blog.');
  });
}

test('the search page’s form submits its filters without any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search');
  await field(page).fill('alarm');
  await page.getByRole('radio', { name: 'Docs' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=alarm&kind=docs&version=${LATEST_VERSION}$`));
  await context.close();
});

for (const where of ['dialog', 'search page'] as const) {
  test(`in the ${where}, a search that finds nothing offers the closest titles, or else the guides`, async ({ page }) => {
    const search = async (query: string) => {
      if (where === 'dialog') await page.getByRole('combobox', { name: 'Search the docs and the blog' }).fill(query);
      else await field(page).fill(query);
    };
    const rows = where === 'dialog' ? page.getByRole('dialog').getByRole('listbox').getByRole('option') : results(page);
    await gotoHydrated(page, where === 'dialog' ? '/' : '/search');
    if (where === 'dialog') await page.keyboard.press('Control+k');

    // A word of a guide's title, a letter off, that Pagefind finds nowhere; the title is close.
    let typo = '';
    let guide = GUIDE_ROUTES[0];
    for (const route of GUIDE_ROUTES) {
      for (const word of route.h1
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((each) => each.length >= 5)) {
        const candidate = `${word.slice(0, 4)}${word[4] === 'x' ? 'z' : 'x'}${word.slice(5)}`;
        if (typo === '' && (await pagefindResults(page, candidate)).length === 0) [typo, guide] = [candidate, route];
      }
    }
    expect(typo, 'a guide title’s word that a typo hides from Pagefind').not.toBe('');
    await search(typo);
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText(`No results for “${typo}” in ${LATEST_LABEL}.`);
    await expect(page.getByText('Pages with a title close to it:')).toBeVisible();
    expect(await hrefs(rows)).toContain(guide.path);

    await search('qqxyzzyq');
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText(`No results for “qqxyzzyq” in ${LATEST_LABEL}.`);
    await expect(page.getByText('Start with one of the guides:')).toBeVisible();
    const guides = new Set(GUIDE_ROUTES.map((route) => route.path));
    const offered = await hrefs(rows);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((href) => !guides.has(href))).toEqual([]);
    if (where === 'dialog') {
      // They are results like any other: the arrow keys choose one and Enter opens it.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${offered[1]}$`));
    } else {
      await rows.first().click();
      await expect(page).toHaveURL(new RegExp(`${offered[0]}$`));
    }
  });
}
