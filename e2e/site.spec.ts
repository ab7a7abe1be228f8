import siteConfig from '../content/site.config';
import { expect, test } from './test';

test('an unknown route gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('main').getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: /docs/i })).toHaveAttribute('href', '/docs/introduction');
});

test('/x/, /x.html and /x/index.html lead to /x, which shows the page with its active sidebar item', async ({ page }) => {
  for (const path of ['/docs/introduction', '/docs/introduction/', '/docs/introduction.html', '/docs/introduction/index.html']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(/\/docs\/introduction$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
    const current = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
    await expect(current, path).toHaveCount(1);
    await expect(current, path).toHaveText('Introduction');
    await expect(current, path).toHaveAttribute('href', '/docs/introduction');
  }
});

test('/docs shows the landing doc with a canonical link to /docs/introduction', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.locator('h1')).toHaveText('Introduction');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://lumenize.com/docs/introduction');
});

test('the navbar has the brand, Docs and Blog on the left and GitHub on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation');
  const brand = nav.getByRole('link', { name: /Lumenize/ }).first();
  await expect(brand).toHaveAttribute('href', '/');
  await expect(brand.getByRole('img', { name: 'Lumenize Logo' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/introduction');
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
  const github = nav.getByRole('link', { name: /GitHub/ });
  await expect(github).toHaveAttribute('href', 'https://github.com/lumenize/lumenize');
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  const docsBox = await nav.getByRole('link', { name: 'Docs', exact: true }).boundingBox();
  const githubBox = await github.boundingBox();
  expect(docsBox!.x).toBeLessThan(400);
  expect(githubBox!.x).toBeGreaterThan(800);
});

test('the navbar stays fixed at the top while the page scrolls', async ({ page }) => {
  await page.goto('/docs/testing/usage');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const box = await page.getByRole('banner').boundingBox();
  expect(box!.y).toBe(0);
});

test('the Docs navbar item is marked active on docs pages', async ({ page }) => {
  await page.goto('/docs/rpc/quick-start');
  const docs = page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true });
  await expect(docs).toHaveClass(/active/);
});

test('the footer has the Docs, Community and More columns and the copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading')).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer.getByRole('link', { name: 'What is Lumenize?' })).toHaveAttribute('href', '/docs/introduction#what-is-lumenize');
  await expect(footer.getByRole('link', { name: /Discord/ })).toHaveAttribute('href', 'https://discordapp.com/invite/lumenize');
  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
  await expect(footer.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/lumenize/lumenize');
  await expect(footer).toContainText('Copyright © 2025 Lumenize');
});

test('the footer link "What is Lumenize?" lands on that heading', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'What is Lumenize?' }).click();
  await expect(page).toHaveURL(/\/docs\/introduction#what-is-lumenize$/);
  await expect(page.locator('h2#what-is-lumenize')).toBeInViewport();
});

test('the skip link is the first focusable element and jumps to the main content', async ({ page }) => {
  await page.goto('/docs/introduction');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('each page has a description, keywords and an absolute og:image', async ({ page }) => {
  await page.goto('/docs/rpc/introduction');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /rpc/i);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/lumenize\.com\//);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', 'https://lumenize.com/blog/rss.xml');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', 'https://lumenize.com/blog/atom.xml');
});

test('the home page shows the hero, its actions and the feature cards of the site config', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByText(siteConfig.title, { exact: true })).toBeVisible();
  await expect(page.locator('h1')).toHaveText(siteConfig.tagline);
  for (const action of siteConfig.home.actions) {
    await expect(page.getByRole('main').getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.to);
  }
  const features = page.getByRole('region', { name: 'Features' });
  await expect(features.getByRole('heading', { level: 2 })).toHaveText(siteConfig.home.features.map((feature) => feature.title));
  await expect(features.locator('svg[aria-hidden="true"]')).toHaveCount(siteConfig.home.features.length);
});

test('the markdown page is a standalone page without a docs sidebar', async ({ page }) => {
  await page.goto('/markdown-page');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  await expect(page.locator('main pre')).toBeVisible();
});
