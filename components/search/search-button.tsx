'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isSearchShortcut } from '@/lib/site/search/results';
import styles from './search.module.css';

// The dialog's code, like Pagefind's, arrives only when a reader first opens it (issue 8).
const SearchDialog = lazy(() => import('./search-dialog'));

/**
 * The navbar's search item (spec §2's `search` type, filled by issue 8): a button, and Ctrl+K or
 * ⌘K from anywhere, open the search dialog.
 */
export function SearchButton({ basePath }: { basePath: string }) {
  const [open, setOpen] = useState(false);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const openRef = useRef(false);
  openRef.current = open;

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const onKeyDown = (event: KeyboardEvent) => {
      // While open, the dialog handles the shortcut itself (it closes).
      if (!isSearchShortcut(event) || openRef.current) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button type="button" className={styles.button} data-js-only="" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
        <span className={styles.buttonLabel}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog basePath={basePath} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
