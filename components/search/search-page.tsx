import { inlineScript } from '@/lib/site/inline-script';
import { MAIN_ID } from '@/lib/core/landmarks';
import { excerptOf, FIRST_RESULTS, SEARCH_DEBOUNCE_MS, toHit } from '@/lib/core/search';
import { BASE_PATH as basePath } from '@/lib/core/base-path';
import { searchClient } from '@/lib/browser/search-client';
import { searchPageRuntime } from '@/lib/browser/search-page';
import { renderSearchResults } from '@/lib/browser/search-results';
import styles from './search-page.module.css';
import results from './search-results.module.css';

/**
 * The search page: a form and its results, run by an inline script (no framework) with the search
 * dialog's client and renderer. The status line and the results are written by that script; the
 * framework hydrates them as served.
 */
export function SearchPage() {
  const settings = { basePath, debounceMs: SEARCH_DEBOUNCE_MS, firstResults: FIRST_RESULTS, classes: results };
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <h1>Search</h1>
      <form className={styles.form} role="search" action={`${basePath}/search`} method="get" data-search-page="">
        <input
          className={styles.input}
          type="search"
          name="q"
          aria-label="Search the docs and the blog"
          placeholder="Search the docs and the blog"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <noscript>
        <p>Searching needs JavaScript, which is off in this browser. The docs sidebar and the blog archive list every page.</p>
      </noscript>
      <p className={styles.status} role="status" data-search-status="" suppressHydrationWarning>
        {''}
      </p>
      <div data-search-results="" dangerouslySetInnerHTML={{ __html: '' }} />
      <script dangerouslySetInnerHTML={{ __html: inlineScript(searchPageRuntime, settings, searchClient, toHit, excerptOf, renderSearchResults) }} />
    </main>
  );
}
