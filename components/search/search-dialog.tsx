'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LazyStatus } from '@/components/lazy/lazy-status';
import { useLazy } from '@/components/lazy/use-lazy';
import { excerptOf, FIRST_RESULTS, isSearchShortcut, moveActive, SEARCH_DEBOUNCE_MS, SEARCH_KINDS, toHit, type SearchKind } from '@/lib/core/search';
import { searchClient, type SearchClient, type SearchResults } from '@/lib/browser/search-client';
import { shouldPrefetch } from '@/lib/browser/prefetch';
import { renderSearchResults, type ResultRow, type ResultsState } from '@/lib/browser/search-results';
import styles from './search.module.css';
import results from './search-results.module.css';

type Scope = 'All' | SearchKind;
const SCOPES: Scope[] = ['All', ...SEARCH_KINDS];

type Outcome = { query: string; scope: Scope; found: SearchResults; shown: number } | { query: string; error: string };

// One client for the visit: Pagefind loads once, however often the dialog opens.
let client: SearchClient | undefined;
const clientFor = (basePath: string) => (client ??= searchClient(basePath, toHit, excerptOf));

/**
 * The search dialog: a modal over the page, Pagefind's index loaded by the search client with the
 * lazy-part states (components/lazy), results drawn by the search page's renderer
 * (lib/browser/search-results.ts) as a listbox the arrow keys move through and Enter opens.
 */
export default function SearchDialog({ basePath, onClose }: { basePath: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const resultsBox = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const search = clientFor(basePath);
  const load = useCallback(() => search.load(), [search]);
  const { state, retry } = useLazy(load);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>('All');
  const [latest, setOutcome] = useState<Outcome | null>(null);
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const listId = `${useId()}-results`;

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

  useEffect(() => {
    const trimmed = query.trim();
    if (state.status !== 'loaded' || trimmed === '') return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      try {
        const found = await search.search(trimmed, scope === 'All' ? undefined : scope);
        // null: a newer search superseded this one inside Pagefind.
        if (!found || cancelled) return;
        setOutcome({ query: trimmed, scope, found, shown: FIRST_RESULTS });
      } catch (error) {
        if (!cancelled) setOutcome({ query: trimmed, error: error instanceof Error ? error.message : String(error) });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [search, state, query, scope, attempt]);

  const empty = query.trim() === '';
  // An emptied field shows no results, not the last query's.
  const outcome = state.status === 'loaded' && !empty ? latest : null;

  useEffect(() => {
    const target = { status: status.current, results: resultsBox.current };
    if (!target.status || !target.results) return;
    const draw = (shown: ResultsState, actions = { showAll: () => {}, retry: () => setAttempt((n) => n + 1) }) =>
      renderSearchResults({ status: target.status!, results: target.results! }, shown, { basePath, classes: results, listboxId: listId }, actions);
    if (state.status !== 'loaded') {
      setRows(draw({ kind: 'none' }));
      return;
    }
    if (!outcome) {
      setRows(draw({ kind: empty ? 'prompt' : 'none' }));
      return;
    }
    if ('error' in outcome) {
      setRows(draw({ kind: 'failed', error: outcome.error }));
      return;
    }
    let cancelled = false;
    void outcome.found.hits(outcome.shown).then((hits) => {
      if (cancelled) return;
      const before = rows.length;
      const drawn = draw(
        { kind: 'found', query: outcome.query, scope: outcome.scope === 'All' ? undefined : outcome.scope, total: outcome.found.total, hits },
        { showAll: () => setOutcome({ ...outcome, shown: outcome.found.total }), retry: () => setAttempt((n) => n + 1) },
      );
      setRows(drawn);
      // "Show all" keeps the reader's place: the first row it revealed becomes the chosen one.
      setActive(outcome.shown > FIRST_RESULTS && drawn.length > before ? before : 0);
      if (outcome.shown > FIRST_RESULTS) input.current?.focus();
    });
    return () => {
      cancelled = true;
    };
    // `rows` is read only to find where the revealed rows begin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basePath, listId, state.status, outcome, empty]);

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
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.field}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </svg>
            <input
              ref={input}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label="Search the docs and the blog"
              aria-expanded={rows.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={rows[active]?.link.id}
              placeholder="Search the docs and the blog"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
            />
            <button type="button" className={styles.close} onClick={close}>
              Close
            </button>
          </div>
          <fieldset className={styles.scopes}>
            <legend className="visually-hidden">Show results from</legend>
            {SCOPES.map((option) => (
              <label key={option} className={styles.scope}>
                <input type="radio" name="search-scope" value={option} checked={scope === option} onChange={() => setScope(option)} />
                <span>{option}</span>
              </label>
            ))}
          </fieldset>
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
