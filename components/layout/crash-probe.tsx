'use client';

export const CRASH_PROBE_KEY = 'crash-probe';

/**
 * Only in the config-fixture build: throws while rendering as long as the test has switched it
 * on, so the crash page can be seen and its "Try again" proven to re-render.
 */
export function CrashProbe() {
  if (typeof window !== 'undefined' && window.sessionStorage.getItem(CRASH_PROBE_KEY) === 'on') {
    throw new Error('Crash probe: this page threw while rendering.');
  }
  return null;
}
