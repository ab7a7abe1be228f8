/**
 * Ranking a reader trusts: a word the guides explain brings a guide near the top, not only the
 * short API pages that name it; an API page is one row, its sections (Signature, Returns, Notes…)
 * folded into it; and an item two packages document takes one row, the other package's page
 * under it. Expectations come from the content (e2e/routes.ts) and the pages themselves.
 */
import { inVersion, pagefindResults, shownOrder, shownRows } from './search-oracle';
import { expect, gotoHydrated, test, type Page } from './test';
import { API_ROUTES, GUIDE_ROUTES, LATEST_VERSION } from './routes';

const options = (page: Page) => page.getByRole('dialog', { name: 'Search' }).getByRole('listbox').getByRole('option');

async function searchInDialog(page: Page, query: string) {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs and the blog' }).fill(query);
  await expect(options(page).first()).toBeVisible();
  // Past the first rows, the rest wait behind Show all.
  const showAll = page.getByRole('button', { name: /^Show all/ });
  if ((await showAll.count()) > 0) await showAll.click();
  await expect(showAll).toHaveCount(0);
  return shownRows(options(page));
}

/** The page rows, each standing for its page: the ones without a fragment that are not folded under another. */
const topRows = async (page: Page) =>
  (await options(page).evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', under: link.className.includes('heading') }))))
    .filter((row) => !row.under)
    .map((row) => row.href);

test('for “websocket”, a guide is among the first three pages', async ({ page }) => {
  await searchInDialog(page, 'websocket');
  const guides = new Set(GUIDE_ROUTES.map((route) => route.path));
  const first = (await topRows(page)).slice(0, 3);
  expect(
    first.filter((href) => guides.has(href)),
    `the first three pages: ${first.join(', ')}`,
  ).not.toEqual([]);
});

test('an API page’s sections are folded into its row: no row leads to one of them', async ({ page, request }) => {
  const rows = await searchInDialog(page, 'websocket');
  const apiPaths = new Set(API_ROUTES.map((route) => route.path));
  const underApiPages = rows.filter((row) => row.href.includes('#') && apiPaths.has(row.href.split('#')[0]));
  const sections = new Map<string, string[]>();
  for (const path of new Set(underApiPages.map((row) => row.href.split('#')[0]))) {
    const html = await (await request.get(path)).text();
    sections.set(
      path,
      [...html.matchAll(/<h2[^>]*\sid="([^"]+)"/g)].map((match) => match[1]),
    );
  }
  expect(underApiPages.filter((row) => sections.get(row.href.split('#')[0])!.includes(row.href.split('#')[1]))).toEqual([]);
  // The search found API pages all the same, each as one row.
  expect(rows.filter((row) => apiPaths.has(row.href)).length).toBeGreaterThan(1);
});

test('an item two packages document takes one row, the other package’s page under it', async ({ page }) => {
  const twice = API_ROUTES.map((route) => API_ROUTES.filter((other) => other.h1 === route.h1)).find((routes) => routes.length > 1);
  expect(twice, 'an API item documented in two packages').toBeDefined();
  const name = twice![0].path.split('/').at(-1)!;
  const rows = await searchInDialog(page, name);
  const tops = await topRows(page);
  const paths = twice!.map((route) => route.path);
  expect(tops.filter((href) => paths.includes(href))).toHaveLength(1);
  // Every page is still reachable: the other one is a row right under the first's.
  const first = rows.findIndex((row) => paths.includes(row.href));
  const other = rows.findIndex((row, index) => index > first && paths.includes(row.href));
  expect(other).toBeGreaterThan(first);
  expect(rows[other].title).toMatch(new RegExp(`^${twice![0].h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} › Also in `));
  expect(rows.slice(first + 1, other).every((row) => row.href.startsWith(`${rows[first].href}#`))).toBe(true);
  expect(await page.getByRole('dialog').getByRole('status').textContent()).toContain(
    `${(await pagefindResults(page, name, '', inVersion(LATEST_VERSION))).length} results`,
  );
});

test('the pages shown are the index’s, in its order with the site’s ranking, each item once at the top', async ({ page }) => {
  const rows = await searchInDialog(page, 'browser');
  const indexed = await pagefindResults(page, 'browser', '', inVersion(LATEST_VERSION));
  expect(rows.map((row) => row.href).filter((href) => !href.includes('#'))).toEqual(shownOrder(indexed));
});

test('a member’s row shows words of that member, not of the sections after it', async ({ page, context }) => {
  const rows = await searchInDialog(page, 'websocket');
  const apiPaths = new Set(API_ROUTES.map((route) => route.path));
  const memberRows = rows.filter((row) => row.excerpt !== '' && row.href.includes('#') && apiPaths.has(row.href.split('#')[0]));
  expect(memberRows.length, 'rows under API pages for “websocket”').toBeGreaterThan(0);
  const reader = await context.newPage();
  // Runs of five words: an excerpt's run found after the member and not in it came from elsewhere.
  const runs = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
    return new Set(words.slice(4).map((_, at) => words.slice(at, at + 5).join(' ')));
  };
  const strays: string[] = [];
  for (const row of memberRows) {
    const [path, id] = row.href.split('#');
    await reader.goto(path);
    // The member's text (from its heading to the next heading with an id) and the page's after it.
    const { own, after } = await reader.evaluate((id) => {
      const main = document.querySelector('main')!;
      const heading = document.getElementById(id)!;
      const headings = [...main.querySelectorAll(':is(h2, h3, h4)[id]')];
      const next = headings[headings.indexOf(heading) + 1];
      // Text node by text node, spaced, since a block's last word and the next one's first touch.
      const texts = { own: [] as string[], after: [] as string[] };
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const afterHeading = heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING && !heading.contains(node);
        const beforeNext = !next || next.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING;
        if (afterHeading && beforeNext) texts.own.push(node.textContent ?? '');
        else if (afterHeading) texts.after.push(node.textContent ?? '');
      }
      return { own: texts.own.join(' '), after: texts.after.join(' ') };
    }, id);
    const mine = runs(own);
    const later = runs(after);
    const borrowed = [...runs(row.excerpt)].filter((run) => later.has(run) && !mine.has(run));
    if (borrowed.length > 0) strays.push(`${row.href}: “${borrowed[0]}…” comes from after the member`);
  }
  await reader.close();
  expect(strays).toEqual([]);
});
