/**
 * Every page of the site, one test each: it answers with its own title and h1 (a docs page also with
 * what its content says it shows, e2e/page-content.ts), loads cleanly until settled (no console error
 * or warning, no uncaught error, no failed request, no CSP violation, no preload it leaves unused)
 * and has no violation of the WCAG 2.1 A and AA rules (axe, colour contrast included) in light mode
 * at 1280px and dark mode at 375px; one page of each kind is loaded in dark mode and checked by axe
 * in all four combinations. In all four, every page reads as laid out (e2e/reading.ts): no text of
 * its main region scrolls sideways or sticks out (code blocks scroll by design), no table row or
 * list entry is taller than 300px, and no line ends inside a word; at 1280px its code blocks show
 * 90 characters (and on a guide or post at most 1 in 10 scrolls); and on a first visit its text is
 * drawn in the site's typeface. The page switches mode and width
 * as a reader's browser would, without a reload: the head script follows the system's colour
 * scheme, CSS the width.
 */
import { expect, test, waitForSettled, type Page } from './test';
import { axeViolations } from './axe';
import { pages, SITE_EXPORT } from './export';
import { contentCheckOf } from './page-content';
import { watchProblems } from './page-problems';
import { CODE_COLUMNS } from '../lib/core/code-columns';
import { MAX_ENTRY_HEIGHT, readLayout, siteFontWidths } from './reading';
import { readSiteData } from '../build-time/content/site-data-file';
import { ALL_ROUTES, GUIDE_ROUTES, POST_ROUTES, type RouteExpectation } from './routes';

type Mode = 'light' | 'dark';
type View = [Mode, number];

/** The page as it is now in `mode` at `width`, settled: theme applied, every diagram drawn in it. */
async function view(page: Page, [mode, width]: View) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator('figure[data-mermaid]:not([data-drawn])')).toHaveCount(0);
}

const NOT_FOUND = '/no-such-page';

/**
 * One page of each kind of the page model (each is drawn by its own template), an API item of each
 * kind (class, function, …: the segment before its name), and the not-found page: the first of
 * each in the model's order, at its own address (`/docs` is the main doc's second).
 */
const ONE_OF_EACH_KIND = new Set([
  ...new Map(
    readSiteData()
      .pages.filter((page) => !page.alias)
      .reverse()
      .map((page) => [page.kind === 'api-item' ? `api-item ${page.url.split('/').at(-2)}` : page.kind, page.url]),
  ).values(),
  NOT_FOUND,
]);

/** The pages whose code is written to 90 columns (the compile's rule): the guides and posts. */
const WRITTEN_CODE = new Set([...GUIDE_ROUTES, ...POST_ROUTES].map((route) => route.path));

const EXPECTED = new Map<string, RouteExpectation>(ALL_ROUTES.map((route) => [route.path, route]));
const EXPORTED = pages(SITE_EXPORT).map((page) => page.path);
/** The routes the content defines, then any other page of the export (the search page, the not-found pages), then an unknown path. */
const PATHS = [...new Set([...EXPECTED.keys(), ...EXPORTED, NOT_FOUND])];

const EVERY_VIEW: View[] = [
  ['dark', 1280],
  ['light', 375],
  ['light', 1280],
  ['dark', 375],
];
const TWO_VIEWS: View[] = [
  ['light', 1280],
  ['dark', 375],
];

test('every route the content defines is a page of the export', () => {
  expect([...EXPECTED.keys()].filter((path) => !EXPORTED.includes(path))).toEqual([]);
});

test('the page model the pages of each kind come from is the export’s', () => {
  expect([...ONE_OF_EACH_KIND].filter((path) => path !== NOT_FOUND && !EXPORTED.includes(path))).toEqual([]);
});

for (const path of PATHS) {
  const route = EXPECTED.get(path);
  const views = ONE_OF_EACH_KIND.has(path) ? EVERY_VIEW : TWO_VIEWS;
  const named = views.map(([mode, width]) => `${mode} at ${width}px`).join(', ');
  const content = contentCheckOf(path);
  test(`${path}: ${route ? 'its title and h1, ' : ''}${content ? `${content.what}, ` : ''}a clean load, no WCAG 2.1 A/AA violation in ${named}, text that fits in all four`, async ({
    page,
  }) => {
    const watch = await watchProblems(page);
    await page.setViewportSize({ width: views[0][1], height: 900 });
    await page.emulateMedia({ colorScheme: views[0][0], reducedMotion: 'reduce' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
    if (route) {
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
    }
    await content?.check(page);
    // Hydration comes after load, then the lazy parts (diagrams): what they log counts too. The
    // load ends there; what axe and the switches of mode and width do after it is not watched.
    await waitForSettled(page);
    await watch.settle();
    watch.stop();
    // Loaded afresh, as a first visit: the font must have come with the page to draw its text.
    expect.soft(await page.evaluate(siteFontWidths), 'the site’s typeface draws the text').toMatchObject({ drawn: true });
    const violations: string[] = [];
    const layout: string[] = [];
    for (const each of [...views, ...EVERY_VIEW.filter((other) => !views.includes(other))]) {
      await view(page, each);
      const at = `[${each[0]} ${each[1]}px]`;
      const { overflowing, tall, brokenWords, codeBlocks } = await page.evaluate(readLayout, { root: 'main', maxEntryHeight: MAX_ENTRY_HEIGHT });
      layout.push(...[...overflowing, ...tall, ...brokenWords].map((line) => `${at} ${line}`));
      if (each[1] === 1280) {
        // Code wider than the prose: the examples' 90 columns fit; on a guide or a post, where the
        // examples are written to that width, at most 1 block in 10 scrolls.
        for (const block of codeBlocks.filter(({ fits }) => fits < CODE_COLUMNS)) layout.push(`${at} ${block.label} shows ${block.fits.toFixed(1)} characters`);
        const scrolling = codeBlocks.filter((block) => block.scrolls).map((block) => block.label);
        if (WRITTEN_CODE.has(path) && scrolling.length > Math.floor(codeBlocks.length / 10))
          layout.push(`${at} ${scrolling.length} of ${codeBlocks.length} code blocks scroll: ${scrolling.join(', ')}`);
      }
      if (views.includes(each)) violations.push(...(await axeViolations(page)).map((line) => `${at} ${line}`));
    }
    // The not-found page's own 404 is its point (and Chromium logs it as a console error too).
    const ownStatus = (line: string) => path === NOT_FOUND && line.includes(NOT_FOUND) && /(HTTP 404|status of 404)/.test(line);
    const problems = watch.problems.filter((line) => !ownStatus(line));
    expect.soft(problems, `while loading ${path}:\n${problems.join('\n')}`).toEqual([]);
    expect.soft(violations, violations.join('\n')).toEqual([]);
    expect
      .soft(layout, `text that scrolls or sticks out, entries over ${MAX_ENTRY_HEIGHT}px, words broken, code that does not fit:\n${layout.join('\n')}`)
      .toEqual([]);
  });
}
