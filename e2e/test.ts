/**
 * Playwright's `test` and `expect` for this suite. `page.goto` is Playwright's own: a test sees
 * the page as the reader does from its first paint, whether or not the framework's scripts have
 * run. Every control works before they have (e2e/first-paint.spec.ts); a test of something only
 * the framework adds (client navigation, the search dialog, the table of contents' highlight, a
 * dropdown closing on a click elsewhere) says so with `waitForHydration`.
 */
import type { Page, Response } from '@playwright/test';
import { waitForHydration } from './settle';

export { waitForHydration, waitForSettled } from './settle';

export { expect, test } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** `page.goto`, then waits until React has taken over the page. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}
