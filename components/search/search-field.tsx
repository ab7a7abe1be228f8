import { SEARCH_PARAMS } from '@/lib/core/search';

/**
 * The search page's field and its submit button, also on the not-found page, whose form leads to
 * the search page. A search field, for its role; the browser's own clear button is hidden. Its
 * styles are global (app/globals.css): the not-found page is every page's fallback, so a
 * stylesheet of its own would be preloaded everywhere.
 */
export function SearchField() {
  return (
    <div className="search-field">
      <input
        type="search"
        name={SEARCH_PARAMS.text}
        aria-label="Search the docs and the blog"
        placeholder="Search the docs and the blog"
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit">Search</button>
    </div>
  );
}
