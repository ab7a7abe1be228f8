/**
 * What Cloudflare's static-asset serving does with the export (wrangler.jsonc, public/_headers,
 * public/_redirects), checked in the preview, which runs that serving in workerd.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test';
import { pages, redirects, SITE_EXPORT, urlListingFiles } from './export';
import { ARCHIVED_ROUTES } from './routes';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const fileUrl = (file: string) => `/${file.slice(`${SITE_EXPORT.root}/`.length)}`;

test('a page answers 200 at /x alone: /x/, /x.html and /x/index.html answer 307 to /x', async ({ request }) => {
  const expectations: [string, number, string?][] = [
    ['/', 200],
    ['/index.html', 307, '/'],
    ['/docs/introduction', 200],
    ['/docs/introduction/', 307, '/docs/introduction'],
    ['/docs/introduction.html', 307, '/docs/introduction'],
    ['/docs/introduction/index.html', 307, '/docs/introduction'],
    // docs.html and a docs/ folder both exist: /docs is the page.
    ['/docs', 200],
    ['/docs/', 307, '/docs'],
    ['/docs.html', 307, '/docs'],
  ];
  for (const [path, status, location] of expectations) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers().location, path).toBe(location);
  }
});

test('every rule of _redirects answers its status and target, and the target answers 200', async ({ request }) => {
  const rules = redirects(SITE_EXPORT);
  expect(rules.length, `${SITE_EXPORT.root}/_redirects has rules`).toBeGreaterThan(0);
  for (const rule of rules) {
    const response = await request.get(rule.from, { maxRedirects: 0 });
    expect(response.status(), rule.from).toBe(rule.status);
    expect(response.headers().location, rule.from).toBe(rule.to);
    expect((await request.get(rule.to, { maxRedirects: 0 })).status(), rule.to).toBe(200);
  }
});

test('every address an archived version had while it was the latest still lands on a page: 200, or one 301 to a page', async ({ request }) => {
  // /docs/0.9.0/utils/cors-support was /docs/utils/cors-support when 0.9.0 was the latest.
  const old = ARCHIVED_ROUTES.map((route) => route.path.replace(`/docs/${route.version}`, '/docs'));
  expect(old.length, 'archived pages').toBeGreaterThan(0);
  const lost: string[] = [];
  for (const path of old) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() === 200) continue;
    const location = response.headers().location;
    const landed = response.status() === 301 && location ? (await request.get(location, { maxRedirects: 0 })).status() : undefined;
    if (landed !== 200) lost.push(`${path}: ${response.status()}${location ? ` → ${location} (${landed})` : ''}`);
  }
  expect(lost).toEqual([]);
});

test('_headers and _redirects are read by the CDN, not served', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects']) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});

test('hashed files under /_next/static/ are cached for a year as immutable', async ({ request }) => {
  const home = readFileSync(join(SITE_EXPORT.root, 'index.html'), 'utf8');
  const hashed = [...new Set(home.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])];
  expect(hashed.length, 'files of /_next/static/ named by the home page').toBeGreaterThan(0);
  for (const path of hashed) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(IMMUTABLE);
  }
});

test('every page, feed and the sitemap revalidate: max-age=0 with an ETag, and 304 while unchanged', async ({ request }) => {
  const paths = [...pages(SITE_EXPORT).map((page) => page.path), ...urlListingFiles(SITE_EXPORT).map(fileUrl), '/docs/introduction.md'];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(REVALIDATE);
    const etag = response.headers().etag;
    expect(etag, path).toBeTruthy();
    expect((await request.get(path, { headers: { 'If-None-Match': etag }, maxRedirects: 0 })).status(), path).toBe(304);
  }
});

test('text is sent compressed to a browser that accepts it', async ({ request }) => {
  const response = await request.get('/docs/introduction', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
});
