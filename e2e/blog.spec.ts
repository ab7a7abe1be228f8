/**
 * The blog of the content, tested against the production export: every blog route, and lists and
 * feeds that hold every post, derived from the posts' front matter. Exact texts, counts, summaries,
 * pagination and authors are specified on the fixture's posts (e2e/fixture/blog.spec.ts).
 */
import { test, expect, type Page } from './test';
import { parseFeed } from './feed';
import { AUTHOR_ROUTES, BLOG_LIST_PATHS, BLOG_ROUTES, POST_ROUTES, SITE_ROUTES, TAG_ROUTES } from './routes';
import siteConfig from '../content/site.config';
import { ROUTES } from '../lib/core/paths';

const SITE = siteConfig.url;
const POSTS = POST_ROUTES;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  return response;
}

/** The post of the content at `href`, absolute or not. */
const postAt = (href: string | null) => POSTS.find((post) => href === post.path || href === `${SITE}${post.path}`);
/** A text's words, lowercased, without punctuation, Markdown's marks or a link's address: what a page shows and its source share. */
const words = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
/** Whether `part` is `whole` with words left out, never reordered. */
function inOrder(part: string[], whole: string[]): boolean {
  let at = 0;
  for (const word of part) {
    at = whole.indexOf(word, at) + 1;
    if (at === 0) return false;
  }
  return true;
}
/** The first paragraph a post opens with, in its source: past any heading, image or blank line. */
const openingParagraph = (source: string) => source.split(/\n\s*\n/).find((block) => /^[\p{L}\p{N}"'“*_[`]/u.test(block.trim())) ?? '';

/** Titles in any order: posts of the same date may come in either. */
const sorted = (values: (string | null)[]) => [...values].sort();

test.describe('every blog route', () => {
  for (const route of BLOG_ROUTES) {
    test(`${route.path} answers 200 with its title, one main, one h1 and the feed links`, async ({ page }) => {
      await open(page, route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('main')).toHaveAttribute('id', 'main-content');
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', `${SITE}/blog/rss.xml`);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]').first()).toHaveAttribute('href', `${SITE}/blog/atom.xml`);
    });
  }

  test('pages outside the blog link to both feeds too', async ({ page }) => {
    for (const { path } of SITE_ROUTES) {
      await open(page, path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', `${SITE}/blog/rss.xml`);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]').first()).toHaveAttribute('href', `${SITE}/blog/atom.xml`);
    }
  });

  test('a page number past the last list page is not found', async ({ page }) => {
    const response = await page.goto(`/blog/page/${BLOG_LIST_PATHS.length + 1}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  test('/blog/page/1 answers a permanent redirect to /blog', async ({ page, request }) => {
    const response = await request.get('/blog/page/1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/blog');
    await page.goto('/blog/page/1');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('h1')).toHaveText(siteConfig.blog.title);
  });
});

test('the list pages together show every post once, newest first, each with its date, tags and the start of its excerpt', async ({ page }) => {
  const shown: { path: string; date: string }[] = [];
  for (const path of BLOG_LIST_PATHS) {
    await open(page, path);
    const articles = page.locator('main article');
    for (let index = 0; index < (await articles.count()); index += 1) {
      const article = articles.nth(index);
      const href = (await article.locator('h2 a').getAttribute('href'))!;
      const post = POSTS.find((candidate) => candidate.path === href);
      expect(post, `${path}: ${href} is a post of the content`).toBeDefined();
      shown.push({ path: href, date: ((await article.locator('time').first().getAttribute('datetime')) ?? '').slice(0, 10) });
      await expect(article.locator('h2')).toHaveText(post!.h1);
      await expect(article).toContainText(/\d+ min read/);
      for (const tag of post!.tags) await expect(article.getByRole('link', { name: tag, exact: true })).toBeVisible();
      // The summary: the article's paragraph besides its date line, the start of the post's excerpt, two lines of it at most.
      const summary = article.locator(':scope > p:not(:has(time))');
      await expect(summary).toHaveCount(1);
      const summaryWords = words((await summary.textContent()) ?? '');
      expect(summaryWords.slice(0, 6), `${href}: opens as its first paragraph does`).toEqual(words(openingParagraph(post!.excerptSource)).slice(0, 6));
      expect(inOrder(summaryWords, words(post!.excerptSource)), `${href}: the summary's words are the excerpt's, in order`).toBe(true);
      await expect(article).not.toContainText(post!.description);
      const lines = await summary.evaluate((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight));
      expect(lines, `${href}: lines of summary`).toBeLessThanOrEqual(2.05);
    }
  }
  expect(shown.map((post) => post.path).sort()).toEqual(POSTS.map((post) => post.path).sort());
  expect(shown.map((post) => post.date)).toEqual(POSTS.map((post) => post.date));
});

test('the blog list is complete without JavaScript (it is rendered at build time)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await open(page, ROUTES.blog);
  await expect(page.locator('main article')).toHaveCount(Math.min(POSTS.length, siteConfig.blog.postsPerPage));
  await context.close();
});

test('at 375px the recent-posts sidebar sits below the posts and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, ROUTES.blog);
  const main = await page.locator('main').boundingBox();
  const sidebar = await page.getByRole('navigation', { name: 'Blog recent posts' }).boundingBox();
  expect(main && sidebar).toBeTruthy();
  expect(sidebar!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the archive lists every post once under the year of its date, newest first', async ({ page }) => {
  await open(page, ROUTES.archive);
  const years = [...new Set(POSTS.map((post) => post.date.slice(0, 4)))];
  const sections = page.locator('main section');
  await expect(sections.locator('h2')).toHaveText(years);
  for (const [index, year] of years.entries()) {
    const own = POSTS.filter((post) => post.date.startsWith(year));
    const links = await sections
      .nth(index)
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links.sort(), year).toEqual(own.map((post) => post.path).sort());
    const dates = await sections
      .nth(index)
      .locator('time')
      .evaluateAll((els) => els.map((el) => (el.getAttribute('datetime') ?? '').slice(0, 10)));
    expect(dates, year).toEqual(own.map((post) => post.date));
  }
});

test('the tags index lists every tag with its post count, and each tag page holds that many posts', async ({ page }) => {
  await open(page, ROUTES.tags);
  await expect(page.locator('main li > a')).toHaveCount(TAG_ROUTES.length);
  for (const tag of TAG_ROUTES) {
    const link = page.getByRole('link', { name: `${tag.label} ${tag.posts} ${tag.posts === 1 ? 'post' : 'posts'}`, exact: true });
    await expect(link).toHaveAttribute('href', tag.path);
  }
  for (const tag of TAG_ROUTES) {
    await open(page, tag.path);
    await expect(page.locator('main article'), tag.path).toHaveCount(tag.posts);
    const titles = POSTS.filter((post) => post.tags.includes(tag.label)).map((post) => post.h1);
    expect(sorted(await page.locator('main article h2').allTextContents()), tag.path).toEqual(sorted(titles));
  }
});

test('the authors index links to every author with a post count, and each author page lists their posts', async ({ page }) => {
  await open(page, ROUTES.authors);
  for (const author of AUTHOR_ROUTES) {
    const heading = page.getByRole('heading', { level: 2, name: author.h1 });
    await expect(heading.getByRole('link')).toHaveAttribute('href', author.path);
  }
  for (const author of AUTHOR_ROUTES) {
    await open(page, author.path);
    const titles = POSTS.filter((post) => post.authors.includes(author.h1)).map((post) => post.h1);
    await expect(page.locator('main > header'), author.path).toContainText(`${author.posts} ${author.posts === 1 ? 'post' : 'posts'}`);
    expect(sorted(await page.locator('main article h2').allTextContents()), author.path).toEqual(sorted(titles));
  }
});

test('each post shows its date, reading time, authors and tags; Older and Newer links chain every post by date', async ({ page }) => {
  const pager = page.getByRole('navigation', { name: 'Blog post page navigation' });
  const neighbours = new Map<string, { newer?: string; older?: string }>();
  for (const post of POSTS) {
    await open(page, post.path);
    const header = page.locator('main article header').first();
    await expect(header.locator('time'), post.path).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
    await expect(header, post.path).toContainText(/\d+ min read/);
    for (const author of post.authors) await expect(header.getByRole('link', { name: author, exact: true }), post.path).toBeVisible();
    for (const tag of post.tags) await expect(page.locator('main').getByRole('link', { name: tag, exact: true }), post.path).toBeVisible();
    const hrefOf = async (name: RegExp) =>
      (await pager.getByRole('link', { name }).count()) ? ((await pager.getByRole('link', { name }).getAttribute('href')) ?? undefined) : undefined;
    neighbours.set(post.path, { newer: await hrefOf(/^Newer post/), older: await hrefOf(/^Older post/) });
  }
  // From the one post without a newer one, Older leads through every post, never to a later date, and Newer leads back.
  const newest = [...neighbours].filter(([, links]) => !links.newer).map(([path]) => path);
  expect(newest).toHaveLength(1);
  const chain = [newest[0]];
  for (let older = neighbours.get(newest[0])!.older; older; older = neighbours.get(older)?.older) {
    expect(neighbours.get(older)?.newer, `Newer post on ${older}`).toBe(chain.at(-1));
    chain.push(older);
  }
  expect(sorted(chain)).toEqual(sorted(POSTS.map((post) => post.path)));
  expect(chain.map((path) => postAt(path)!.date)).toEqual(POSTS.map((post) => post.date));
});

test.describe('feeds', () => {
  for (const [path, kind] of [
    ['/blog/rss.xml', 'rss'],
    ['/blog/atom.xml', 'atom'],
  ] as const) {
    test(`${path} parses and holds every post, newest first, with absolute links, authors, tags and full content`, async ({ page }) => {
      const feed = await parseFeed(page, path, kind);
      expect(feed.error).toBeNull();
      expect(feed.stylesheet).toMatch(/href="\/blog\/feed\.xsl"/);
      expect(feed.stylesheet).toMatch(/type="text\/xsl"/);
      expect(feed.title).toBe(siteConfig.blog.title);
      expect(sorted(feed.items.map((item) => item.link))).toEqual(sorted(POSTS.map((post) => `${SITE}${post.path}`)));
      expect(feed.items.map((item) => new Date(item.date).toISOString().slice(0, 10))).toEqual(POSTS.map((post) => post.date));
      for (const item of feed.items) {
        const post = postAt(item.link)!;
        expect(item.guid).toBe(item.link);
        expect(item.title).toBe(post.h1);
        expect(item.authors, item.link).toEqual(post.authors);
        expect(item.categories, item.link).toEqual(post.tags);
        expect(item.content, item.link).not.toContain('truncate');
        expect(item.content, item.link).not.toMatch(/(src|href)="\/(?!\/)/);
      }
    });

    test(`${path} opens in a browser as a readable page through the XSLT stylesheet`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('h1')).toHaveText(siteConfig.blog.title);
      await expect(page.locator('body')).toContainText(siteConfig.blog.description);
      const titles = page.locator('li h2 a');
      await expect(titles).toHaveCount(POSTS.length);
      for (const link of await titles.all()) expect(postAt(await link.getAttribute('href'))?.h1).toBe(await link.textContent());
    });
  }

  test('the XSLT stylesheet is served as XSL', async ({ request }) => {
    const response = await request.get('/blog/feed.xsl');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xsl|xml/);
    expect(await response.text()).toContain('http://www.w3.org/1999/XSL/Transform');
  });
});
