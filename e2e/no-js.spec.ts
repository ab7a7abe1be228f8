/**
 * Works without JavaScript: every page shows its content, the navbar, the docs sidebar and the
 * footer, its links work, and so do the controls HTML and CSS make (the mobile panels, sidebar
 * categories, tabs); the controls that need a script are not shown.
 */
import { expect, test } from './test';
import { ALL_ROUTES, ARCHIVED_ROUTES, DOCS_AND_SITE_ROUTES } from './routes';

test.use({ javaScriptEnabled: false });

const DOCS = new Set([...DOCS_AND_SITE_ROUTES, ...ARCHIVED_ROUTES].filter((route) => route.path.startsWith('/docs')).map((route) => route.path));

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
      await expect(
        page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction', exact: true }).first(),
        route.path,
      ).toBeVisible();
    }
  }
});

test('links and sidebar categories work without JavaScript: navbar, sidebar, pager, Read more, tag', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page.locator('main h1').first()).toHaveText('Introduction');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.locator('summary', { hasText: 'RPC' }).click();
  await sidebar.getByRole('link', { name: 'Quick Start' }).click();
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

  test('the menu button opens the docs sidebar and the navbar links, and no control that needs JavaScript shows', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toBeVisible();
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    const links = page.getByRole('dialog', { name: 'Navigation' });
    await expect(links.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await page.goto('/blog');
    await toggle.click();
    await links.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page.locator('main h1').first()).toHaveText('Introduction');
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close announcement' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search' })).toBeHidden();
    const copyButtons = page.locator('button[aria-label="Copy code to clipboard"]');
    expect(await copyButtons.count()).toBeGreaterThan(0);
    await expect(copyButtons.first()).toBeHidden();
  });
});
