import type { excerptOf, toHit } from '@/lib/core/search';
import type { searchClient, SearchResults } from './search-client';
import type { renderSearchResults, ResultClasses } from './search-results';

export interface SearchPageSettings {
  basePath: string;
  debounceMs: number;
  /** How many pages show before "Show all". */
  firstResults: number;
  classes: ResultClasses;
}

/**
 * The search page's script, inline in the page: it needs nothing of the framework, so the search
 * page works before the framework has loaded (the navbar's search link leads here until then) or
 * if it never does. It searches as the reader types, and for `?q=` when the page opens, with the
 * search dialog's client and renderer (`client`, lib/browser/search-client.ts; `render`,
 * lib/browser/search-results.ts).
 */
export function searchPageRuntime(
  settings: SearchPageSettings,
  client: typeof searchClient,
  hit: typeof toHit,
  excerpt: typeof excerptOf,
  render: typeof renderSearchResults,
): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-page]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !input || !results || !status) return;
  const search = client(settings.basePath, hit, excerpt);
  const view = { basePath: settings.basePath, classes: settings.classes };
  let latest = 0;
  const run = async (query: string, all = false, found?: SearchResults) => {
    const ticket = ++latest;
    if (query === '') {
      render({ status, results }, { kind: 'none' }, view, actions);
      return;
    }
    try {
      const searched = found ?? (await search.search(query));
      if (!searched || ticket !== latest) return;
      const hits = await searched.hits(all ? searched.total : settings.firstResults);
      if (ticket !== latest) return;
      const shown = results.querySelectorAll('li').length;
      const rows = render({ status, results }, { kind: 'found', query, total: searched.total, hits }, view, {
        showAll: () => run(query, true, searched),
        retry: actions.retry,
      });
      // "Show all" is gone once it has acted: the first of the rows it revealed takes the focus.
      if (all) rows[shown]?.link.focus();
    } catch (error) {
      if (ticket === latest) render({ status, results }, { kind: 'failed', error: error instanceof Error ? error.message : String(error) }, view, actions);
    }
  };
  const actions = { showAll: () => {}, retry: () => run(input.value.trim()) };
  let timer = 0;
  const update = () => {
    const query = input.value.trim();
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => run(query), settings.debounceMs);
  };
  input.addEventListener('input', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (input.value.trim() === '') {
      render({ status, results }, { kind: 'prompt' }, view, actions);
      input.focus();
      return;
    }
    update();
  });
  const initial = new URLSearchParams(window.location.search).get('q');
  if (initial) {
    input.value = initial;
    run(initial.trim());
  }
}
