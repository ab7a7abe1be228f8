/**
 * Accessibility: axe over every route, in light and dark mode, at desktop and 375px
 * widths, with no violation of the WCAG 2.1 A and AA rules (colour contrast included).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForSettled, type Page } from './test';
import { ALL_ROUTES } from './routes';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;

/** The violations on the page as it is now, one line per rule with the elements it names. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n    ')}`,
  );
}

/** The page in one colour mode as the OS asks for it, settled (theme applied, lazy parts drawn). */
async function open(page: Page, path: string, mode: (typeof MODES)[number], width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  const response = await page.goto(path);
  await waitForSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  return response;
}

const ROUTES = [...ALL_ROUTES.map((route) => route.path), '/no-such-page'];

/**
 * Each route test loads its page four times and runs axe on each; on the longest pages (the testing
 * usage guide is about 550 KB of highlighted code) that takes 25-35 s on two cores, so allow 90.
 */
const ROUTE_TIMEOUT_MS = 90_000;

for (const path of ROUTES) {
  test(`${path} has no WCAG 2.1 A/AA violation in light and dark mode, at 1280 and 375px`, async ({ page }) => {
    test.setTimeout(ROUTE_TIMEOUT_MS);
    const found: string[] = [];
    for (const mode of MODES) {
      for (const width of WIDTHS) {
        await open(page, path, mode, width);
        found.push(...(await violations(page)).map((line) => `[${mode} ${width}px] ${line}`));
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test.describe('open states', () => {
  for (const mode of MODES) {
    test(`the mobile panel, open on a docs page, has no violation in ${mode} mode`, async ({ page }) => {
      await open(page, '/docs/rpc/quick-start', mode, 375);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      expect(await violations(page)).toEqual([]);
    });

    test(`the table of contents disclosure and an open sidebar category have no violation in ${mode} mode`, async ({ page }) => {
      await open(page, '/docs/introduction', mode, 375);
      await page.locator('details').filter({ hasText: 'On this page' }).locator('summary').click();
      expect(await violations(page)).toEqual([]);
      await open(page, '/docs/introduction', mode, 1280);
      await page.getByRole('navigation', { name: 'Docs sidebar' }).locator('summary', { hasText: 'RPC' }).click();
      expect(await violations(page)).toEqual([]);
    });
  }
});
