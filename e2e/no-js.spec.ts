/**
 * Issue 6, works without JavaScript: every page shows its content, the navbar, the docs sidebar
 * and the footer, and its links work.
 */
import { expect, test } from './test';
import { ALL_ROUTES, DOCS_AND_SITE_ROUTES } from './routes';

test.use({ javaScriptEnabled: false });

const DOCS = new Set(DOCS_AND_SITE_ROUTES.filter((route) => route.path.startsWith('/docs')).map((route) => route.path));

test('every route shows its h1, the navbar, the footer and, on docs pages, the sidebar', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of ALL_ROUTES) {
    await page.goto(route.path);
    await expect(page.locator('main h1').first(), route.path).toHaveText(route.h1);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Blog', exact: true }), route.path).toBeVisible();
    await expect(navbar.getByRole('link', { name: /GitHub/ }), route.path).toBeVisible();
    await expect(page.getByRole('contentinfo'), route.path).toBeVisible();
    if (DOCS.has(route.path)) {
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction', exact: true }).first(), route.path).toBeVisible();
    }
  }
});

test('links work without JavaScript: navbar, sidebar, pager, Read more, tag', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page.locator('main h1').first()).toHaveText('Introduction');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quick Start' }).click();
  await expect(page).toHaveURL(/\/docs\/rpc\/quick-start$/);
  await expect(page.locator('main h1').first()).toHaveText('Quick Start');
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page.locator('main h1').first()).not.toHaveText('Quick Start');
  await page.goto('/blog');
  await page.getByRole('link', { name: /Read more about Standing on the Shoulders of Giants/ }).click();
  await expect(page.locator('main h1').first()).toHaveText('Standing on the Shoulders of Giants');
  await page.getByRole('link', { name: 'Personal', exact: true }).first().click();
  await expect(page.locator('main h1').first()).toHaveText('1 post tagged with "Personal"');
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the navbar links stay reachable without the menu button, and no control that needs JavaScript shows', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close announcement' })).toBeHidden();
    const copyButtons = page.locator('button[aria-label="Copy code to clipboard"]');
    expect(await copyButtons.count()).toBeGreaterThan(0);
    await expect(copyButtons.first()).toBeHidden();
  });
});
