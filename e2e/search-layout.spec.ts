/**
 * Search as a reader holds it, at 375 and 1280 px: the navbar's control opens the dialog without
 * starting the route progress bar; the dialog is a full-screen sheet on a phone and a panel on a
 * desktop; no result row, in the dialog or on the search page, is wider than its list; and no field
 * shows the browser's own clear button beside the dialog's Close.
 */
import { expect, gotoHydrated, test, type Locator, type Page } from './test';

const WIDTHS = [375, 1280] as const;
const QUERY = 'websocket';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchControl = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });

/** Each element of `rows` whose text runs past its own box or past the right edge of `within`. */
async function overflowing(rows: Locator, within: Locator): Promise<string[]> {
  const edge = (await within.boundingBox())!;
  return rows.evaluateAll(
    (elements, right) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        return element.scrollWidth > element.clientWidth + 1 || box.right > right + 1
          ? [`${element.getAttribute('href')}: ${element.scrollWidth} px of text in ${element.clientWidth}, right edge at ${box.right}`]
          : [];
      }),
    edge.x + edge.width,
  );
}

/**
 * Whether the browser draws its own clear button in `field` (holding text): Chromium's button is an
 * element of the field's user-agent shadow tree, which only the devtools protocol reaches.
 */
async function nativeClearShown(page: Page, field: Locator): Promise<boolean> {
  await field.evaluate((input) => input.setAttribute('data-clear-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = { nodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
  const all = (node: Node): Node[] => [node, ...(node.children ?? []), ...(node.shadowRoots ?? [])].flatMap((each) => (each === node ? [each] : all(each)));
  const input = all(root).find((node) => node.attributes?.includes('data-clear-probe'));
  const button = input && all(input).find((node) => node.attributes?.join(' ').includes('-webkit-search-cancel-button'));
  if (!button) return false;
  // Drawn if it has a box: a hidden button has none.
  return cdp.send('DOM.getBoxModel', { nodeId: button.nodeId }).then(
    () => true,
    () => false,
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // A phone: touch, and scrollbars that overlay the page rather than narrow it.
    test.use({ viewport: { width, height: 740 }, hasTouch: width === 375, isMobile: width === 375 });

    test('opening search from the navbar starts no progress bar, open or closed', async ({ page }) => {
      await gotoHydrated(page, '/docs/introduction');
      if (width === 375) await searchControl(page).tap();
      else await searchControl(page).click();
      await expect(dialog(page)).toBeVisible();
      // The bar would show within its 200 ms delay; this waits past it.
      await page.waitForTimeout(600);
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await page.waitForTimeout(600);
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
    });

    test(`the dialog is ${width === 375 ? 'a sheet over the whole screen' : 'a panel over the page'}, its rows within it`, async ({ page }) => {
      await gotoHydrated(page, '/docs/introduction');
      await searchControl(page).click();
      await page.getByRole('combobox', { name: 'Search the docs and the blog' }).fill(QUERY);
      const rows = dialog(page).getByRole('listbox').getByRole('option');
      await expect(rows.first()).toBeVisible();
      const box = (await dialog(page).boundingBox())!;
      if (width === 375) expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
      else {
        expect(box.width).toBeLessThanOrEqual(width / 2);
        expect(box.y).toBeGreaterThan(0);
      }
      await dialog(page)
        .getByRole('button', { name: /^Show all/ })
        .click();
      expect(await overflowing(rows, dialog(page))).toEqual([]);
    });

    test('the search page is no wider than the screen, whatever its results hold', async ({ page }) => {
      await page.goto(`/search?q=${QUERY}`);
      const rows = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(rows.first()).toBeVisible();
      await page.getByRole('button', { name: /^Show all/ }).click();
      await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await overflowing(rows, page.getByRole('main'))).toEqual([]);
    });

    test('no field shows the browser’s own clear button', async ({ page }) => {
      await page.goto(`/search?q=${QUERY}`);
      const pageField = page.getByRole('searchbox', { name: 'Search the docs and the blog' });
      await expect(pageField).toHaveValue(QUERY);
      expect(await nativeClearShown(page, pageField)).toBe(false);
      await gotoHydrated(page, '/docs/introduction');
      await searchControl(page).click();
      const dialogField = page.getByRole('combobox', { name: 'Search the docs and the blog' });
      await dialogField.fill(QUERY);
      expect(await nativeClearShown(page, dialogField)).toBe(false);
      await expect(dialog(page).getByRole('button')).toHaveText(['Close', /^Show all/]);
    });
  });
}
