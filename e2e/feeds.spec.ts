/**
 * Feeds: a JSON feed, a feed per tag in every format, and BlogPosting structured data on posts.
 */
import { expect, test } from './test';
import type { JsonFeed } from './feed';
import { watchProblems } from './page-problems';
import { POST_ROUTES, TAG_ROUTES } from './routes';

const SITE = 'https://lumenize.com';
const POSTS = POST_ROUTES;
// Tag → how many posts carry it, counted from the posts' front matter.
const TAGS = TAG_ROUTES.map((route) => ({ path: route.path, count: route.posts }));

test('/blog/feed.json is a JSON Feed with every post, absolute links and full content', async ({ request }) => {
  const response = await request.get('/blog/feed.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('json');
  const feed = (await response.json()) as JsonFeed;
  expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
  expect(feed.feed_url).toBe(`${SITE}/blog/feed.json`);
  expect(feed.items.map((item) => item.url).sort()).toEqual(POSTS.map((post) => `${SITE}${post.path}`).sort());
  for (const item of feed.items) {
    const post = POSTS.find((candidate) => `${SITE}${candidate.path}` === item.url)!;
    expect(item.title).toBe(post.h1);
    expect(item.content_html.length).toBeGreaterThan(0);
    expect(item.content_html).not.toMatch(/(href|src)="\/(?!\/)/);
    // JSON Feed 1.0 names one author per item: the post's first.
    expect(item.author?.name).toBe(post.authors[0]);
  }
});

test('every page links the JSON feed in its head', async ({ page }) => {
  for (const path of ['/', '/docs/introduction', '/blog']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/feed+json"]').first()).toHaveAttribute('href', `${SITE}/blog/feed.json`);
  }
});

for (const tag of TAGS) {
  test(`${tag.path} has RSS, Atom and JSON feeds of exactly its ${tag.count} post(s), linked in the head and on the page`, async ({ page, request }) => {
    const rss = await (await request.get(`${tag.path}/rss.xml`)).text();
    const atom = await (await request.get(`${tag.path}/atom.xml`)).text();
    const json = (await (await request.get(`${tag.path}/feed.json`)).json()) as JsonFeed;
    expect(rss.match(/<item>/g)).toHaveLength(tag.count);
    expect(atom.match(/<entry>/g)).toHaveLength(tag.count);
    expect(json.items).toHaveLength(tag.count);
    await page.goto(tag.path);
    const linked = page.locator('main').getByRole('article').getByRole('heading').locator('a');
    const onPage = (await linked.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))).sort();
    expect(json.items.map((item) => new URL(item.url).pathname).sort()).toEqual(onPage);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]').last()).toHaveAttribute('href', `${SITE}${tag.path}/rss.xml`);
    for (const name of ['RSS', 'Atom', 'JSON feed']) {
      const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
      expect((await request.get(href ?? '')).status(), name).toBe(200);
    }
  });
}

for (const post of POSTS) {
  test(`${post.path} carries BlogPosting and BreadcrumbList JSON-LD`, async ({ page }) => {
    await page.goto(post.path);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const posting = data.find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.h1, url: `${SITE}${post.path}`, author: post.authors.map((name) => ({ '@type': 'Person', name })) });
    expect(String(posting?.datePublished)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(String(posting?.image)).toMatch(/^https:\/\/lumenize\.com\//);
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((entry) => entry.name)).toEqual(['Home', 'Lumenize Blog', post.h1]);
  });
}

test('the feeds load in a browser without errors (XSLT view)', async ({ page }) => {
  const watch = await watchProblems(page);
  for (const path of ['/blog/rss.xml', '/blog/atom.xml']) {
    await page.goto(path);
    await watch.settle();
  }
  watch.stop();
  // The feeds have an XSLT view for people; Chromium (since 2025) warns that it is deprecating XSLT.
  // That notice is the browser's, about the feature itself; anything else counts.
  const xsltNotice = (line: string) => line.startsWith('console.warning: XSLTProcessor and XSLT Processing Instructions have been deprecated');
  expect(watch.problems.filter((line) => !xsltNotice(line))).toEqual([]);
});
