import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiItem, ApiKind } from '@/lib/core/api';
import { testApiItem } from '@/scripts/test/api-items';
import { buildPageModel, type ContentInput } from '.';
import type { VersionInput } from './input';
import { latestVersion } from '@/lib/core/versions';
import type { SitePage } from '@/lib/core/page';
import site from '@/content/site.config';
import type { SiteConfig } from '@/lib/core/site-config';
import { buildSidebar } from '@/build-time/content/sidebar-yaml';

/** The site's config with its latest version alone, which the small site below documents: it has no upgrade guide. */
const siteConfig: SiteConfig = {
  ...site,
  docs: {
    ...site.docs,
    versions: site.docs.versions.filter((version) => version.name === site.docs.latest).map((version) => ({ ...version, upgradeDoc: undefined })),
  },
};

/** A small site: two guides, one API package with two items, two posts by one author with two tags. */
function fixture(patch: (input: ContentInput) => void = () => {}): ContentInput {
  const doc = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
    file: `Doc/docs__${slug.replace(/\//g, '__')}.mdx.json`,
    doc: {
      _id: `docs/${slug}.mdx`,
      _raw: { sourceFilePath: `docs/${slug}.mdx`, sourceFileName: '', sourceFileDir: '', contentType: 'markdown', flattenedPath: `docs/${slug}` },
      type: 'Doc',
      title,
      description: `${title}, described.`,
      slug,
      url: `/docs/${slug}`,
      sourcePath: `content/docs/${slug}.mdx`,
      headings: [{ level: 2, text: 'Setup', id: 'setup' }],
      ...extra,
    },
  });
  const post = (slug: string, date: string, tags: string[], extra: Record<string, unknown> = {}) => ({
    file: `Post/blog__${slug}.mdx.json`,
    post: {
      _id: `blog/${slug}.mdx`,
      _raw: { sourceFilePath: `blog/${slug}.mdx`, sourceFileName: '', sourceFileDir: '', contentType: 'markdown', flattenedPath: `blog/${slug}` },
      type: 'Post',
      title: `Post ${slug}`,
      slug,
      date,
      authors: ['ada'],
      tags,
      description: `About ${slug}.`,
      url: `/blog/${slug}`,
      sourcePath: `content/blog/${slug}.mdx`,
      readingTimeMinutes: 3,
      excerpt: `The opening of ${slug}.`,
      hasTruncateMarker: true,
      year: new Date(date).getUTCFullYear(),
      headings: [],
      ...extra,
    },
  });
  const pkg = { id: 'rpc', name: '@lumenize/rpc', label: 'RPC', url: '/docs/rpc/api', sourcePath: 'content/api/rpc/index.d.ts' };
  const item = (kind: ApiKind, name: string, summary: string, guides: string[] = []): ApiItem =>
    testApiItem(pkg, kind, name, { summary: [{ text: summary }], guides, line: 3 });
  const api = [
    { pkg, items: [item('function', 'createRpcClient', 'Makes a client.', ['/docs/rpc/quick-start']), item('interface', 'RpcConfig', 'Configures RPC.')] },
  ];
  const docs = [doc('introduction', 'Introduction'), doc('rpc/quick-start', 'Quick Start', { sidebar_label: 'Start' })];
  const sidebar = buildSidebar({
    sourcePath: 'content/sidebar.yaml',
    items: [{ doc: 'introduction' }, { category: 'RPC', items: [{ doc: 'rpc/quick-start' }, { api: 'rpc' }] }],
    docs: docs.map((d) => d.doc),
    api,
  }).sidebar;
  const input: ContentInput = {
    versions: [{ version: latestVersion(siteConfig.docs), docs: docs as unknown as VersionInput['docs'], api, sidebar }],
    standalone: [],
    home: {
      file: 'home.mdx.json',
      home: { lead: 'The line under the tagline.', sourcePath: 'content/home.mdx' },
    } as unknown as ContentInput['home'],
    posts: [
      post('older', '2024-05-01T00:00:00.000Z', ['news']),
      post('newer', '2025-10-12T00:00:00.000Z', ['news', 'deep'], { image: '/img/own.png' }),
    ] as unknown as ContentInput['posts'],
    authors: [
      {
        key: 'ada',
        name: 'Ada',
        title: 'Engineer',
        url: 'https://ada.example',
        image: '/img/ada.svg',
        socials: { github: 'ada' },
        sourcePath: 'content/authors/ada.yaml',
      },
    ] as unknown as ContentInput['authors'],
    tags: [
      { key: 'news', label: 'News', permalink: '/news', description: 'News.', sourcePath: 'content/tags/news.yaml' },
      { key: 'deep', label: 'Deep dives', permalink: '/deep', description: 'Long reads.', sourcePath: 'content/tags/deep.yaml' },
    ] as unknown as ContentInput['tags'],
    lastUpdated: (path) => new Date(path.includes('older') ? '2024-05-02T00:00:00Z' : '2025-10-13T00:00:00Z'),
  };
  patch(input);
  return input;
}

const page = (pages: SitePage[], url: string) => {
  const found = pages.find((candidate) => candidate.url === url);
  if (!found) throw new Error(`no page ${url}`);
  return found;
};

describe('the page model', () => {
  const { pages } = buildPageModel(fixture(), siteConfig);

  it('has one record per route: home, docs (with /docs), API pages, blog lists, posts, authors and tags', () => {
    const urls = pages.map((p) => p.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/docs',
        '/docs/introduction',
        '/docs/rpc/quick-start',
        '/docs/rpc/api',
        '/docs/rpc/api/functions/createRpcClient',
        '/docs/rpc/api/interfaces/RpcConfig',
        '/blog',
        '/blog/archive',
        '/blog/authors',
        '/blog/authors/ada',
        '/blog/tags',
        '/blog/tags/news',
        '/blog/tags/deep',
        '/blog/newer',
        '/blog/older',
      ]),
    );
  });

  it('gives docs pages their sidebar trail, pager and search section', () => {
    const start = page(pages, '/docs/rpc/quick-start');
    expect(start.trail).toEqual([{ label: 'RPC' }, { label: 'Start' }]);
    expect(start.search).toEqual({ kind: 'Docs', section: 'RPC' });
    expect(start.kind === 'doc' && start.pager).toEqual({
      previous: { label: 'Introduction', href: '/docs/introduction' },
      next: { label: 'API Reference', href: '/docs/rpc/api' },
    });
    // Into a category from outside it, the link names the category.
    const introduction = page(pages, '/docs/introduction');
    expect(introduction.kind === 'doc' && introduction.pager.next).toEqual({ label: 'Start', href: '/docs/rpc/quick-start', section: 'RPC' });
  });

  it('pages API items through their own package and names where they sit', () => {
    const item = page(pages, '/docs/rpc/api/functions/createRpcClient');
    expect(item.title).toBe('Function: createRpcClient()');
    expect(item.trail).toEqual([{ label: 'RPC' }, { label: 'API Reference', href: '/docs/rpc/api' }, { label: 'Functions' }, { label: 'createRpcClient' }]);
    expect(item.kind === 'api-item' && item.pager.previous).toEqual({ label: 'API Reference', href: '/docs/rpc/api' });
    expect(item.kind === 'api-item' && item.view.sections.find((section) => section.id === 'see-it-in-use')?.blocks).toEqual([
      { type: 'links', links: [{ label: 'Quick Start', href: '/docs/rpc/quick-start' }] },
    ]);
    expect(item.card).toEqual({ section: 'RPC · API Reference' });
  });

  it('shows the main doc at /docs, an alias pointing search engines and the sitemap to its own address', () => {
    const root = page(pages, '/docs');
    expect(root.title).toBe('Introduction');
    expect(root).toMatchObject({ alias: true, canonical: '/docs/introduction', inSitemap: false });
    expect(root.search).toBeUndefined();
    expect(root.llms).toBeUndefined();
    expect(page(pages, '/docs/introduction').inSitemap).toBe(true);
  });

  it('places guides, API pages and posts in their llms.txt sections, posts with a byline', () => {
    expect(page(pages, '/docs/rpc/quick-start').llms).toEqual({ section: 'Docs' });
    expect(page(pages, '/docs/rpc/api').llms).toEqual({ section: 'API Reference' });
    expect(page(pages, '/docs/rpc/api/functions/createRpcClient').llms).toEqual({ section: 'API Reference' });
    expect(page(pages, '/blog/older').llms).toEqual({ section: 'Blog', byline: 'May 1, 2024 · Ada' });
  });

  it('gives an API index one heading per group, and a post the table of contents of a doc', () => {
    const index = page(pages, '/docs/rpc/api');
    expect(index.kind === 'api-index' && index.headings).toEqual([
      { level: 2, text: 'Functions', id: 'functions' },
      { level: 2, text: 'Interfaces', id: 'interfaces' },
    ]);
    const post = page(pages, '/blog/older');
    expect(post.kind === 'post' && post.toc).toEqual({ min: 2, max: 3, hidden: false });
  });

  it('orders posts newest first, links neighbours, and gives a card only to a post without its own image', () => {
    const newer = page(pages, '/blog/newer');
    const older = page(pages, '/blog/older');
    expect(newer.kind === 'post' && newer.older).toEqual({ label: 'Post older', href: '/blog/older' });
    expect(older.kind === 'post' && older.newer).toEqual({ label: 'Post newer', href: '/blog/newer' });
    expect(newer.card).toBeUndefined();
    expect(older.card).toEqual({ section: 'Blog · May 1, 2024' });
    expect(newer.article).toEqual({ published: '2025-10-12T00:00:00.000Z', authors: ['Ada'] });
    expect(page(pages, '/blog').kind === 'blog-list' && page(pages, '/blog')).toMatchObject({ posts: ['/blog/newer', '/blog/older'] });
  });

  it('has the blog indexes before the first post, as it has the first list page', () => {
    const empty = buildPageModel(
      fixture((input) => (input.posts = [])),
      siteConfig,
    ).pages.map((p) => p.url);
    expect(empty).toEqual(expect.arrayContaining(['/blog', '/blog/archive', '/blog/authors', '/blog/tags']));
  });

  it('titles a tag page with its count and dates lists by their newest post', () => {
    const tag = page(pages, '/blog/tags/news');
    expect(tag.title).toBe('2 posts tagged with "News"');
    expect(tag.modified).toBe('2025-10-13T00:00:00.000Z');
    expect(page(pages, '/blog/tags/deep').title).toBe('1 post tagged with "Deep dives"');
  });

  it('describes the pages no document writes with the site config’s copy', () => {
    const config = {
      ...siteConfig,
      search: { description: 'Find it.' },
      blog: { ...siteConfig.blog, archiveDescription: 'Every post.', authorsDescription: 'Who writes.', tagsDescription: 'Every topic.' },
      api: { ...siteConfig.api, indexDescription: 'All of {package}.' },
    };
    const described = buildPageModel(fixture(), config).pages;
    expect(['/search', '/blog/archive', '/blog/authors', '/blog/tags', '/docs/rpc/api'].map((url) => page(described, url).description)).toEqual([
      'Find it.',
      'Every post.',
      'Who writes.',
      'Every topic.',
      'All of @lumenize/rpc.',
    ]);
  });

  it('dates a page the app writes in code by its route’s own file', () => {
    const written = pages.filter((p) => ['search', 'blog-list', 'archive', 'authors', 'tags'].includes(p.kind));
    expect(written.map((p) => p.kind)).toEqual(expect.arrayContaining(['search', 'blog-list', 'archive', 'authors', 'tags']));
    for (const p of written) expect(existsSync(resolve(__dirname, '../../..', p.sourcePath)), `${p.url}: ${p.sourcePath}`).toBe(true);
  });

  it('builds JSON-LD from the same record: a TechArticle for a doc, a BlogPosting for a post', () => {
    expect(page(pages, '/docs/introduction').structuredData.map((data) => data['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
    expect(page(pages, '/blog/older').structuredData[0]).toMatchObject({ '@type': 'BlogPosting', image: 'https://lumenize.com/og/blog/older.png' });
  });
});

describe('content mistakes the page model finds', () => {
  it('a post naming an unknown author or tag is a problem naming the file, the field and the known ones; its page is still made', () => {
    const unknownAuthor = buildPageModel(
      fixture((input) => (input.posts[0].post.authors = ['bob'])),
      siteConfig,
    );
    expect(unknownAuthor.problems).toEqual([
      { file: 'content/blog/older.mdx', line: undefined, message: expect.stringContaining('Unknown author "bob" in "authors": the authors are ada,') },
    ]);
    expect(unknownAuthor.pages.map((page) => page.url)).toContain('/blog/older');
    const unknownTags = buildPageModel(
      fixture((input) => (input.posts[0].post.tags = ['gossip', 'rumour'])),
      siteConfig,
    );
    expect(unknownTags.problems.map((problem) => problem.message.split(':')[0])).toEqual(['Unknown tag "gossip" in "tags"', 'Unknown tag "rumour" in "tags"']);
    expect(unknownTags.problems[0].message).toContain('the tags are deep, news,');
  });

  it('a post without its truncate marker is a warning naming the file; its page and its summary are still made', () => {
    const { problems, pages } = buildPageModel(
      fixture((input) => (input.posts[1].post.hasTruncateMarker = false)),
      siteConfig,
    );
    expect(problems).toEqual([{ file: 'content/blog/newer.mdx', warning: true, message: expect.stringMatching(/^No \{\/\* truncate \*\/\} marker: /) }]);
    const newer = page(pages, '/blog/newer');
    expect(newer.kind === 'post' && newer.excerpt).toBe('The opening of newer.');
    expect(buildPageModel(fixture(), siteConfig).problems).toEqual([]);
  });

  it('a post whose slug is a blog page of its own is a problem, and the post is left out', () => {
    const model = buildPageModel(
      fixture((input) => (input.posts[0].post.slug = 'archive')),
      siteConfig,
    );
    expect(model.problems).toEqual([
      { file: 'content/blog/older.mdx', line: undefined, message: '"slug" is "archive", which is a blog page of its own; choose another slug.' },
    ]);
    expect(model.pages.filter((page) => page.kind === 'post').map((page) => page.sourcePath)).not.toContain('content/blog/older.mdx');
  });

  it('a second file on one route is a problem of that file, and the first keeps the route', () => {
    const clash = fixture((input) => {
      input.posts[1].post.url = '/blog/older';
    });
    const model = buildPageModel(clash, siteConfig);
    expect(model.problems).toEqual([
      { file: expect.stringMatching(/^content\/blog\//), message: expect.stringMatching(/^route \/blog\/older is already produced by content\/blog\//) },
    ]);
    expect(model.pages.filter((page) => page.url === '/blog/older')).toHaveLength(1);
  });

  it('an API item naming a guide that is not a doc is a problem at its line, and the item’s page is made without it', () => {
    const input = fixture((i) => {
      i.versions[0].api[0].items[0].guides = ['/docs/nowhere'];
    });
    const model = buildPageModel(input, siteConfig);
    expect(model.problems).toEqual([
      { file: 'content/api/rpc/index.d.ts', line: 3, message: "createRpcClient's @guide names /docs/nowhere, which is not a doc." },
    ]);
    expect(model.pages.map((page) => page.url)).toContain('/docs/rpc/api/functions/createRpcClient');
  });
});
