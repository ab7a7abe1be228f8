import { describe, expect, it } from 'vitest';
import { buildMetadata } from './metadata';

const imagesOf = (meta: ReturnType<typeof buildMetadata>) => ({ og: meta.openGraph?.images, twitter: meta.twitter?.images });

describe('buildMetadata social image', () => {
  it('uses the generated card of a page that has one, with its size and alt, for Open Graph and Twitter', () => {
    const card = { url: 'https://lumenize.com/og/docs/rpc/quick-start.png', width: 1200, height: 630, alt: 'Quick Start | Lumenize' };
    expect(imagesOf(buildMetadata({ title: 'Quick Start', path: '/docs/rpc/quick-start', socialCard: true }))).toEqual({ og: [card], twitter: [card] });
  });

  it('keeps the page its own front-matter image over a card', () => {
    const own = { url: 'https://lumenize.com/img/blog/no-trespassing.svg' };
    expect(imagesOf(buildMetadata({ title: 'Post', path: '/blog/post', image: '/img/blog/no-trespassing.svg', socialCard: true }))).toEqual({ og: [own], twitter: [own] });
  });

  it('gives /docs the card of its canonical page, and a page without a card the site card', () => {
    const docs = buildMetadata({ title: 'Introduction', path: '/docs', canonicalPath: '/docs/introduction', socialCard: true });
    expect(imagesOf(docs).og).toEqual([expect.objectContaining({ url: 'https://lumenize.com/og/docs/introduction.png' })]);
    expect(imagesOf(buildMetadata({ title: 'Tags', path: '/blog/tags' })).og).toEqual([{ url: 'https://lumenize.com/img/social-card.png' }]);
  });
});
