import { test, expect, type Page } from './test';

/**
 * The blog (its routes, texts and landmarks; posts, authors and tags),
 * tested against the production export.
 */

const SITE = 'https://lumenize.com';

/** The posts carried over from the old blog, newest first. */
const POSTS = [
  {
    slug: 'you-cant-be-better-unless-you-are-different-cors-edition',
    title: "You can't be better unless you are different — CORS edition",
    date: 'October 12, 2025',
    iso: '2025-10-12',
    tags: ['Security', 'Architecture'],
    inExcerpt: 'I was today years old',
    afterTruncate: 'Browsers enforce CORS on ordinary HTTP requests, but they skip it',
  },
  {
    slug: 'from-flirtation-to-vows-healing-the-mcp-type-fracture',
    title: 'From Flirtation to Vows: Healing the MCP Type Fracture',
    date: 'October 10, 2025',
    iso: '2025-10-10',
    tags: ['MCP', 'Architecture'],
    inExcerpt: 'Remember the telephone game?',
    afterTruncate: 'Lumenize is a platform for building MCP servers',
  },
  {
    slug: 'shoulders-of-giants',
    title: 'Standing on the Shoulders of Giants',
    date: 'September 1, 2025',
    iso: '2025-09-01',
    tags: ['Personal'],
    inExcerpt: 'Over the next few years,',
    afterTruncate: 'grew my own base class',
  },
] as const;

const TAGS = [
  { key: 'architecture', label: 'Architecture', count: 2, description: 'System design, protocols, trade-offs, and implementation patterns' },
  { key: 'mcp', label: 'MCP', count: 1, description: 'Model Context Protocol (MCP)' },
  { key: 'personal', label: 'Personal', count: 1, description: 'From the minds of our authors' },
  { key: 'security', label: 'Security', count: 1, description: 'Application and platform security, threats, and defenses' },
] as const;

const tagHeading = (tag: (typeof TAGS)[number]) => `${tag.count} ${tag.count === 1 ? 'post' : 'posts'} tagged with "${tag.label}"`;

const ROUTES: { path: string; title: string; h1: string }[] = [
  { path: '/blog', title: 'Blog | Lumenize', h1: 'Lumenize Blog' },
  ...POSTS.map((post) => ({ path: `/blog/${post.slug}`, title: `${post.title} | Lumenize`, h1: post.title })),
  { path: '/blog/archive', title: 'Archive | Lumenize', h1: 'Archive' },
  { path: '/blog/authors', title: 'Authors | Lumenize', h1: 'Authors' },
  { path: '/blog/authors/larry', title: 'Larry Maccherone | Lumenize', h1: 'Larry Maccherone' },
  { path: '/blog/tags', title: 'Tags | Lumenize', h1: 'Tags' },
  ...TAGS.map((tag) => ({ path: `/blog/tags/${tag.key}`, title: `${tagHeading(tag)} | Lumenize`, h1: tagHeading(tag) })),
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  return response;
}

test.describe('every blog route', () => {
  for (const route of ROUTES) {
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
    for (const path of ['/', '/docs/introduction', '/markdown-page']) {
      await open(page, path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', `${SITE}/blog/rss.xml`);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]').first()).toHaveAttribute('href', `${SITE}/blog/atom.xml`);
    }
  });

  test('a page number past the last list page is not found', async ({ page }) => {
    // 3 posts at 10 per page: /blog is the only list page.
    const response = await page.goto('/blog/page/2');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  test('/blog/page/1 answers a permanent redirect to /blog', async ({ page, request }) => {
    const response = await request.get('/blog/page/1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/blog');
    await page.goto('/blog/page/1');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('h1')).toHaveText('Lumenize Blog');
  });
});

test.describe('the blog list', () => {
  test('shows every post newest first, each an article with date, reading time, author and tags', async ({ page }) => {
    await open(page, '/blog');
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(POSTS.length);
    await expect(articles.locator('h2')).toHaveText(POSTS.map((post) => post.title));
    for (const [index, post] of POSTS.entries()) {
      const article = articles.nth(index);
      await expect(article.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(article.locator('time').first()).toHaveText(post.date);
      await expect(article.locator('time').first()).toHaveAttribute('datetime', new RegExp(`^${post.iso}`));
      await expect(article).toContainText(/\d+ min read/);
      await expect(article.getByRole('link', { name: 'Larry Maccherone', exact: true })).toHaveAttribute('href', '/blog/authors/larry');
      for (const tag of post.tags) {
        await expect(article.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `/blog/tags/${tag.toLowerCase()}`);
      }
    }
  });

  test('renders each excerpt up to the truncate marker, then a Read more link to the post', async ({ page }) => {
    await open(page, '/blog');
    for (const [index, post] of POSTS.entries()) {
      const article = page.locator('main article').nth(index);
      await expect(article).toContainText(post.inExcerpt);
      await expect(article).not.toContainText(post.afterTruncate);
      await expect(article).not.toContainText('truncate');
      const readMore = article.getByRole('link', { name: `Read more about ${post.title}`, exact: true });
      await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}`);
      // The eye sees only "Read more": the title part is visually hidden (a 1×1 clipped box).
      expect(
        await readMore.evaluate((el) =>
          [...el.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent)
            .join('')
            .trim(),
        ),
      ).toBe('Read more');
      const hidden = await readMore.getByText(`about ${post.title}`).boundingBox();
      expect(hidden!.width).toBeLessThanOrEqual(1);
      expect(hidden!.height).toBeLessThanOrEqual(1);
    }
    // The excerpt is real HTML, not markdown source: the first section heading and its link.
    const shoulders = page.locator('main article').nth(2);
    await expect(shoulders.getByRole('heading', { name: 'Kenton Varda' })).toBeVisible();
    await expect(shoulders.getByRole('link', { name: 'Easy, Fast, Correct — Choose three' })).toHaveAttribute(
      'href',
      'https://blog.cloudflare.com/easy-fast-correct-choose-three/',
    );
    await expect(
      page
        .locator('main article')
        .nth(1)
        .getByRole('img', { name: /passing a whispered message/ }),
    ).toHaveAttribute('src', '/img/blog/broken-telephone.svg');
  });

  test('Read more opens the post', async ({ page }) => {
    await open(page, '/blog');
    await page.getByRole('link', { name: `Read more about ${POSTS[1].title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${POSTS[1].slug}$`));
    await expect(page.locator('h1')).toHaveText(POSTS[1].title);
  });

  test('is complete without JavaScript (excerpts are rendered at build time)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page, '/blog');
    await expect(page.locator('main article')).toHaveCount(POSTS.length);
    await expect(page.locator('main article').first()).toContainText(POSTS[0].inExcerpt);
    await context.close();
  });

  test('at 375px the recent-posts sidebar sits below the posts and nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/blog');
    const main = await page.locator('main').boundingBox();
    const sidebar = await page.getByRole('navigation', { name: 'Blog recent posts' }).boundingBox();
    expect(main && sidebar).toBeTruthy();
    expect(sidebar!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('the archive groups every post by year, newest first', async ({ page }) => {
  await open(page, '/blog/archive');
  const sections = page.locator('main section');
  await expect(sections).toHaveCount(1);
  await expect(sections.locator('h2')).toHaveText(['2025']);
  await expect(sections.nth(0).getByRole('link')).toHaveText(POSTS.map((post) => post.title));
  const datetimes = await sections
    .nth(0)
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(datetimes.map((d) => d.slice(0, 10))).toEqual(POSTS.map((post) => post.iso));
  await expect(sections.nth(0).locator('time')).toHaveText(['October 12', 'October 10', 'September 1']);
});

test.describe('tags', () => {
  test('the index lists every tag with its post count', async ({ page }) => {
    await open(page, '/blog/tags');
    const links = page.locator('main li > a');
    await expect(links).toHaveCount(TAGS.length);
    for (const tag of TAGS) {
      const link = page.getByRole('link', { name: `${tag.label} ${tag.count} ${tag.count === 1 ? 'post' : 'posts'}`, exact: true });
      await expect(link).toHaveAttribute('href', `/blog/tags/${tag.key}`);
    }
  });

  test('the counts on the index match the posts on each tag page', async ({ page }) => {
    await open(page, '/blog/tags');
    const counts: Record<string, number> = {};
    for (const tag of TAGS) {
      const text = await page.locator(`main a[href="/blog/tags/${tag.key}"]`).innerText();
      counts[tag.key] = Number(/\d+/.exec(text)?.[0]);
    }
    expect(counts).toEqual({ architecture: 2, mcp: 1, personal: 1, security: 1 });
    for (const tag of TAGS) {
      await open(page, `/blog/tags/${tag.key}`);
      await expect(page.locator('main article')).toHaveCount(counts[tag.key]);
      for (const post of POSTS.filter((p) => (p.tags as readonly string[]).includes(tag.label))) {
        await expect(page.locator('main article h2')).toContainText([post.title]);
      }
    }
  });

  test('a tag page says how many posts carry the tag, describes it and links back to all tags', async ({ page }) => {
    await open(page, '/blog/tags/architecture');
    await expect(page.locator('h1')).toHaveText('2 posts tagged with "Architecture"');
    await expect(page.locator('main')).toContainText('System design, protocols, trade-offs, and implementation patterns');
    await expect(page.locator('main article h2')).toHaveText([POSTS[0].title, POSTS[1].title]);
    await page.getByRole('link', { name: 'View All Tags' }).click();
    await expect(page).toHaveURL(/\/blog\/tags$/);
    await expect(page.locator('h1')).toHaveText('Tags');

    await open(page, '/blog/tags/mcp');
    await expect(page.locator('h1')).toHaveText('1 post tagged with "MCP"');
  });
});

test.describe('authors', () => {
  test('the index links to the one author with a post count', async ({ page }) => {
    await open(page, '/blog/authors');
    await expect(page.getByRole('heading', { level: 2, name: 'Larry Maccherone' }).getByRole('link')).toHaveAttribute('href', '/blog/authors/larry');
    await expect(page.locator('main')).toContainText('3 posts');
  });

  test('the author page shows the card and lists the three posts', async ({ page }) => {
    await open(page, '/blog/authors/larry');
    const card = page.locator('main > header');
    const avatar = card.locator('img');
    await expect(avatar).toHaveAttribute('src', '/img/authors/larry.svg');
    await expect(avatar).toHaveAttribute('alt', 'Portrait of Larry Maccherone');
    await expect(card).toContainText('Founder Lumenize and Transformation.dev');
    await expect(card).toContainText('3 posts');
    await expect(card.getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAttribute('href', 'https://www.linkedin.com/in/larrymaccherone/');
    await expect(card.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute('href', 'https://github.com/lmaccherone');
    await expect(page.locator('main article')).toHaveCount(3);
    await expect(page.locator('main article h2')).toHaveText(POSTS.map((post) => post.title));
  });
});

test.describe('a post page', () => {
  test('shows the date, reading time, author, tags and body', async ({ page }) => {
    const post = POSTS[0];
    await open(page, `/blog/${post.slug}`);
    const header = page.locator('main article header').first();
    await expect(header.locator('time')).toHaveText('October 12, 2025');
    await expect(header.locator('time')).toHaveAttribute('datetime', /^2025-10-12/);
    await expect(header).toContainText(/\d+ min read/);
    await expect(header.getByRole('link', { name: 'Larry Maccherone', exact: true })).toHaveAttribute('href', '/blog/authors/larry');
    await expect(header.locator('img')).toHaveAttribute('src', '/img/authors/larry.svg');
    await expect(page.locator('main').getByRole('link', { name: 'Security', exact: true })).toHaveAttribute('href', '/blog/tags/security');
    await expect(page.locator('main').getByRole('link', { name: 'Architecture', exact: true })).toHaveAttribute('href', '/blog/tags/architecture');
    // The whole body, past the truncate marker.
    await expect(page.locator('main')).toContainText(post.afterTruncate);
    await expect(page.locator('main h2#better-or-just-different')).toHaveText(/Better or just different\?/);
  });

  test('links to the newer and older posts', async ({ page }) => {
    const pager = (p: Page) => p.getByRole('navigation', { name: 'Blog post page navigation' });

    await open(page, `/blog/${POSTS[1].slug}`);
    await expect(pager(page).getByRole('link', { name: `Newer post ${POSTS[0].title}`, exact: true })).toHaveAttribute('href', `/blog/${POSTS[0].slug}`);
    await expect(pager(page).getByRole('link', { name: `Older post ${POSTS[2].title}`, exact: true })).toHaveAttribute('href', `/blog/${POSTS[2].slug}`);

    await open(page, `/blog/${POSTS[0].slug}`);
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: /^Older post/ })).toHaveAttribute('href', `/blog/${POSTS[1].slug}`);

    await open(page, `/blog/${POSTS[2].slug}`);
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: /^Newer post/ })).toHaveAttribute('href', `/blog/${POSTS[1].slug}`);
  });

  test('has the recent-posts sidebar grouped by year, marking the current post', async ({ page }) => {
    await open(page, `/blog/${POSTS[1].slug}`);
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: '2025' })).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveText(POSTS.map((post) => post.title));
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(POSTS[1].title);
  });

  test('has a table of contents of its h2–h3 headings', async ({ page }) => {
    await open(page, `/blog/${POSTS[0].slug}`);
    const toc = page.locator('nav[aria-label="On this page"]').last();
    await expect(toc.getByRole('link', { name: 'Quick refresher: how CORS actually works (HTTP)' })).toHaveAttribute(
      'href',
      '#quick-refresher-how-cors-actually-works-http',
    );
    await expect(toc.getByRole('link')).toHaveCount(7);
  });

  test('carries article metadata, and the front-matter image as an absolute og:image', async ({ page }) => {
    const post = POSTS[1];
    await open(page, `/blog/${post.slug}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE}/img/blog/broken-telephone.svg`);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', `${SITE}/img/blog/broken-telephone.svg`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2025-10-10/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^MCP stacks translate their types, schemas and validators/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog/${post.slug}`);
  });
});

test.describe('feeds', () => {
  interface ParsedFeed {
    error: string | null;
    stylesheet: string | null;
    title: string;
    items: { title: string; link: string; guid: string; date: string; author: string; categories: string[]; content: string }[];
  }

  /** Parses a feed with the browser's own XML parser, independent of the code that wrote it. */
  async function parseFeed(page: Page, path: string, kind: 'rss' | 'atom'): Promise<ParsedFeed> {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const text = await response.text();
    await page.goto('about:blank');
    return page.evaluate(
      ({ text, kind }) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const error = doc.querySelector('parsererror')?.textContent ?? null;
        const pi = [...doc.childNodes].find((n): n is ProcessingInstruction => n.nodeType === Node.PROCESSING_INSTRUCTION_NODE);
        const stylesheet = pi && pi.target === 'xml-stylesheet' ? pi.data : null;
        const ATOM = 'http://www.w3.org/2005/Atom';
        const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
        const DC = 'http://purl.org/dc/elements/1.1/';
        const one = (el: Element, name: string, ns?: string) =>
          (ns ? el.getElementsByTagNameNS(ns, name)[0] : [...el.children].find((c) => c.localName === name))?.textContent?.trim() ?? '';
        if (kind === 'rss') {
          const channel = doc.documentElement.getElementsByTagName('channel')[0];
          return {
            error,
            stylesheet,
            title: one(channel, 'title'),
            items: [...channel.getElementsByTagName('item')].map((item) => ({
              title: one(item, 'title'),
              link: one(item, 'link'),
              date: one(item, 'pubDate'),
              author: one(item, 'creator', DC),
              guid: one(item, 'guid'),
              categories: [...item.getElementsByTagName('category')].map((c) => c.textContent ?? ''),
              content: one(item, 'encoded', CONTENT),
            })),
          };
        }
        const feed = doc.documentElement;
        return {
          error,
          stylesheet,
          title: [...feed.children].find((c) => c.localName === 'title')?.textContent ?? '',
          items: [...feed.getElementsByTagNameNS(ATOM, 'entry')].map((entry) => ({
            title: one(entry, 'title', ATOM),
            link: entry.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href') ?? '',
            date: one(entry, 'updated', ATOM),
            author: one(entry.getElementsByTagNameNS(ATOM, 'author')[0], 'name', ATOM),
            guid: one(entry, 'id', ATOM),
            categories: [...entry.getElementsByTagNameNS(ATOM, 'category')].map((c) => c.getAttribute('label') ?? ''),
            content: one(entry, 'content', ATOM),
          })),
        };
      },
      { text, kind },
    );
  }

  for (const [path, kind] of [
    ['/blog/rss.xml', 'rss'],
    ['/blog/atom.xml', 'atom'],
  ] as const) {
    test(`${path} parses and holds the three posts with absolute links and full content`, async ({ page }) => {
      const feed = await parseFeed(page, path, kind);
      expect(feed.error).toBeNull();
      expect(feed.stylesheet).toMatch(/href="\/blog\/feed\.xsl"/);
      expect(feed.stylesheet).toMatch(/type="text\/xsl"/);
      expect(feed.title).toBe('Lumenize Blog');
      expect(feed.items.map((item) => item.title)).toEqual(POSTS.map((post) => post.title));
      expect(feed.items.map((item) => item.link)).toEqual(POSTS.map((post) => `${SITE}/blog/${post.slug}`));
      expect(feed.items.map((item) => item.guid)).toEqual(POSTS.map((post) => `${SITE}/blog/${post.slug}`));
      expect(feed.items.map((item) => new Date(item.date).toISOString().slice(0, 10))).toEqual(POSTS.map((post) => post.iso));
      for (const [index, item] of feed.items.entries()) {
        expect(item.author).toBe('Larry Maccherone');
        expect(item.categories).toEqual(POSTS[index].tags);
        // Full content: past the truncate marker, without the marker itself.
        expect(item.content).toContain(POSTS[index].afterTruncate);
        expect(item.content).not.toContain('truncate');
      }
      const mcp = feed.items[1].content;
      expect(mcp).toContain('<img src="https://lumenize.com/img/blog/broken-telephone.svg"');
      expect(feed.items[0].content).toContain('href="https://lumenize.com/docs/utils/cors-support"');
      expect(mcp).not.toMatch(/(src|href)="\/(?!\/)/);
    });

    test(`${path} opens in a browser as a readable page through the XSLT stylesheet`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('h1')).toHaveText('Lumenize Blog');
      await expect(page.locator('body')).toContainText('Notes on building with Cloudflare Durable Objects');
      const titles = page.locator('li h2 a');
      await expect(titles).toHaveText(POSTS.map((post) => post.title));
      for (const [index, post] of POSTS.entries()) {
        await expect(titles.nth(index)).toHaveAttribute('href', `${SITE}/blog/${post.slug}`);
        await expect(page.locator('li').nth(index).locator('time')).toHaveText(post.date);
      }
    });
  }

  test('the XSLT stylesheet is served as XSL', async ({ request }) => {
    const response = await request.get('/blog/feed.xsl');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xsl|xml/);
    expect(await response.text()).toContain('http://www.w3.org/1999/XSL/Transform');
  });
});
