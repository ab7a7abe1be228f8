import { expect, gotoHydrated, test, type Page } from './test';
import { API_ROUTES, POST_ROUTES } from './routes';
import { contrastOf } from './contrast';
import siteConfig from '../content/site.config';

const announcement = (page: Page) => page.getByRole('region', { name: 'Announcement' });

test.describe('announcement bar', () => {
  test('is shown, closes, and stays closed across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(announcement(page)).toBeVisible();
    const [opening] = siteConfig.announcementBar.content;
    await expect(announcement(page)).toContainText(String(opening).trim());
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(announcement(page)).toBeHidden();
    await page.reload();
    await expect(announcement(page)).toBeHidden();
  });

  const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;

  for (const mode of ['light', 'dark'] as const) {
    test(`has the configured ${mode}-mode colours from the first paint, with AA contrast for its text and links`, async ({ page }) => {
      const bar = siteConfig.announcementBar;
      const expected = mode === 'dark' ? bar.dark : bar;
      await page.emulateMedia({ colorScheme: mode });
      // The bar's colours as the first frame that holds it is produced, before any framework code runs.
      await page.addInitScript(() => {
        const w = window as unknown as { firstBar?: { background: string; color: string } };
        const record = () => {
          const found = document.querySelector('[data-announcement-id]');
          if (w.firstBar || !found) return;
          const style = getComputedStyle(found);
          w.firstBar = { background: style.backgroundColor, color: style.color };
        };
        new MutationObserver(record).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/docs/introduction', { waitUntil: 'load' });
      const first = await page.evaluate(() => (window as unknown as { firstBar?: { background: string; color: string } }).firstBar);
      expect(first && { background: hex(first.background), color: hex(first.color) }).toEqual({
        background: expected.backgroundColor,
        color: expected.textColor,
      });
      for (const part of [announcement(page).locator('p'), ...(await announcement(page).getByRole('link').all())]) {
        const { ratio, color, background } = await contrastOf(part);
        expect(ratio, `${await part.textContent()}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  test('a new announcement id shows the bar again', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'));
    await page.goto('/');
    await expect(announcement(page)).toBeVisible();
  });
});

test.describe('mobile navigation below 996px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the toggle opens a panel with the navbar items and locks page scroll', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Navigation' });
    await expect(panel.getByRole('link', { name: 'Blog' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(toggle).toBeFocused();
  });

  test('on docs pages it shows the docs sidebar with a way back to the main menu', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const panel = page.getByRole('dialog', { name: 'Navigation' });
    await expect(panel.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quick Start' })).toHaveAttribute('aria-current', 'page');
    await panel.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(panel.getByRole('link', { name: 'Blog' })).toBeVisible();
  });

  test('it closes on navigation and when the window grows to desktop width', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    const panel = page.getByRole('dialog', { name: 'Navigation' });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await panel.getByRole('link', { name: 'Introduction', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(panel).toBeHidden();
  });

  test('the sidebar reaches the mobile panel without a second copy in the page or the tree on non-docs pages', async ({ request }) => {
    // The docs layout's sidebar draws into the open panel; the HTML carries it once, and pages
    // outside the docs carry none of it (it grows with every doc).
    const docsHtml = await (await request.get('/docs/rpc/quick-start')).text();
    expect(docsHtml.match(/<nav aria-label="Docs sidebar"/g)).toHaveLength(1);
    const sidebarOnly = API_ROUTES.at(-1)!.path;
    expect(docsHtml).toContain(sidebarOnly);
    for (const path of ['/', '/blog', ...POST_ROUTES.slice(0, 1).map((post) => post.path)]) {
      expect(await (await request.get(path)).text(), path).not.toContain(sidebarOnly);
    }
  });

  test('the desktop sidebar and TOC give way to the mobile disclosure', async ({ page }) => {
    await page.goto('/docs/introduction');
    await expect(page.locator('nav[aria-label="Docs sidebar"]:visible')).toHaveCount(0);
    const disclosure = page.locator('details').filter({ hasText: 'On this page' });
    await disclosure.locator('summary').click();
    await expect(disclosure.getByRole('link', { name: 'What is Lumenize?' })).toBeVisible();
  });
});

test('Tab adds navigation-with-keyboard to <body>, a mouse press removes it, once the framework is there', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.down();
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
});
