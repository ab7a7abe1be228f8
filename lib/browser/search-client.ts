import type { excerptOf, PagefindResultData, SearchHit, SearchKind } from '@/lib/core/search';

/** The part of Pagefind's browser API the client uses (pagefind.app/docs/api). */
interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** What a search found: how many pages, and the best of them on demand. */
export interface SearchResults {
  total: number;
  /** The first `count` pages, best first; Pagefind fetches each page's data once. */
  hits(count: number): Promise<SearchHit[]>;
}

export interface SearchClient {
  /** Pagefind's script and index, fetched from the export the first time and kept for the visit. */
  load(): Promise<void>;
  /**
   * Every page matching `query`, narrowed to one kind of page when `kind` is given; null when a
   * newer search superseded this one inside Pagefind. A hit's URL is a path of the site, without
   * the base path: whoever renders it as a link adds that.
   */
  search(query: string, kind?: SearchKind): Promise<SearchResults | null>;
}

/**
 * The one search client, for the search dialog and for the `/search` page's inline script, which
 * runs this very function (lib/browser/search-page.ts): so it is self-contained, using nothing but
 * its parameters and browser globals, and takes `toHit` and `excerptOf` (lib/core/search.ts) as
 * parameters. A failed load is forgotten, so the next call fetches again (the Retry of the dialog).
 */
export function searchClient(
  basePath: string,
  toHit: (data: PagefindResultData, excerpt: typeof excerptOf) => SearchHit,
  excerpt: typeof excerptOf,
): SearchClient {
  let loading: Promise<Pagefind> | undefined;
  let failures = 0;
  const pagefind = () => {
    loading ??= (async () => {
      // The browser keeps a module that failed to load as failed: a retry asks for it by another URL.
      const url = `${basePath}/pagefind/pagefind.js${failures > 0 ? `?retry=${failures}` : ''}`;
      // Not a module of ours: the bundler must leave this import to the browser.
      const loaded = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
      // Result URLs as paths of the site, like every other link the site renders.
      await loaded.options({ baseUrl: '/' });
      await loaded.init();
      return loaded;
    })();
    loading.catch(() => {
      loading = undefined;
      failures += 1;
    });
    return loading;
  };
  return {
    load: async () => {
      await pagefind();
    },
    search: async (query, kind) => {
      const found = await (await pagefind()).search(query, kind ? { filters: { kind } } : {});
      if (!found) return null;
      return {
        total: found.results.length,
        hits: async (count) => (await Promise.all(found.results.slice(0, count).map((result) => result.data()))).map((data) => toHit(data, excerpt)),
      };
    },
  };
}
