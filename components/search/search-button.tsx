'use client';

import { lazy, Suspense, useCallback, useState, useSyncExternalStore, type MouseEvent } from 'react';
import styles from './search.module.css';

// The dialog's code, like Pagefind's, arrives only when a reader first opens it.
const SearchDialog = lazy(() => import('./search-dialog'));

const subscribeToNothing = () => () => {};

/**
 * The navbar's search item: a link to the search page, which works before the framework has
 * loaded (and where a new tab or a copied link leads). Once the framework is there, the link opens
 * the search dialog over the page instead. Ctrl+K or ⌘K clicks the link, from the head script
 * (lib/browser/search-shortcut.ts), whichever of the two it does then.
 */
export function SearchButton({ basePath }: { basePath: string }) {
  const [open, setOpen] = useState(false);
  // Stable, so the dialog's effect, which opens it, runs once.
  const closeDialog = useCallback(() => setOpen(false), []);
  // The server renders Ctrl K; an Apple device shows ⌘ K once hydrated.
  const shortcut = useSyncExternalStore(
    subscribeToNothing,
    () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K'),
    () => 'Ctrl K',
  );
  // In the capture phase, and stopped there: the progress bar starts on any click of a link of
  // the site that reaches the document, and this one goes nowhere.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the search page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      <a
        href={`${basePath}/search`}
        className={styles.button}
        data-js-only=""
        data-search-link=""
        aria-keyshortcuts="Control+K Meta+K"
        onClickCapture={onClick}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
        <span className={styles.buttonLabel}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog basePath={basePath} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </>
  );
}
