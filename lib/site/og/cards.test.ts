import { describe, expect, it } from 'vitest';
import { getPosts } from '../../content/index';
import { allDocsSlugs } from '../docs-routes';
import { CARD_TITLE_BOX, cardTitleMetrics } from './card-assets';
import { getOgCard, getOgCards } from './cards';
import { layoutTitle } from './layout';

// Reads the content build (.contentlayer), which `npm test` makes before the unit tests.
describe('social cards', () => {
  const cards = getOgCards();

  it('one card per docs page and per post without an image of its own, none for the others', () => {
    const urls = cards.map((card) => card.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const slug of allDocsSlugs()) expect(urls).toContain(`/docs/${slug.join('/')}`);
    const posts = getPosts();
    expect(posts.some((post) => post.image)).toBe(true);
    for (const post of posts) expect(urls.includes(post.url)).toBe(!post.image);
  });

  it('labels each card with where the page sits', () => {
    expect(getOgCard('/docs/utils/api/functions/getDONamespaceFromPathSegment')?.section).toBe('Utils · API Reference');
    expect(getOgCard('/docs/rpc/api')?.section).toBe('RPC · API Reference');
    expect(getOgCard('/docs/testing/usage')?.section).toBe('Testing');
    expect(getOgCard('/docs/introduction')?.section).toBe('Docs');
    expect(getOgCard('/blog/shoulders-of-giants')?.section).toBe('Blog · September 1, 2025');
  });

  it('every title fits its card whole, without an ellipsis', () => {
    const font = cardTitleMetrics();
    for (const card of cards) expect([card.url, layoutTitle(card.title, font, CARD_TITLE_BOX).truncated]).toEqual([card.url, false]);
  });
});
