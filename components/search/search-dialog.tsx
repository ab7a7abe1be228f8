'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LazyStatus } from '@/components/lazy/lazy-status';
import { useLazy } from '@/components/lazy/use-lazy';
import {
  excerptOf,
  FIRST_RESULTS,
  foldHits,
  isSearchShortcut,
  moveActive,
  SEARCH_DEBOUNCE_MS,
  SEARCH_KINDS,
  SEARCH_PARAMS,
  SEARCH_RANKING,
  toHit,
} from '@/lib/core/search';
import { ROUTES } from '@/lib/core/paths';
import { editDistance } from '@/lib/core/nearest';
import { closestTitles } from '@/lib/core/suggest';
import { docsVersions, DOCS_VERSION_ATTRIBUTE, PREFERRED_VERSION_KEY } from '@/lib/site/docs-versions';
import { searchClient, TITLES_FILE, type SearchClient } from '@/lib/browser/search-client';
import { shouldPrefetch } from '@/lib/browser/prefetch';
import { formQuery, scopeVersion, searchQueries, type SearchQueries } from '@/lib/browser/search-query';
import { renderSearchResults, type ResultRow } from '@/lib/browser/search-results';
import { SearchScopeFields } from './search-scope';
import styles from './search.module.css';
import results from './search-results.module.css';

// One client for the visit: Pagefind loads once, however often the dialog opens.
let client: SearchClient | undefined;
const clientFor = (basePath: string) => (client ??= searchClient({ basePath, ranking: SEARCH_RANKING, titlesFile: TITLES_FILE }, toHit, excerptOf, foldHits));

/**
 * The search dialog: a modal over the page (a full-screen sheet on phones), Pagefind's index
 * loaded by the search client with the lazy-part states (components/lazy), queries run by the
 * search page's query lifecycle (lib/browser/search-query.ts), which draws the results with the
 * shared renderer as a listbox the arrow keys move through and Enter opens. The scope starts at
 * the docs page's own version, else the reader's chosen one, else the latest.
 */
export default function SearchDialog({ basePath, onClose }: { basePath: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const resultsBox = useRef<HTMLDivElement>(null);
  const queries = useRef<SearchQueries | null>(null);
  const router = useRouter();
  const search = clientFor(basePath);
  const load = useCallback(() => search.load(), [search]);
  const { state, retry } = useLazy(load);
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [active, setActive] = useState(0);
  const [versions] = useState(docsVersions);
  const [version] = useState(() =>
    scopeVersion(versions, document.querySelector(`[${DOCS_VERSION_ATTRIBUTE}]`)?.getAttribute(DOCS_VERSION_ATTRIBUTE), PREFERRED_VERSION_KEY),
  );
  const listId = `${useId()}-results`;
  const loaded = state.status === 'loaded';

  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // As under the mobile panel, the page under a modal does not scroll.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Wherever the focus is while the dialog is open, Escape closes it (in the field it would
    // first clear the text) and the shortcut brings the field back rather than closing.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        // Gone now, not when the dialog's close event comes (a task later): a shortcut pressed
        // in between would find it still here and bring its field back instead of opening it.
        onClose();
      } else if (isSearchShortcut(event)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previous;
    };
  }, [close, onClose]);

  const update = useCallback((now = false) => {
    if (form.current) queries.current?.set(formQuery(form.current, SEARCH_PARAMS, SEARCH_KINDS), { now, prompt: true });
  }, []);

  useEffect(() => {
    const target = { status: status.current, results: resultsBox.current };
    if (!loaded || !target.status || !target.results || !form.current) return;
    const scope = form.current;
    queries.current = searchQueries(
      search,
      renderSearchResults,
      closestTitles,
      editDistance,
      { status: target.status, results: target.results },
      { basePath, classes: results, listboxId: listId },
      { searchPage: `${basePath}${ROUTES.search}`, params: SEARCH_PARAMS, debounceMs: SEARCH_DEBOUNCE_MS, firstResults: FIRST_RESULTS, versions },
      {
        rows: (drawn, revealed) => {
          setRows(drawn);
          // "Show all" keeps the reader's place: the first row it revealed becomes the chosen one.
          setActive(revealed ?? 0);
          if (revealed !== undefined) input.current?.focus();
        },
        widen: () => {
          const menu = scope.elements.namedItem(SEARCH_PARAMS.version);
          if (menu instanceof HTMLSelectElement) menu.value = SEARCH_PARAMS.allVersions;
          update(true);
        },
      },
    );
    update(true);
    return () => {
      queries.current = null;
    };
  }, [search, loaded, basePath, listId, versions, update]);

  useEffect(() => {
    for (const [index, row] of rows.entries()) {
      row.link.setAttribute('aria-selected', String(index === active));
      row.link.onclick = (event) => {
        // A new tab or window opens the link as it is.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        close();
        router.push(row.url);
      };
      row.link.onmousemove = () => setActive(index);
    }
    const chosen = rows[active];
    chosen?.link.scrollIntoView({ block: 'nearest' });
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (chosen && shouldPrefetch(connection)) router.prefetch(chosen.url);
  }, [rows, active, close, router]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, rows.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[active];
      if (!row) return;
      close();
      router.push(row.url);
    }
  };

  return (
    // A click on the backdrop lands on the dialog itself, outside its panel: it closes.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialog} className={styles.dialog} aria-label="Search" onClose={onClose} onClick={(event) => event.target === dialog.current && close()}>
      <div className={styles.panel}>
        <form ref={form} className={styles.form} role="search" onSubmit={(event) => event.preventDefault()} onChange={() => update()}>
          <div className={styles.field}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </svg>
            {/* A text field, not a search field: the browser's own clear button would sit beside Close. */}
            <input
              ref={input}
              className={styles.input}
              type="text"
              name={SEARCH_PARAMS.text}
              enterKeyHint="search"
              role="combobox"
              aria-label="Search the docs and the blog"
              aria-expanded={rows.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={rows[active]?.link.id}
              placeholder="Search the docs and the blog"
              autoComplete="off"
              spellCheck={false}
              onKeyDown={onInputKeyDown}
            />
            <button type="button" className={styles.close} onClick={close}>
              Close
            </button>
          </div>
          <SearchScopeFields versions={versions} version={version} />
        </form>
        <div className={styles.body}>
          <LazyStatus state={state} retry={retry} what="search index" />
          {/* Written by the renderer, which the search page's script runs too. */}
          <p ref={status} className={styles.status} role="status" />
          <div ref={resultsBox} />
        </div>
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
