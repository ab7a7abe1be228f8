'use client';

import { MAIN_ID } from '@/lib/core/landmarks';

/** "This page crashed", the error message and a "Try again" that re-renders. */
export function CrashPage({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} data-fallback-page="crash">
      <h1>This page crashed</h1>
      <p>{error.message}</p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </main>
  );
}
