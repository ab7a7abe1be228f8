/**
 * The page at rest, for the bench: its main thread with nothing left to do. What a reader waits for
 * before that (the framework, the diagrams) the specs wait for too: e2e/settle.ts.
 */
import type { Page } from '@playwright/test';

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
