/**
 * Accessibility of the states a click opens: the mobile panel, the table of contents disclosure
 * and a sidebar category, in both colour modes. Every page as it loads is checked by
 * e2e/every-route.spec.ts.
 */
import { expect, test, waitForSettled, type Page } from './test';
import { axeViolations } from './axe';
import { GUIDE_ROUTES } from './routes';

/** `path` as a reader in `mode` at `width` sees it once settled (theme applied, lazy parts drawn). */
async function open(page: Page, path: string, mode: 'light' | 'dark', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForSettled(page);
}

test.describe('open states', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the mobile panel, open on a docs page, has no violation in ${mode} mode`, async ({ page }) => {
      await open(page, GUIDE_ROUTES[0].path, mode, 375);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the table of contents disclosure and an open sidebar category have no violation in ${mode} mode`, async ({ page }) => {
      await open(page, '/docs/introduction', mode, 375);
      await page.locator('details').filter({ hasText: 'On this page' }).locator('summary').click();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('navigation', { name: 'Docs sidebar' }).locator('details:not([open]) > summary').first().click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
