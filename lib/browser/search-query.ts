import type { SEARCH_PARAMS, SearchKind, SearchScope } from '@/lib/core/search';
import type { editDistance } from '@/lib/core/nearest';
import type { closestTitles } from '@/lib/core/suggest';
import type { SearchClient, SearchResults } from './search-client';
import type { renderSearchResults, ResultRow, ResultsView } from './search-results';

/** A version of the docs as the scope names it. */
export interface ScopeVersion {
  name: string;
  label: string;
}

export interface SearchQuerySettings {
  /** The `/search` page's address and parameters, where the link that widens the scope leads. */
  searchPage: string;
  params: typeof SEARCH_PARAMS;
  debounceMs: number;
  /** How many pages show before "Show all". */
  firstResults: number;
  /** The docs' versions, latest first; with one, a search has no version scope to show. */
  versions: ScopeVersion[];
}

/** What the reader asked: the words, and where to look. */
export interface SearchQuery {
  text: string;
  scope: SearchScope;
}

export interface SearchQueries {
  /**
   * Searches once typing pauses (at once with `now`) and draws what it found, its failure, or for
   * an empty text nothing (the prompt with `prompt`). A newer query supersedes an older one still
   * running, whatever order their answers come in.
   */
  set(query: SearchQuery, options?: { now?: boolean; prompt?: boolean }): void;
}

/**
 * The one query lifecycle, for the search dialog and for the `/search` page's inline script,
 * which runs this very function (lib/browser/search-page.ts): so it is self-contained, using
 * nothing but its parameters and browser globals. It waits for a pause in typing, runs the search
 * with the client, keeps only the newest answer, draws it with the renderer into `target`, and
 * answers "Show all", Retry, the link that widens the version scope, and a search that found
 * nothing (the closest page titles, or the guides). `rows` hears of every drawing: the rows, and
 * after "Show all" the index of the first row it revealed.
 */
export function searchQueries(
  client: SearchClient,
  render: typeof renderSearchResults,
  suggest: typeof closestTitles,
  distance: typeof editDistance,
  target: { status: HTMLElement; results: HTMLElement },
  view: ResultsView,
  settings: SearchQuerySettings,
  on: { rows(rows: ResultRow[], revealed?: number): void; widen(query: SearchQuery): void },
): SearchQueries {
  let latest = 0;
  let timer = 0;
  const { params } = settings;
  const label = (name: string) => settings.versions.find((version) => version.name === name)?.label ?? name;
  const widened = (query: SearchQuery): SearchQuery => ({ ...query, scope: { ...query.scope, version: undefined } });
  const address = ({ text, scope }: SearchQuery) => {
    const search = new URLSearchParams({ [params.text]: text });
    if (scope.kind) search.set(params.kind, scope.kind.toLowerCase());
    search.set(params.version, scope.version ?? params.allVersions);
    return `${settings.searchPage}?${search}`;
  };
  const draw = (state: Parameters<typeof render>[1], query?: SearchQuery, found?: SearchResults) =>
    render(target, state, view, {
      showAll: () => query && found && run(query, found),
      retry: () => query && run(query),
      widen: () => query && on.widen(widened(query)),
    });
  const run = async (query: SearchQuery, all?: SearchResults) => {
    const ticket = ++latest;
    const { text, scope } = query;
    try {
      const found = all ?? (await client.search(text, scope));
      // null: a newer search superseded this one inside Pagefind.
      if (!found || ticket !== latest) return;
      const hits = await found.hits(all ? found.total : settings.firstResults);
      const titles = found.total === 0 ? await client.titles().catch(() => []) : [];
      if (ticket !== latest) return;
      const shown = new Set(all ? [...target.results.querySelectorAll('a')].map((link) => link.getAttribute('href')) : []);
      const rows = draw(
        {
          kind: 'found',
          query: text,
          // Posts belong to no version: a scope of posts alone names none.
          scope: scope.kind === 'Blog' || scope.version === undefined ? (scope.kind ?? '') : `${label(scope.version)}${scope.kind ? ' docs' : ''}`,
          total: found.total,
          hits,
          elsewhere: {
            versions: Object.entries(found.elsewhere)
              .filter(([, count]) => count > 0)
              .map(([name, count]) => ({ label: label(name), count })),
            href: address(widened(query)),
          },
          suggestions:
            found.total === 0
              ? suggest(
                  text,
                  titles.filter(
                    (page) =>
                      (!scope.kind || page.kind === scope.kind) &&
                      (scope.version === undefined || page.version === undefined || page.version === scope.version),
                  ),
                  distance,
                )
              : undefined,
        },
        query,
        found,
      );
      // "Show all" is gone once it has acted: the first row it revealed is where reading goes on.
      on.rows(
        rows,
        all
          ? Math.max(
              0,
              rows.findIndex((row) => !shown.has(row.link.getAttribute('href'))),
            )
          : undefined,
      );
    } catch (error) {
      if (ticket === latest) on.rows(draw({ kind: 'failed', error: error instanceof Error ? error.message : String(error) }, query));
    }
  };
  return {
    set: (query, { now = false, prompt = false } = {}) => {
      window.clearTimeout(timer);
      if (query.text.trim() === '') {
        latest += 1;
        on.rows(draw({ kind: prompt ? 'prompt' : 'none' }));
        return;
      }
      const trimmed = { ...query, text: query.text.trim() };
      if (now) void run(trimmed);
      else timer = window.setTimeout(() => void run(trimmed), settings.debounceMs);
    },
  };
}

/**
 * The query a search form holds: its field, its kind radios (`docs`, `blog`, or empty for both)
 * and, with more than one version, its version menu (a name, or `all`). The dialog and the
 * `/search` page read their forms the same way; self-contained, like `searchQueries`.
 */
export function formQuery(form: HTMLFormElement, params: typeof SEARCH_PARAMS, kinds: readonly SearchKind[]): SearchQuery {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const version = value(params.version);
  return {
    text: value(params.text),
    scope: {
      kind: kinds.find((kind) => kind.toLowerCase() === value(params.kind).toLowerCase()),
      version: version === '' || version === params.allVersions ? undefined : version,
    },
  };
}

/**
 * The version a search looks in unless the reader picks another: the docs page's own version, or
 * else the version the reader chose last (stored under `storageKey`), or else the latest (the
 * first); none when there is only one.
 */
export function scopeVersion(versions: ScopeVersion[], pageVersion: string | null | undefined, storageKey: string): string | undefined {
  if (versions.length < 2) return undefined;
  const known = (name: string | null | undefined) => versions.some((version) => version.name === name);
  if (known(pageVersion)) return pageVersion ?? undefined;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    // Storage refused (a privacy setting): the latest, as on a first visit.
  }
  return known(stored) ? (stored ?? undefined) : versions[0].name;
}
