import { expect, test } from './test';
import { pages, SITE_EXPORT } from './export';

test('the security headers and the CSP arrive on every page, the 404 page, redirects, feeds and files', async ({ request }) => {
  const missing = '/docs/no-such-page';
  const paths = [
    ...pages(SITE_EXPORT).map((page) => page.path),
    missing,
    '/blog/page/1',
    '/docs/introduction/',
    '/blog/rss.xml',
    '/sitemap.xml',
    '/favicon.ico',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'none'");
    expect(csp, path).toContain("frame-src 'none'");
    // What a page's meta policy cannot carry, and what Pagefind's worker (which has no meta tag) needs.
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("worker-src 'self'");
    expect(csp, path).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  }
  expect((await request.get(missing)).status()).toBe(404);
});

test('the social cards and images may be shown by other sites; every other file only by this one', async ({ request }) => {
  for (const path of ['/og/docs/rpc/introduction.png', '/img/logo.svg', '/img/social-card.png']) {
    expect((await request.get(path)).headers()['cross-origin-resource-policy'], path).toBe('cross-origin');
  }
  expect((await request.get('/pagefind/pagefind-worker.js')).headers()['cross-origin-resource-policy']).toBe('same-origin');
});

test('external links open safely with rel="noopener noreferrer"', async ({ page }) => {
  for (const path of ['/', '/docs/introduction', '/docs/routing/cors-support']) {
    await page.goto(path);
    const unsafe = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links
        .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
        .filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? ''))
        .map((a) => a.getAttribute('href')),
    );
    expect(unsafe, path).toEqual([]);
  }
});
