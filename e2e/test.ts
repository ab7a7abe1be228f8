/**
 * Playwright's `test` and `expect` for this suite. `page.goto` is Playwright's own: a test sees
 * the page as the reader does from its first paint, whether or not the framework's scripts have
 * run. Every control works before they have (e2e/first-paint.spec.ts); a test of something only
 * the framework adds (client navigation, the search dialog, the table of contents' highlight, a
 * dropdown closing on a click elsewhere) says so with `waitForHydration`.
 */
import type { Page, Response } from '@playwright/test';

export { expect, test } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** Waits until React has taken over the page (`<html data-hydrated>`, components/layout/hydration-mark.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** `page.goto`, then waits until React has taken over the page. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the page is as a reader finally sees it: React has taken over and every diagram is
 * drawn (a lazy part, fetched after hydration). For a page of the export, not a feed or a twin.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('figure[data-mermaid]:not([data-theme-rendered])').first().waitFor({ state: 'detached' });
}

/** A page of the site (HTML), not a feed, a Markdown twin or an image. */
export const isPage = (response: Response | null) => Boolean(response?.headers()['content-type']?.startsWith('text/html'));
