'use client';

import { MAIN_ID } from '@/lib/core/landmarks';

/**
 * A probe of the fixture build alone (next.config.mjs compiles `page.fixture.tsx` files only there):
 * it throws while rendering as long as a test has switched it on, so the crash page can be seen and
 * its "Try again" proven to render the page again. It sits in a folder with no dynamic segment
 * beside it: Next names every folder beside one (`app/[page]`) in that route's data, page or not,
 * so at the root its name would reach every export.
 */
export default function CrashProbePage() {
  if (typeof window !== 'undefined' && window.sessionStorage.getItem('crash-probe') === 'on') {
    throw new Error('Crash probe: this page threw while rendering.');
  }
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <h1>Crash probe</h1>
    </main>
  );
}
