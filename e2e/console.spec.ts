/**
 * A clean console: every route loads with no console error or warning, no uncaught error
 * and no failed request, in light and dark mode.
 */
import { expect, isPage, test, waitForSettled, type Page } from './test';
import { ALL_ROUTES } from './routes';

/** Everything that went wrong while `path` loaded and settled. */
async function problemsLoading(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const inFlight = new Set<import('@playwright/test').Request>();
  const onRequest = (request: import('@playwright/test').Request) => inFlight.add(request);
  const onDone = (request: import('@playwright/test').Request) => inFlight.delete(request);
  // A request the page or the browser cancelled (ERR_ABORTED: a prefetch the router called off, the
  // stylesheet of a feed's XML view, every HEAD check of a link) failed no reader; any other failure did.
  const onFailed = (request: import('@playwright/test').Request) => {
    onDone(request);
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()} ${error}`);
  };
  // An answer ends the wait: Chromium reports neither the end nor a failure of the stylesheet it reads for a feed's XML view.
  const onResponse = (response: import('@playwright/test').Response) => {
    onDone(response.request());
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  try {
    const response = await page.goto(path);
    // Hydration comes after load (lib/build/hydrate-after-load.ts), then the lazy parts: what they log counts too.
    if (isPage(response)) await waitForSettled(page);
    // What started by then (prefetches among it) must end well.
    await expect.poll(() => [...inFlight].map((request) => request.url()), { message: `requests still open on ${path}` }).toEqual([]);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
  }
  return problems;
}

for (const mode of ['light', 'dark'] as const) {
  test(`every route loads cleanly in ${mode} mode: no console error or warning, no failed request`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: mode });
    const found: string[] = [];
    for (const route of ALL_ROUTES) {
      for (const problem of await problemsLoading(page, route.path)) found.push(`${route.path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test('the not-found page logs nothing but its own 404', async ({ page }) => {
  const problems = await problemsLoading(page, '/no-such-page');
  // The document's 404 is the point of the page (and Chromium reports it as a console error too).
  const expected = (line: string) => /no-such-page/.test(line) && /(HTTP 404|status of 404)/.test(line);
  expect(problems.filter((line) => !expected(line))).toEqual([]);
});

test('the feeds load in a browser without errors (XSLT view)', async ({ page }) => {
  for (const path of ['/blog/rss.xml', '/blog/atom.xml']) {
    // The feeds have an XSLT view for people; Chromium (since 2025) warns that it is deprecating XSLT.
    // That notice is the browser's, about the feature itself; anything else counts.
    const xsltNotice = (line: string) => line.startsWith('console.warning: XSLTProcessor and XSLT Processing Instructions have been deprecated');
    expect(
      (await problemsLoading(page, path)).filter((line) => !xsltNotice(line)),
      path,
    ).toEqual([]);
  }
});
