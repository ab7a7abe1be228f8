import type { excerptOf, foldHits, PagefindResultData, SEARCH_RANKING, SearchHit, SearchScope, toHit } from '@/lib/core/search';
import type { PageTitle } from '@/lib/core/suggest';

/** Pagefind's filters: a value per key, or any of several such sets (pagefind.app/docs/filtering). */
type PagefindFilters = Record<string, string> | { any: Record<string, string>[] };

/** The part of Pagefind's browser API the client uses (pagefind.app/docs/api). */
interface Pagefind {
  options(options: { baseUrl: string; ranking: typeof SEARCH_RANKING }): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: { filters?: PagefindFilters },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[]; totalFilters?: Record<string, Record<string, number>> } | null>;
}

/** What a search found: how many pages, and the best of them on demand. */
export interface SearchResults {
  total: number;
  /** Pages of each other version's docs that match, when the search kept to one version. */
  elsewhere: Record<string, number>;
  /** The first `count` pages, best first, an item documented twice folded into one row. */
  hits(count: number): Promise<SearchHit[]>;
}

export interface SearchClient {
  /** Pagefind's script and index, fetched from the export the first time and kept for the visit. */
  load(): Promise<void>;
  /**
   * Every page matching `query` in `scope`; null when a newer search superseded this one inside
   * Pagefind. A hit's URL is a path of the site, without the base path: whoever renders it as a
   * link adds that.
   */
  search(query: string, scope: SearchScope): Promise<SearchResults | null>;
  /** Every page the index holds, for suggestions when a search finds nothing: fetched once, on demand. */
  titles(): Promise<PageTitle[]>;
}

/** Where the search index step writes the list `titles()` reads, in the index's folder. */
export const TITLES_FILE = 'titles.json';

/**
 * The one search client, for the search dialog and for the `/search` page's inline script, which
 * runs this very function (lib/browser/search-page.ts): so it is self-contained, using nothing but
 * its parameters and browser globals, and takes the result functions of lib/core/search.ts as
 * parameters. A failed load is forgotten, so the next call fetches again (the Retry of the dialog).
 */
export function searchClient(
  settings: { basePath: string; ranking: typeof SEARCH_RANKING; titlesFile: string },
  hit: typeof toHit,
  excerpt: typeof excerptOf,
  fold: typeof foldHits,
): SearchClient {
  let loading: Promise<Pagefind> | undefined;
  let titles: Promise<PageTitle[]> | undefined;
  let failures = 0;
  const forget = <T>(promise: Promise<T>, again: () => void) => {
    promise.catch(() => {
      again();
      failures += 1;
    });
    return promise;
  };
  // The browser keeps a module that failed to load as failed: a retry asks for it by another URL.
  const url = (file: string) => `${settings.basePath}/pagefind/${file}${failures > 0 ? `?retry=${failures}` : ''}`;
  const pagefind = () =>
    (loading ??= forget(
      (async () => {
        // Not a module of ours: the bundler must leave this import to the browser.
        const loaded = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url('pagefind.js'))) as Pagefind;
        // Result URLs as paths of the site, like every other link the site renders.
        await loaded.options({ baseUrl: '/', ranking: settings.ranking });
        await loaded.init();
        return loaded;
      })(),
      () => (loading = undefined),
    ));
  return {
    load: async () => {
      await pagefind();
    },
    search: async (query, { kind, version }) => {
      // A version scope keeps the posts, which belong to no version.
      const filters: PagefindFilters =
        version === undefined ? (kind ? { kind } : {}) : kind === 'Blog' ? { kind } : kind ? { kind, version } : { any: [{ version }, { kind: 'Blog' }] };
      const found = await (await pagefind()).search(query, { filters });
      if (!found) return null;
      const elsewhere = { ...(version !== undefined && kind !== 'Blog' ? found.totalFilters?.version : {}) };
      if (version !== undefined) delete elsewhere[version];
      return {
        total: found.results.length,
        elsewhere,
        hits: async (count) => fold((await Promise.all(found.results.slice(0, count).map((result) => result.data()))).map((data) => hit(data, excerpt))),
      };
    },
    titles: () =>
      (titles ??= forget(
        fetch(url(settings.titlesFile)).then((response) => {
          if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
          return response.json() as Promise<PageTitle[]>;
        }),
        () => (titles = undefined),
      )),
  };
}
