import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/**
 * tsx, which runs the bench, keeps function names with a `__name` helper that it adds to the
 * module; a function handed to the page (`page.evaluate`) calls it there, where it does not exist.
 */
const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** A browser context whose pages can run the bench's functions. Every context of the bench is made here. */
export async function newBenchContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: NAME_HELPER });
  return context;
}
