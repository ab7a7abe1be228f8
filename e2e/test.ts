/**
 * Playwright's `test` and `expect` for this suite. A page's framework scripts load after its load
 * event (lib/build/hydrate-after-load.ts), so `page.goto` and `page.reload` here also wait until React has
 * taken over the page (`<html data-hydrated>`, components/layout/hydration-mark.tsx) before a test
 * clicks anything. A test that names its own `waitUntil` gets exactly that, to see the page before.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A page of the site (HTML), not a feed, a Markdown twin or an image. */
export const isPage = (response: Response | null) => Boolean(response?.headers()['content-type']?.startsWith('text/html'));

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil === undefined && isPage(response)) await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil === undefined && isPage(response)) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
