/**
 * The colours of code blocks, tabs and admonitions on every guide of the content. What each block,
 * tab and admonition does is specified on the fixture's docs (e2e/fixture/code-blocks.spec.ts).
 */
import { expect, test } from './test';
import { lowContrast } from './contrast';
import { GUIDE_ROUTES } from './routes';

test.use({ viewport: { width: 1400, height: 900 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code, diff lines, line numbers, prompts, tabs and admonitions keep WCAG AA contrast in ${colorScheme} mode on every guide`, async ({ page }) => {
    test.slow(); // every guide in one test
    await page.emulateMedia({ colorScheme });
    for (const { path } of GUIDE_ROUTES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await lowContrast(page), path).toEqual([]);
    }
  });
}
