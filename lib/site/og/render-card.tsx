import { ImageResponse } from 'next/og';
import { OgCard } from '@/lib/site/og/og-card';
import { siteConfig } from '@/lib/site/site-config';
import { cardFonts, cardLogo, cardTitleMetrics, CARD_TITLE_BOX } from './card-assets';
import type { OgCard as OgCardData } from './cards';
import { layoutTitle } from '@/lib/core/og-layout';
import { OG_IMAGE_SIZE } from '@/lib/core/og-paths';

/** The PNG of one card, 1200×630. */
export function renderOgCard(card: OgCardData): ImageResponse {
  const title = layoutTitle(card.title, cardTitleMetrics(), CARD_TITLE_BOX);
  return new ImageResponse(<OgCard section={card.section} title={title} logo={cardLogo()} siteName={siteConfig.title} host={new URL(siteConfig.url).host} />, {
    ...OG_IMAGE_SIZE,
    fonts: cardFonts(),
  });
}
