/**
 * Search works in the writers' live preview (`npm run dev`, on the fixture content), where there is
 * no export: the content step indexes the compiled content into public/pagefind/ after every change.
 */
import { expect, test } from './dev-server';
import { waitForHydration } from '../test';

test('search finds pages in npm run dev, with the Docs / Blog filter', async ({ page }) => {
  // The first request compiles the page and the dialog's chunk.
  test.setTimeout(300_000);
  await page.goto('/docs/introduction', { timeout: 240_000 });
  // The dialog is the framework's; before it, the link leads to the search page.
  await waitForHydration(page, 120_000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search the docs and the blog' });
  await expect(input).toBeFocused({ timeout: 120_000 });
  await input.fill('makeWidget');
  // The dialog's result rows: its version menu's options are options too.
  const rows = page.getByRole('dialog', { name: 'Search' }).getByRole('listbox').getByRole('option');
  const first = rows.first();
  await expect(first).toHaveAttribute('href', '/docs/kit/api/functions/makeWidget', { timeout: 60_000 });
  await expect(first).toContainText('Testing › API Reference › Functions');
  await expect(first.locator('mark').first()).toHaveText(/makeWidget/i);
  await input.fill('fixture');
  await page.getByRole('radio', { name: 'Blog' }).check();
  await expect(rows.first()).toHaveAttribute('href', /^\/blog\//);
});
