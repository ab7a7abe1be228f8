/**
 * What a search shows of Pagefind's results (lib/browser/search-client.ts), kept apart from the
 * browser so it can be tested on its own. Pagefind's types are its documented result shape,
 * trimmed to what we read.
 */
/** The two parts a search can be narrowed to. */
export const SEARCH_KINDS = ['Docs', 'Blog'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * What a search looks in: one kind of page or both, and the docs of one version or of every one
 * (posts belong to no version, so a version scope keeps them). The `/search` page's address says
 * the same: `?kind=docs&version=0.9.0`.
 */
export interface SearchScope {
  kind?: SearchKind;
  version?: string;
}

/** The `/search` page's parameters; `version=all` (or none, with one version) looks in every version. */
export const SEARCH_PARAMS = { text: 'q', kind: 'kind', version: 'version', allVersions: 'all' } as const;

/**
 * Pagefind's ranking, as Starlight's docs sites set it: page length and term frequency count for
 * little, so a guide that explains a word at length is not pushed below every short API page that
 * names it once (Pagefind's defaults favour short pages strongly). The `item` metadata only groups
 * an API item's pages (`foldHits`); it repeats the title, which counts already.
 */
export const SEARCH_RANKING = { pageLength: 0.1, termFrequency: 0.1, metaWeights: { item: 0 } } as const;

/** A heading Pagefind found in a page; `location` is the index of its first word in the content. */
interface PagefindAnchor {
  element: string;
  text: string;
  location: number;
}

interface PagefindSubResult {
  title: string;
  url: string;
  /** Indexes of the matching words in the page's content. */
  locations: number[];
  /** The heading the part starts at; none for the part above the first heading. */
  anchor?: PagefindAnchor;
}

export interface PagefindResultData {
  url: string;
  /** The page's text, its words separated by whitespace: `locations` count them. */
  content: string;
  meta: Record<string, string | undefined>;
  locations: number[];
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
}

/** One page that matched, with the parts of it under a heading that matched too. */
export interface SearchHit {
  url: string;
  /** The title, its matching words marked. */
  title: ExcerptPart[];
  section: string;
  excerpt: ExcerptPart[];
  /** Up to three headings of the page with the most matches, in the page's order. */
  headings: SearchHeading[];
  /** An API item's name and kind, the same on its page in every package that documents it. */
  item?: string;
  /** The same item's pages in other packages, folded into this row (`foldHits`). */
  also: { url: string; section: string }[];
}

interface SearchHeading {
  /** The page's URL with the heading's fragment. */
  url: string;
  title: ExcerptPart[];
  excerpt: ExcerptPart[];
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Typing pauses this long before a search runs. */
export const SEARCH_DEBOUNCE_MS = 120;

/** How many pages a search shows before the reader asks for all of them. */
export const FIRST_RESULTS = 10;

/**
 * The excerpt of `words[from, to)` around the densest run of matches (`locations`), `length` words
 * long. A range no longer than that is shown whole. Otherwise it starts where the sentence holding
 * the first match starts when that is near enough to keep the match in view, or else a few words
 * before the match, after an ellipsis. Either way it starts and ends on whole words. Self-contained, like `toHit`: the search page's inline script
 * runs it (lib/browser/search-page.ts).
 */
export function excerptOf(words: string[], from: number, to: number, locations: number[], length: number): ExcerptPart[] {
  const endsSentence = (word: string | undefined) => word !== undefined && /[.!?]["'”’)\]]*$/.test(word);
  const matches = locations.filter((location) => location >= from && location < to).sort((a, b) => a - b);
  let first = from;
  let most = 0;
  for (const [index, location] of matches.entries()) {
    const inWindow = matches.slice(index).filter((other) => other < location + length).length;
    if (inWindow > most) [first, most] = [location, inWindow];
  }
  // A range that fits whole (a title, a heading, a short section) is shown whole.
  let start = to - from <= length ? from : first;
  while (start > from && start > first - length / 2 && !endsSentence(words[start - 1])) start -= 1;
  const cut = start > from && !endsSentence(words[start - 1]);
  if (cut) start = Math.max(from, first - 4);
  const end = Math.min(to, start + length);
  const marked = new Set(matches);
  const parts: ExcerptPart[] = [];
  for (let index = start; index < end; index += 1) {
    const word = words[index];
    if (!word) continue;
    const last = parts.at(-1);
    const isMarked = marked.has(index);
    if (!last) parts.push({ text: word, marked: isMarked });
    else if (last.marked === isMarked) last.text += ` ${word}`;
    else if (isMarked) {
      if (last.marked) parts.push({ text: ' ', marked: false });
      else last.text += ' ';
      parts.push({ text: word, marked: true });
    } else parts.push({ text: ` ${word}`, marked: false });
  }
  if (parts.length === 0) return parts;
  if (cut) {
    if (parts[0].marked) parts.unshift({ text: '… ', marked: false });
    else parts[0].text = `… ${parts[0].text}`;
  }
  if (end < to && !endsSentence(words[end - 1])) parts.push({ text: ' …', marked: false });
  return parts;
}

/**
 * One result: the page itself, with the text that opens it or its matches there, and then the
 * headings of it with the most matches. The page comes first whatever its parts score, so a
 * reader looking for a page by its title lands on it, not on one of its sections. Self-contained
 * (the search page's inline script runs it), with the excerpt's function as a parameter.
 */
export function toHit(data: PagefindResultData, excerpt: typeof excerptOf = excerptOf): SearchHit {
  // Words an excerpt shows, and headings a result shows.
  const excerptWords = 24;
  const headingsShown = 3;
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
  // A title or heading as written, its words marked where they match in the content from `at` on.
  const marked = (text: string, at: number, locations: number[]) =>
    excerpt(
      text.split(/\s+/).filter(Boolean),
      0,
      wordCount(text),
      locations.map((location) => location - at),
      wordCount(text),
    );
  // Pagefind's own word split, which `locations` count.
  const words = data.content.split(/[^\S\uFEFF]+/g);
  const title = data.meta.title ?? data.url;
  const starts = (data.anchors ?? [])
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.text.trim() !== '')
    .map((anchor) => anchor.location)
    .sort((a, b) => a - b);
  const nextStart = (after: number) => starts.find((start) => start > after) ?? words.length;
  // The page's text opens with its title, which the result shows already.
  const top = excerpt(words, wordCount(title), starts[0] ?? words.length, data.locations, excerptWords);
  const headings = (data.sub_results ?? [])
    .flatMap((part) => (part.anchor && part.url.includes('#') && part.locations.length > 0 ? [{ ...part, anchor: part.anchor }] : []))
    .sort((a, b) => b.locations.length - a.locations.length)
    .slice(0, headingsShown)
    .sort((a, b) => a.anchor.location - b.anchor.location)
    .map((part) => ({
      url: part.url,
      title: marked(part.anchor.text, part.anchor.location, part.locations),
      excerpt: excerpt(words, part.anchor.location + wordCount(part.anchor.text), nextStart(part.anchor.location), part.locations, excerptWords),
    }));
  return { url: data.url, title: marked(title, 0, data.locations), section: data.meta.section ?? '', excerpt: top, headings, item: data.meta.item, also: [] };
}

/**
 * One row per API item: an item two packages document (one re-exports the other's) matches twice
 * with the same text, so its later page folds into the first one's row. Self-contained, like
 * `toHit`: the search page's inline script runs it.
 */
export function foldHits(hits: SearchHit[]): SearchHit[] {
  const first = new Map<string, SearchHit>();
  const rows: SearchHit[] = [];
  for (const hit of hits) {
    const earlier = hit.item === undefined ? undefined : first.get(hit.item);
    if (earlier) {
      earlier.also.push({ url: hit.url, section: hit.section });
      continue;
    }
    const row = { ...hit, also: [...hit.also] };
    if (hit.item !== undefined) first.set(hit.item, row);
    rows.push(row);
  }
  return rows;
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
