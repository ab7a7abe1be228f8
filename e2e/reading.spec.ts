/**
 * How the guides, posts and blog list read at a laptop's width: prose at a readable measure; and
 * the site's own typefaces, for text and for code, one small preloaded file each. (Text that fits, short entries, whole words
 * and code wide enough for the examples are checked on every page, at both widths and in both
 * modes: e2e/every-route.spec.ts.)
 */
import { BUDGETS } from '../scripts/bench/budgets';
import { drawnFont, MAX_ENTRY_HEIGHT, readLayout, siteFontWidths } from './reading';
import { expect, test } from './test';
import { ARCHIVED_GUIDE_PATHS, BLOG_LIST_PATHS, GUIDE_ROUTES, POST_ROUTES } from './routes';

/** The guides of every version, and the posts. */
const READING_PAGES = [...[...GUIDE_ROUTES, ...POST_ROUTES].map((route) => route.path), ...ARCHIVED_GUIDE_PATHS];
/** Characters a line of prose, at 1280px: the measure of comfortable reading. */
const MEASURE = { min: 60, max: 80 };

/** The average length of the full lines of a page's paragraphs. */
const averageLine = (lines: number[]) => lines.reduce((sum, line) => sum + line, 0) / lines.length;

test.describe('the measure of prose at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // A blog list's posts are articles of their own: its measure is read over the whole of main.
  const roots = [...READING_PAGES.map((path) => ({ path, root: 'main article' })), ...BLOG_LIST_PATHS.map((path) => ({ path, root: 'main' }))];
  for (const { path, root } of roots) {
    test(`${path}: paragraphs run ${MEASURE.min} to ${MEASURE.max} characters a line`, async ({ page }) => {
      await page.goto(path);
      const { proseLines } = await page.evaluate(readLayout, { root, maxEntryHeight: MAX_ENTRY_HEIGHT });
      expect(proseLines.length, 'full lines of prose').toBeGreaterThan(0);
      const average = averageLine(proseLines);
      expect(average, `characters a line, on average over ${proseLines.length} full lines`).toBeGreaterThanOrEqual(MEASURE.min);
      expect(average, `characters a line, on average over ${proseLines.length} full lines`).toBeLessThanOrEqual(MEASURE.max);
    });
  }
});

test('text is set in Geist and code in Geist Mono: one preloaded WOFF 2 file each, of at most 40 KB', async ({ page }) => {
  const fonts: { url: string; type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font')
      fonts.push({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length });
  });
  // A guide with a TypeScript example.
  await page.goto(GUIDE_ROUTES.find((route) => route.fences.includes('ts'))?.path ?? '');
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => ({ href: link.href, type: link.type })));
  expect(preloads).toHaveLength(2);
  for (const preload of preloads) expect(preload.type).toBe('font/woff2');

  expect(await page.evaluate(siteFontWidths), 'the site’s typeface draws the text').toMatchObject({ drawn: true });
  expect(await drawnFont(page, 'main article p'), 'the text’s font').toEqual({ familyName: 'Geist', isCustomFont: true });
  expect(await drawnFont(page, 'main article pre [data-line] > span'), 'the code’s font').toEqual({ familyName: 'Geist Mono', isCustomFont: true });

  await expect.poll(() => fonts.length).toBe(2);
  expect(fonts.map((font) => font.url).sort()).toEqual(preloads.map((preload) => preload.href).sort());
  for (const font of fonts) {
    expect(font.type).toBe('font/woff2');
    expect(font.bytes, font.url).toBeLessThanOrEqual(BUDGETS.fonts.bytes);
    expect((await (await page.request.get(font.url)).body()).subarray(0, 4).toString('latin1'), 'the WOFF 2 signature').toBe('wOF2');
  }
});
