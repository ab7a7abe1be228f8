'use client';

import type { LazyState } from './use-lazy';
import styles from './lazy-status.module.css';

/** The visible side of a lazy part's non-loaded states, with `Retry` after a failure. */
export function LazyStatus<T>({ state, retry, what }: { state: LazyState<T>; retry: () => void; what: string }) {
  if (state.status === 'waiting' || state.status === 'loaded') return null;
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        Loading {what}…
      </p>
    );
  }
  const reason = state.status === 'timed-out' ? `The ${what} took too long to load.` : `The ${what} failed to load: ${state.error.message}`;
  return (
    <div className={styles.status} role="alert">
      <p>{reason}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Retry
      </button>
    </div>
  );
}
