'use client';

import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { isSearchShortcut } from '@/lib/core/search';
import styles from './search.module.css';

// The dialog's code, like Pagefind's, arrives only when a reader first opens it.
const SearchDialog = lazy(() => import('./search-dialog'));

const subscribeToNothing = () => () => {};

/**
 * The navbar's search item: a link to the search page, which works before the framework has
 * loaded (and where a new tab or a copied link leads). Once the framework is there, the link and
 * Ctrl+K or ⌘K from anywhere open the search dialog over the page instead; before, the page's head
 * script (lib/browser/search-shortcut.ts) sends the shortcut to the search page.
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
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // While open, the dialog answers the shortcut first (it brings its field back).
      if (!isSearchShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the search page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a href={`${basePath}/search`} className={styles.button} data-js-only="" data-search-link="" aria-keyshortcuts="Control+K Meta+K" onClick={onClick}>
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
