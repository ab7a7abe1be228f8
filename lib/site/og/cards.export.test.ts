import { describe, expect, it } from 'vitest';
import { CARD_TITLE_BOX, cardTitleMetrics } from './card-assets';
import { getOgCards } from './cards';
import { layoutTitle } from '@/lib/core/og-layout';

// Reads the page model the site's build wrote: a check of what the build made.
describe('social cards of the site', () => {
  it('every title fits its card whole, without an ellipsis', () => {
    const font = cardTitleMetrics();
    const cards = getOgCards();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect([card.url, layoutTitle(card.title, font, CARD_TITLE_BOX).truncated]).toEqual([card.url, false]);
  });
});
