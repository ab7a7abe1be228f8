import { inlineScript } from '@/lib/site/inline-script';
import { MAIN_ID } from '@/lib/core/landmarks';
import { ROUTES } from '@/lib/core/paths';
import { excerptOf, FIRST_RESULTS, foldHits, SEARCH_DEBOUNCE_MS, SEARCH_KINDS, SEARCH_PARAMS, SEARCH_RANKING, toHit } from '@/lib/core/search';
import { editDistance } from '@/lib/core/nearest';
import { closestTitles } from '@/lib/core/suggest';
import { BASE_PATH as basePath } from '@/lib/core/base-path';
import { docsVersions, PREFERRED_VERSION_KEY } from '@/lib/site/docs-versions';
import { searchClient, TITLES_FILE } from '@/lib/browser/search-client';
import { searchPageRuntime, type SearchPageSettings } from '@/lib/browser/search-page';
import { formQuery, scopeVersion, searchQueries } from '@/lib/browser/search-query';
import { renderSearchResults } from '@/lib/browser/search-results';
import { SearchField } from './search-field';
import { SearchScopeFields } from './search-scope';
import styles from './search-page.module.css';
import results from './search-results.module.css';

/**
 * The search page: a form and its results, run by an inline script (no framework) with the search
 * dialog's client, query lifecycle and renderer. The status line and the results are written by
 * that script; the framework hydrates them as served.
 */
export function SearchPage() {
  const versions = docsVersions();
  const settings: SearchPageSettings = {
    client: { basePath, ranking: SEARCH_RANKING, titlesFile: TITLES_FILE },
    searchPage: `${basePath}${ROUTES.search}`,
    params: SEARCH_PARAMS,
    kinds: SEARCH_KINDS,
    debounceMs: SEARCH_DEBOUNCE_MS,
    firstResults: FIRST_RESULTS,
    versions,
    versionKey: PREFERRED_VERSION_KEY,
    classes: results,
  };
  const script = inlineScript(
    searchPageRuntime,
    settings,
    searchClient,
    toHit,
    excerptOf,
    foldHits,
    searchQueries,
    renderSearchResults,
    closestTitles,
    editDistance,
    formQuery,
    scopeVersion,
  );
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <h1>Search</h1>
      <form className={styles.form} role="search" action={`${basePath}${ROUTES.search}`} method="get" data-search-page="">
        <SearchField />
        <SearchScopeFields versions={versions} />
      </form>
      <noscript>
        <p>Searching needs JavaScript, which is off in this browser. The docs sidebar and the blog archive list every page.</p>
      </noscript>
      <p className={styles.status} role="status" data-search-status="" suppressHydrationWarning>
        {''}
      </p>
      <div className={styles.results} data-search-results="" dangerouslySetInnerHTML={{ __html: '' }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </main>
  );
}
