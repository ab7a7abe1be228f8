import { describe, expect, it } from 'vitest';
import { buildMetadata, type PageMeta } from './metadata';

const imagesOf = (meta: ReturnType<typeof buildMetadata>) => ({ og: meta.openGraph?.images, twitter: meta.twitter?.images });
const page = (url: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  url,
  title: 'Quick Start',
  description: 'Set up Lumenize RPC.',
  keywords: [],
  canonical: url,
  openGraphType: 'website',
  ...extra,
});

describe('buildMetadata social image', () => {
  it('uses the generated card of a page that has one, with its size and alt, for Open Graph and Twitter', () => {
    const card = { url: 'https://lumenize.com/og/docs/rpc/quick-start.png', width: 1200, height: 630, alt: 'Quick Start | Lumenize' };
    expect(imagesOf(buildMetadata(page('/docs/rpc/quick-start', { card: { section: 'RPC' } })))).toEqual({ og: [card], twitter: [card] });
  });

  it('keeps the page its own front-matter image over a card', () => {
    const own = { url: 'https://lumenize.com/img/blog/no-trespassing.svg' };
    expect(imagesOf(buildMetadata(page('/blog/post', { image: '/img/blog/no-trespassing.svg' })))).toEqual({ og: [own], twitter: [own] });
  });

  it('gives /docs the card of its canonical page, and a page without a card the site card', () => {
    const docs = buildMetadata(page('/docs', { title: 'Introduction', canonical: '/docs/introduction', card: { section: 'Docs' } }));
    expect(imagesOf(docs).og).toEqual([expect.objectContaining({ url: 'https://lumenize.com/og/docs/introduction.png' })]);
    expect(docs.alternates?.canonical).toBe('https://lumenize.com/docs/introduction');
    expect(imagesOf(buildMetadata(page('/blog/tags', { title: 'Tags' }))).og).toEqual([{ url: 'https://lumenize.com/img/social-card.png' }]);
  });

  it('marks a post as an article with its date and authors, and a tag page with its own feeds', () => {
    const post = buildMetadata(page('/blog/p', { openGraphType: 'article', article: { published: '2025-10-12T00:00:00.000Z', authors: ['Ada'] } }));
    expect(post.openGraph).toMatchObject({ type: 'article', publishedTime: '2025-10-12T00:00:00.000Z', authors: ['Ada'] });
    const tag = buildMetadata(page('/blog/tags/mcp', { feedTag: { path: '/blog/tags/mcp', label: 'MCP' } }));
    const rss = (tag.alternates?.types as Record<string, { url: string }[]>)['application/rss+xml'].map((feed) => feed.url);
    expect(rss).toEqual(['https://lumenize.com/blog/rss.xml', 'https://lumenize.com/blog/tags/mcp/rss.xml']);
  });
});

describe('buildMetadata title', () => {
  it('names the page, then the site, in the <title>, Open Graph and Twitter alike; the site alone for a page without a title', () => {
    const meta = buildMetadata(page('/docs/rpc/quick-start'));
    expect([meta.title, meta.openGraph?.title, meta.twitter?.title]).toEqual(['Quick Start | Lumenize', 'Quick Start | Lumenize', 'Quick Start | Lumenize']);
    expect(buildMetadata(page('/', { title: undefined })).title).toBe('Lumenize');
  });
});
