'use client';

import { useCallback, useEffect, useState } from 'react';

/** Nothing for 200 ms (most loads are done by then), then a loader. */
const LAZY_LOADER_DELAY_MS = 200;
const LAZY_TIMEOUT_MS = 15_000;

export type LazyState<T> =
  { status: 'waiting' } | { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'timed-out' } | { status: 'errored'; error: Error };

/**
 * Loads a client-only part (a chunk, a library) in the states a reader sees:
 * waiting (first 200 ms, shows nothing) → loading → loaded, timed out or errored; `retry` tries again,
 * handing `load` the number of the attempt.
 */
export function useLazy<T>(load: (attempt: number) => Promise<T>, { delay = LAZY_LOADER_DELAY_MS, timeout = LAZY_TIMEOUT_MS } = {}) {
  const [state, setState] = useState<LazyState<T>>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let settled = false;
    const showLoader = window.setTimeout(() => !settled && setState({ status: 'loading' }), delay);
    const giveUp = window.setTimeout(() => {
      if (settled) return;
      settled = true;
      setState({ status: 'timed-out' });
    }, timeout);
    load(attempt).then(
      (value) => {
        if (settled) return;
        settled = true;
        setState({ status: 'loaded', value });
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        setState({ status: 'errored', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      settled = true;
      window.clearTimeout(showLoader);
      window.clearTimeout(giveUp);
    };
    // `load` must be stable (a module-level function or a memoised one); `attempt` runs it again.
  }, [load, attempt, delay, timeout]);

  const retry = useCallback(() => {
    setState({ status: 'waiting' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
