'use client';

import { MAIN_ID } from '@/lib/site/landmarks';
import styles from './crash-page.module.css';

/** "This page crashed", the error message and a "Try again" that re-renders. */
export function CrashPage({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main} data-fallback-page="crash">
      <h1>This page crashed</h1>
      <p className={styles.message}>{error.message}</p>
      <button type="button" className={styles.retry} onClick={reset}>
        Try again
      </button>
    </main>
  );
}
