import { expect, test, type Page } from './test';
import { DOCS_AND_SITE_ROUTES, MAIN_DOC_PATH, POST_ROUTES } from './routes';
import { ROUTES } from '../lib/core/paths';

const SITE = 'https://lumenize.com';

interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

/** The sitemap as the browser's XML parser reads it. */
async function readSitemap(page: Page): Promise<SitemapEntry[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error(`sitemap.xml does not parse: ${doc.querySelector('parsererror')?.textContent}`);
    if (doc.documentElement.localName !== 'urlset') throw new Error(`root element is ${doc.documentElement.localName}`);
    return [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
  }, xml);
}

test('sitemap.xml parses and lists every canonical route with an absolute URL and a lastmod', async ({ page }) => {
  await page.goto('/');
  const entries = await readSitemap(page);
  const locs = entries.map((entry) => entry.loc);
  expect(new Set(locs).size, 'no URL twice').toBe(locs.length);
  for (const entry of entries) {
    expect(entry.loc).toMatch(/^https:\/\/lumenize\.com\//);
    expect(entry.lastmod, entry.loc).not.toBeNull();
    expect(Number.isNaN(Date.parse(entry.lastmod!)), `${entry.loc} lastmod ${entry.lastmod}`).toBe(false);
  }
  // `/docs` shows the introduction, whose own address is the canonical one the sitemap lists.
  const expected = DOCS_AND_SITE_ROUTES.filter((route) => route.path !== '/docs').map((route) => `${SITE}${route.path === '/' ? '/' : route.path}`);
  expect(locs).toEqual(expect.arrayContaining(expected));
  expect(locs).toContain(`${SITE}/docs/introduction`);
  expect(locs).not.toContain(`${SITE}/docs`);

  // The sitemap lists the blog once it has any posts.
  if (POST_ROUTES.length > 0) {
    const blog = [ROUTES.blog, ROUTES.archive, ROUTES.authors, ROUTES.tags, ...POST_ROUTES.map((post) => post.path)];
    expect(locs).toEqual(expect.arrayContaining(blog.map((path) => `${SITE}${path}`)));
    expect(locs.some((loc) => loc.startsWith(`${SITE}${ROUTES.tags}/`))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${SITE}${ROUTES.authors}/`))).toBe(true);
  }
});

test('a doc’s lastmod in the sitemap is the date its page shows as last updated', async ({ page }) => {
  await page.goto('/');
  const entries = await readSitemap(page);
  for (const path of ['/docs/rpc/quick-start', '/docs/routing/api', '/docs/testing/api/classes/Browser']) {
    await page.goto(path);
    const shown = await page.locator('main footer time').getAttribute('datetime');
    expect(entries.find((entry) => entry.loc === `${SITE}${path}`)?.lastmod, path).toBe(shown);
  }
});

test('robots.txt allows every crawler and points at the sitemap', async ({ page }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\S/m);
  expect(text).toMatch(/^Sitemap: https:\/\/lumenize\.com\/sitemap\.xml$/m);
});

test('docs pages have an absolute canonical link; /docs points at the main doc', async ({ page }) => {
  for (const [path, canonical] of [
    ['/docs/rpc/quick-start', '/docs/rpc/quick-start'],
    ['/docs/rpc/api/functions/createRpcClient', '/docs/rpc/api/functions/createRpcClient'],
    ['/docs', MAIN_DOC_PATH],
  ]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${canonical}`);
  }
});

interface ListItem {
  position: number;
  name: string;
  item: string;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const path of ['/docs/testing/usage', '/docs/rpc/api/functions/createRpcClient', '/docs/routing/api']) {
  test(`JSON-LD on ${path}: a TechArticle and a BreadcrumbList matching the visible breadcrumbs`, async ({ page }) => {
    await page.goto(path);
    const data = await jsonLd(page);
    const article = data.find((item) => item['@type'] === 'TechArticle');
    expect(article).toBeDefined();
    expect(article!['@context']).toBe('https://schema.org');
    expect(article!.headline).toBe(await page.locator('article h1').textContent());
    expect(article!.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(article!.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
    expect(article!.dateModified).toBe(await page.locator('main footer time').getAttribute('datetime'));
    expect(article!.publisher).toMatchObject({ '@type': 'Organization', name: 'Lumenize' });

    const list = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(list).toBeDefined();
    const items = list!.itemListElement as ListItem[];
    // What a reader sees: the home link, each category that links to a page, and the page itself.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    const visible = await crumbs
      .locator('a, [aria-current="page"]')
      .evaluateAll((els) =>
        els.map((el) => ({ name: el.getAttribute('aria-label') === 'Home page' ? 'Home' : (el.textContent ?? '').trim(), href: el.getAttribute('href') })),
      );
    expect(items.map((item) => item.position)).toEqual(visible.map((_, index) => index + 1));
    expect(items.map((item) => item.name)).toEqual(visible.map((crumb) => crumb.name));
    expect(items.map((item) => item.item)).toEqual(visible.map((crumb) => `${SITE}${crumb.href ?? path}`));
  });
}

test('each docs page says when it was last updated, from git history', async ({ page }) => {
  for (const path of ['/docs/introduction', '/docs/routing/cors-support', '/docs/rpc/api']) {
    await page.goto(path);
    const footer = page.locator('main footer');
    await expect(footer).toContainText(/Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const time = footer.locator('time');
    const dateTime = await time.getAttribute('datetime');
    expect(Number.isNaN(Date.parse(dateTime!))).toBe(false);
    const shown = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(dateTime!));
    await expect(time).toHaveText(shown);
  }
  await page.goto('/docs/rpc/quick-start');
  await expect(page.locator('main footer').getByRole('link', { name: 'Edit this page' })).toBeVisible();
});
