/**
 * What the site suggests when a reader's words or address lead nowhere: the page titles closest to
 * a search that found nothing, and, on the not-found page, the page nearest to an address that is
 * not a page (`nearest` and `routeForm` of ./nearest.ts, the one ranking of every "did you mean").
 * Each function is self-contained (the search page's and the not-found page's inline scripts run
 * them) and takes the edit distance as a parameter.
 */

import type { editDistance } from './nearest';
import type { SearchKind } from './search';

/** The not-found page's elements its script fills in (the nearest page, the search form), and the script's. */
export const NOT_FOUND_SUGGESTION = 'data-not-found-suggestion';
export const NOT_FOUND_SEARCH = 'data-not-found-search';
export const NOT_FOUND_SCRIPT = 'data-not-found-script';

/** A page a suggestion can name: the search index writes one per indexed page. */
export interface PageTitle {
  /** Path of the site, without the base path. */
  url: string;
  title: string;
  /** Where the page sits, as a result names it: `Utils › API Reference › Classes`. */
  section: string;
  kind: SearchKind;
  /** The docs version the page belongs to; none for a post. */
  version?: string;
  /** A guide of the docs, what a reader who found nothing is offered first. */
  guide: boolean;
}

/**
 * For a search that found nothing: the pages whose titles come closest to its words, best first
 * (a word a typo or two away from a title's word, or from the start of one: "websockt" finds
 * `WebSocketShimOptions`), or else the guides, where a reader can start.
 */
export function closestTitles(query: string, pages: PageTitle[], distance: typeof editDistance, count = 5): { pages: PageTitle[]; closest: boolean } {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const asked = words(query);
  // 1 for the same word or the start of one, less for each edit it takes.
  const likeness = (word: string, other: string) => 1 - Math.min(distance(word, other), distance(word, other.slice(0, word.length))) / Math.max(word.length, 1);
  const scored = pages
    .map((page) => {
      const titleWords = words(page.title);
      const score =
        asked.length === 0 ? 0 : asked.reduce((sum, word) => sum + Math.max(0, ...titleWords.map((other) => likeness(word, other))), 0) / asked.length;
      return { page, score };
    })
    // One edit in four letters, at most, for each word.
    .filter(({ score }) => score >= 0.75)
    .sort((a, b) => b.score - a.score);
  if (scored.length > 0) return { pages: scored.slice(0, count).map(({ page }) => page), closest: true };
  return { pages: pages.filter((page) => page.guide).slice(0, count), closest: false };
}
