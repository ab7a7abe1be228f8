/**
 * Accessibility: axe over every route with no violation of the WCAG 2.1 A and AA rules (colour
 * contrast included), in light mode at 1280px and dark mode at 375px; one page of each kind also
 * in the two other combinations. The page switches mode and width as a reader's browser would,
 * without a reload: the head script follows the system's colour scheme, CSS the width.
 */
import { expect, test, waitForSettled, type Page } from './test';
import { axeViolations } from './axe';
import { ALL_ROUTES, API_INDEX_ROUTES, API_ROUTES, AUTHOR_ROUTES, GUIDE_ROUTES, POST_ROUTES, SITE_ROUTES, TAG_ROUTES } from './routes';

type Mode = 'light' | 'dark';

/** The page as it is now in `mode` at `width`, settled: theme applied, every diagram drawn in it. */
async function view(page: Page, mode: Mode, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator(`figure[data-mermaid]:not([data-theme-rendered="${mode}"])`)).toHaveCount(0);
}

const first = <T extends { path: string }>(routes: T[]) => (routes[0] ? [routes[0].path] : []);
/** The first API page of each kind (class, function, …: the segment before the name). */
const firstOfEachKind = (paths: string[]) => [...new Map([...paths].reverse().map((path) => [path.split('/').at(-2), path])).values()];

/** One page of each kind (each is drawn by its own template). */
const ONE_OF_EACH_KIND = new Set([
  '/',
  ...first(SITE_ROUTES.filter((route) => route.path !== '/' && !route.path.startsWith('/docs'))),
  ...first(GUIDE_ROUTES),
  ...first(API_INDEX_ROUTES),
  ...firstOfEachKind(API_ROUTES.map((route) => route.path)),
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...first(AUTHOR_ROUTES),
  ...first(TAG_ROUTES),
  ...first(POST_ROUTES),
  '/search',
  '/no-such-page',
]);

const ROUTES = [...new Set([...ALL_ROUTES.map((route) => route.path), ...ONE_OF_EACH_KIND])];

for (const path of ROUTES) {
  const views: [Mode, number][] = ONE_OF_EACH_KIND.has(path)
    ? [
        ['light', 1280],
        ['dark', 375],
        ['dark', 1280],
        ['light', 375],
      ]
    : [
        ['light', 1280],
        ['dark', 375],
      ];
  test(`${path} has no WCAG 2.1 A/AA violation in ${views.map(([mode, width]) => `${mode} at ${width}px`).join(', ')}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(path);
    await waitForSettled(page);
    const found: string[] = [];
    for (const [mode, width] of views) {
      await view(page, mode, width);
      found.push(...(await axeViolations(page)).map((line) => `[${mode} ${width}px] ${line}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test.describe('open states', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the mobile panel, open on a docs page, has no violation in ${mode} mode`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await page.goto(GUIDE_ROUTES[0].path);
      await waitForSettled(page);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the table of contents disclosure and an open sidebar category have no violation in ${mode} mode`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await page.goto('/docs/introduction');
      await waitForSettled(page);
      await page.locator('details').filter({ hasText: 'On this page' }).locator('summary').click();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('navigation', { name: 'Docs sidebar' }).locator('details:not([open]) > summary').first().click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
