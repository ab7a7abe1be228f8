/**
 * Every item of the content's API reference on its page, and every package's index, derived from
 * the API files. The structure of an item page is specified on the fixture's package
 * (e2e/fixture/api.spec.ts).
 */
import { expect, test } from './test';
import { API_INDEX_ROUTES, API_ROUTES } from './routes';

test('every API page shows the exact signature of its item, its parameters and its package', async ({ page }) => {
  test.slow(); // every API page in one test
  for (const item of API_ROUTES) {
    await page.goto(item.path);
    const signature = page.locator('#signature + pre code');
    // Exact, but for spaces at line ends, which nobody sees and which are invalid HTML (html-validate).
    expect(await signature.textContent(), item.path).toBe(item.signature.replace(/[ \t]+$/gm, ''));
    for (const param of item.params) {
      await expect(page.locator('table').first().locator('td:first-child code', { hasText: param }).first()).toBeVisible();
    }
    await expect(page.locator('#exported-from + p')).toContainText(item.packageName);
  }
});

test('every API index page lists its items grouped by kind', async ({ page }) => {
  for (const index of API_INDEX_ROUTES) {
    await page.goto(index.path);
    await expect(page.locator('article h2'), index.path).toHaveText(index.groups.map(({ group }) => `${group}#`));
    for (const { group, segment, count } of index.groups) {
      await expect(page.locator(`section[aria-labelledby="${segment}"] ul > li > a`), `${index.path} ${group}`).toHaveCount(count);
    }
  }
});
