/**
 * What a search shows of Pagefind's results (lib/browser/search-client.ts), kept apart from the
 * browser so it can be tested on its own. Pagefind's types are its documented result shape,
 * trimmed to what we read.
 */
/** The two parts a search can be narrowed to. */
export const SEARCH_KINDS = ['Docs', 'Blog'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface SearchHit {
  /** Where the result leads: the page, or the heading nearest the best match. */
  url: string;
  title: string;
  /** The heading the match sits under, when it is not the top of the page. */
  heading?: string;
  section: string;
  excerpt: ExcerptPart[];
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Typing pauses this long before a search runs. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * Pagefind's excerpt is escaped text with `<mark>` around the matches; it becomes plain parts so
 * that nothing from the index is ever inserted as HTML. Self-contained, like `toHit`: the search
 * page's inline script runs them (lib/browser/search-client.ts).
 */
export function excerptParts(html: string): ExcerptPart[] {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
  const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity]);
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: decode(html.slice(last, match.index)), marked: false });
    parts.push({ text: decode(match[1]), marked: true });
    last = match.index + match[0].length;
  }
  if (last < html.length) parts.push({ text: decode(html.slice(last)), marked: false });
  return parts.filter((part) => part.text !== '');
}

/** One result: the part of the page with the most matches, so the link lands beside them. */
export function toHit(data: PagefindResultData, parts: (html: string) => ExcerptPart[] = excerptParts): SearchHit {
  const title = data.meta.title ?? data.url;
  const best = [...(data.sub_results ?? [])].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))[0];
  const underHeading = best && best.url.includes('#') && best.title !== title;
  return {
    url: best?.url ?? data.url,
    title,
    heading: underHeading ? best.title : undefined,
    section: data.meta.section ?? '',
    excerpt: parts(best?.excerpt ?? data.excerpt),
  };
}

/** Arrow keys move through the results and wrap at either end. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return 0;
  return (current + delta + count) % count;
}

/** Ctrl+K, or ⌘K on a Mac, with no other modifier. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}
