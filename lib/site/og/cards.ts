import { allPages, getPage } from '../pages';

/** What one generated social card shows: the page title, where it sits, the brand. */
export interface OgCard {
  /** The page the card is for. */
  url: string;
  title: string;
  section: string;
}

/**
 * Every card the build makes: one per page the model gives a card (docs pages and posts without
 * an image of their own). A page at a second address (`/docs`) shares its canonical page's card.
 */
export function getOgCards(): OgCard[] {
  return allPages().flatMap((page) =>
    page.card && page.canonical === page.url ? [{ url: page.url, title: page.title ?? '', section: page.card.section }] : [],
  );
}

export function getOgCard(url: string): OgCard | undefined {
  const page = getPage(url);
  return page?.card && page.canonical === page.url ? { url: page.url, title: page.title ?? '', section: page.card.section } : undefined;
}
