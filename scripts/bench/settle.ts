/**
 * Waiting for what a reader waits for, shared by the specs and the bench: the framework taking
 * over the page, the diagrams drawn, and the main thread with nothing left to do.
 */
import type { Page } from '@playwright/test';

/** Waits until React has taken over the page (`<html data-hydrated>`, components/layout/hydration-mark.tsx). */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
}

/**
 * Waits until the page is as a reader finally sees it: React has taken over and every diagram is
 * drawn (a lazy part, fetched after hydration). For a page of the export, not a feed or a twin.
 */
export async function waitForSettled(page: Page, timeout?: number): Promise<void> {
  await waitForHydration(page, timeout);
  await page.locator('figure[data-mermaid]:not([data-drawn])').first().waitFor({ state: 'detached', timeout });
}

/**
 * Resolves once the page's main thread has had 150 ms of idle time in a row: idle periods the
 * browser offered back to back, each of at least 10 ms (between frames, when something draws on
 * every frame), none cut short by a task. No task of loading, hydrating or drawing is left to run;
 * what happens after that is no longer part of the load.
 */
export async function waitForIdleMainThread(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.evaluate(
    (limit) =>
      new Promise<void>((resolve, reject) => {
        const giveUp = setTimeout(() => reject(new Error(`the main thread was never idle for ${limit} ms`)), limit);
        let idle = 0;
        const tick = (deadline: IdleDeadline) => {
          const free = deadline.timeRemaining();
          idle = free >= 10 ? idle + free : 0;
          if (idle < 150) return requestIdleCallback(tick, { timeout: 1000 });
          clearTimeout(giveUp);
          resolve();
        };
        requestIdleCallback(tick, { timeout: 1000 });
      }),
    timeoutMs,
  );
}
