import type { SitePage } from '@/lib/core/page';
import { allPages, getPage } from '@/lib/site/pages';

/** What one generated social card shows: the page title, where it sits, the brand. */
export interface OgCard {
  /** The page the card is for. */
  url: string;
  title: string;
  section: string;
}

/** A page's own card, if it has one: a second address (`/docs`) shares its canonical page's. */
function cardOf(page: SitePage | undefined): OgCard | undefined {
  return page?.card && !page.alias ? { url: page.url, title: page.title ?? '', section: page.card.section } : undefined;
}

/** Every card the build makes: one per page the model gives a card (docs pages and posts without an image of their own). */
export function getOgCards(): OgCard[] {
  return allPages().flatMap((page) => cardOf(page) ?? []);
}

export function getOgCard(url: string): OgCard | undefined {
  return cardOf(getPage(url));
}
