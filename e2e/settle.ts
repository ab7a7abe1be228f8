/**
 * Waiting for what a reader waits for, shared by the specs (e2e/test.ts) and the bench: the
 * framework taking over the page and the diagrams drawn.
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
