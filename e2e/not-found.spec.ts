/**
 * The not-found page helps the reader on: from its first paint, without the framework, it names the
 * page nearest to the address asked for and offers a search field already holding the address's
 * words, whose form leads to the search page. At 375 and 1280 px, in light and dark mode.
 */
import { blockFramework } from '../scripts/bench/controls';
import { axeViolations } from './axe';
import { expect, gotoHydrated, test } from './test';
import { GUIDE_ROUTES } from './routes';

/** A guide whose last segment has a hyphen: the same address without it is a typo a reader makes. */
const guide = GUIDE_ROUTES.find((route) => route.path.split('/').at(-1)!.includes('-'))!;
const mistyped = guide.path.replace(/-(?=[^/]*$)/, '');

test(`the address ${mistyped} answers 404 and suggests ${guide.path} before the framework`, async ({ page }) => {
  expect(guide, 'a guide with a hyphen in its address').toBeDefined();
  await blockFramework(page);
  const response = await page.goto(mistyped);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const suggestion = page.getByText('Did you mean');
  await expect(suggestion).toBeVisible();
  await expect(suggestion.getByRole('link')).toHaveAttribute('href', guide.path);
  await expect(suggestion.getByRole('link')).toHaveText(guide.h1);
  const field = page.getByRole('searchbox', { name: 'Search the docs and the blog' });
  // The address's words, as a reader would type them: between its slashes and hyphens.
  const words = mistyped.split(/[/-]/).filter((word) => word !== '' && word !== 'docs');
  await expect(field).toHaveValue(words.join(' '));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search page may add the version it searches to the address once its script has run.
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === words.join(' '));
  await expect(page.getByRole('searchbox', { name: 'Search the docs and the blog' })).toHaveValue(words.join(' '));
});

test('an address near no page suggests none, and still offers the search', async ({ page }) => {
  await page.goto('/qqxyzzyq/wwvvuu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search the docs and the blog' })).toHaveValue('qqxyzzyq wwvvuu');
});

for (const width of [375, 1280] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`at ${width} px in ${mode} mode, the suggestion and the field fit the screen and pass WCAG 2.1 A/AA`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await gotoHydrated(page, mistyped);
      // The framework's hydration leaves what the script wrote.
      await expect(page.getByText('Did you mean').getByRole('link')).toHaveAttribute('href', guide.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const field = (await page.getByRole('searchbox', { name: 'Search the docs and the blog' }).boundingBox())!;
      expect(field.x + field.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
}
