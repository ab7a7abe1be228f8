'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LazyStatus } from '@/components/lazy/lazy-status';
import { useLazy } from '@/components/lazy/use-lazy';
import { excerptParts, isSearchShortcut, moveActive, SEARCH_DEBOUNCE_MS, SEARCH_KINDS, toHit, type SearchHit, type SearchKind } from '@/lib/core/search';
import { searchClient, type SearchClient } from '@/lib/browser/search-client';
import styles from './search.module.css';

type Scope = 'All' | SearchKind;
const SCOPES: Scope[] = ['All', ...SEARCH_KINDS];

type Outcome = { query: string; hits: SearchHit[] } | { query: string; error: string };

// One client for the visit: Pagefind loads once, however often the dialog opens.
let client: SearchClient | undefined;
const clientFor = (basePath: string) => (client ??= searchClient(basePath, toHit, excerptParts));

/**
 * The search dialog: a modal over the page, Pagefind's index loaded by the search client with the
 * lazy-part states (components/lazy), results as a listbox the arrow keys move through and Enter
 * opens.
 */
export default function SearchDialog({ basePath, onClose }: { basePath: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const search = clientFor(basePath);
  const load = useCallback(() => search.load(), [search]);
  const { state, retry } = useLazy(load);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>('All');
  const [latest, setOutcome] = useState<Outcome | null>(null);
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // As under the mobile panel, the page under a modal does not scroll.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const trimmed = query.trim();
    if (state.status !== 'loaded' || trimmed === '') return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      try {
        const hits = await search.search(trimmed, scope === 'All' ? undefined : scope);
        // null: a newer search superseded this one inside Pagefind.
        if (!hits || cancelled) return;
        setOutcome({ query: trimmed, hits });
        setActive(0);
      } catch (error) {
        if (!cancelled) setOutcome({ query: trimmed, error: error instanceof Error ? error.message : String(error) });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [search, state, query, scope, attempt]);

  const trimmed = query.trim();
  // An emptied field shows no results, not the last query's.
  const outcome = state.status === 'loaded' && trimmed !== '' ? latest : null;
  const hits = outcome && 'hits' in outcome ? outcome.hits : [];

  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);

  const close = () => dialog.current?.close();

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (!hit) return;
      close();
      router.push(hit.url);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      close();
    }
  };

  const listId = `${id}-results`;
  return (
    // A click on the backdrop lands on the dialog itself, outside its panel: it closes. The
    // shortcut's key presses bubble here from the field and the results.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search"
      onClose={onClose}
      onKeyDown={onDialogKeyDown}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className={styles.panel}>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.field}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </svg>
            <input
              className={styles.input}
              type="search"
              role="combobox"
              aria-label="Search the docs and the blog"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
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
          {state.status === 'loaded' && trimmed === '' ? <p className={styles.hint}>Type a word from the docs or the blog.</p> : null}
          {outcome && 'error' in outcome ? (
            <div className={styles.hint} role="alert">
              <p>The search failed: {outcome.error}</p>
              <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            </div>
          ) : null}
          {outcome && 'hits' in outcome && hits.length === 0 ? (
            <p className={styles.hint}>
              No results for “{outcome.query}”{scope === 'All' ? '' : ` in ${scope}`}.
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Results" className={styles.results} hidden={hits.length === 0}>
            {hits.map((hit, index) => (
              <li key={hit.url} role="none">
                <Link
                  id={optionId(index)}
                  href={hit.url}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.result}
                  onClick={close}
                  onMouseMove={() => setActive(index)}
                >
                  <span className={styles.resultTitle}>
                    {hit.title}
                    {hit.heading ? <span className={styles.resultHeading}> › {hit.heading}</span> : null}
                  </span>
                  <span className={styles.resultSection}>{hit.section}</span>
                  <span className={styles.excerpt}>
                    {hit.excerpt.map((part, partIndex) => (part.marked ? <mark key={partIndex}>{part.text}</mark> : <span key={partIndex}>{part.text}</span>))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" role="status">
            {outcome && 'hits' in outcome ? `${hits.length === 0 ? 'No' : hits.length} result${hits.length === 1 ? '' : 's'}` : ''}
          </p>
        </div>
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
