import type { excerptOf, foldHits, SEARCH_KINDS, toHit } from '@/lib/core/search';
import type { editDistance } from '@/lib/core/nearest';
import type { closestTitles } from '@/lib/core/suggest';
import type { searchClient } from './search-client';
import type { formQuery, scopeVersion, SearchQuery, searchQueries, SearchQuerySettings } from './search-query';
import type { renderSearchResults, ResultClasses } from './search-results';

export interface SearchPageSettings extends SearchQuerySettings {
  client: Parameters<typeof searchClient>[0];
  kinds: typeof SEARCH_KINDS;
  /** Where the version the reader chose last is stored. */
  versionKey: string;
  classes: ResultClasses;
}

/**
 * The search page's script, inline in the page: it needs nothing of the framework, so the search
 * page works before the framework has loaded (the navbar's search link leads here until then) or
 * if it never does. It searches as the reader types or changes the scope, and for the address's
 * `?q=`, `?kind=` and `?version=` when the page opens, keeping the address in step, with the
 * search dialog's client, query lifecycle and renderer (lib/browser/search-client.ts,
 * search-query.ts, search-results.ts).
 */
export function searchPageRuntime(
  settings: SearchPageSettings,
  client: typeof searchClient,
  hit: typeof toHit,
  excerpt: typeof excerptOf,
  fold: typeof foldHits,
  queries: typeof searchQueries,
  render: typeof renderSearchResults,
  suggest: typeof closestTitles,
  distance: typeof editDistance,
  read: typeof formQuery,
  defaultVersion: typeof scopeVersion,
): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-page]');
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const field = form?.elements.namedItem(settings.params.text);
  if (!form || !results || !status || !(field instanceof HTMLInputElement)) return;
  const { params } = settings;
  const version = form.elements.namedItem(params.version);
  const kinds = [...form.querySelectorAll<HTMLInputElement>(`input[name="${params.kind}"]`)];
  const show = (query: SearchQuery) => {
    field.value = query.text;
    for (const radio of kinds) radio.checked = radio.value === (query.scope.kind ?? '').toLowerCase();
    if (version instanceof HTMLSelectElement) version.value = query.scope.version ?? params.allVersions;
  };
  const search = queries(
    client(settings.client, hit, excerpt, fold),
    render,
    suggest,
    distance,
    { status, results },
    { basePath: settings.client.basePath, classes: settings.classes },
    settings,
    {
      rows: (rows, revealed) => {
        if (revealed !== undefined) rows[revealed]?.link.focus();
      },
      widen: (query) => {
        show(query);
        update(true);
      },
    },
  );
  const update = (now = false) => {
    const query = read(form, params, settings.kinds);
    // The address says what is searched, as the form would submit it, so it can be shared.
    const url = new URL(window.location.href);
    const pairs = [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' && value !== '' ? [[name, value]] : []));
    url.search = query.text.trim() === '' ? '' : `?${new URLSearchParams(pairs)}`;
    window.history.replaceState(window.history.state, '', url);
    search.set(query, { now });
  };
  form.addEventListener('input', () => update());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (field.value.trim() === '') {
      search.set(read(form, params, settings.kinds), { prompt: true });
      field.focus();
      return;
    }
    update(true);
  });
  const asked = new URLSearchParams(window.location.search);
  const askedVersion = asked.get(params.version);
  show({
    text: asked.get(params.text) ?? '',
    scope: {
      kind: settings.kinds.find((kind) => kind.toLowerCase() === asked.get(params.kind)?.toLowerCase()),
      version:
        askedVersion === params.allVersions
          ? undefined
          : settings.versions.some(({ name }) => name === askedVersion)
            ? (askedVersion ?? undefined)
            : defaultVersion(settings.versions, null, settings.versionKey),
    },
  });
  if (field.value.trim() !== '') update(true);
}
