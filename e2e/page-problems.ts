/**
 * What goes wrong while a page loads, as a reader's devtools would show it: console errors and
 * warnings, uncaught errors, failed requests, answers of 400 and above, and Content-Security-Policy
 * violations.
 */
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { expect } from './test';

type WithViolations = typeof window & { __cspViolations?: string[] };

export interface ProblemWatch {
  /** Everything reported so far. */
  problems: string[];
  /**
   * Waits until every request started so far has ended (prefetches among them); adds the CSP
   * violations reported since the last call and the preloads the page has no use for.
   */
  settle(): Promise<void>;
  stop(): void;
}

/**
 * Preloads a reader pays for and the page never uses, which Chromium warns of a few seconds after
 * the load: any the served page names itself (Next named the fallbacks' stylesheets on every page),
 * and any image it does not show (React preloads every eager image of a page the router prefetches),
 * or a font no face of the page asks for.
 * The router's prefetch of a linked page's stylesheets is what makes that navigation fast, and is
 * not counted.
 */
function unusedPreloads(page: Page, servedHtml: string): Promise<string[]> {
  return page.evaluate((html) => {
    const served = new DOMParser().parseFromString(html, 'text/html');
    const named = new Set(
      [...served.querySelectorAll('link[rel="preload"][href]')].map((link) => new URL(link.getAttribute('href') ?? '', location.href).href),
    );
    // A font is used when an @font-face rule of the page names it and the page has asked for that
    // face (`display: optional` may then draw the fallback for this page; the font is cached for
    // the next one).
    const requestedFaces = new Set([...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family.replace(/["']/g, '')));
    const fontRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule));
    const usedFonts = fontRules
      .filter((rule) => requestedFaces.has(rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim()))
      .flatMap((rule) =>
        // A url() of a stylesheet is relative to that stylesheet.
        [...rule.style.getPropertyValue('src').matchAll(/url\(["']?([^"')]+)["']?\)/g)].map(
          (match) => new URL(match[1], rule.parentStyleSheet?.href ?? location.href).href,
        ),
      );
    const used = new Set([
      ...usedFonts,
      ...[...document.querySelectorAll('img')].map((image) => image.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ]);
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href]')]
      .filter((link) => !used.has(link.href) && (named.has(link.href) || link.as === 'image'))
      .map((link) => link.href);
  }, servedHtml);
}

/** Starts listening on `page`; call before `page.goto`. */
export async function watchProblems(page: Page): Promise<ProblemWatch> {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  /** The page as the server sent it (the last answer of a navigation, after any redirect). */
  let served: Response | undefined;
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onRequest = (request: Request) => inFlight.add(request);
  const onDone = (request: Request) => inFlight.delete(request);
  // A request the page or the browser cancelled (ERR_ABORTED: a prefetch the router called off, the
  // stylesheet of a feed's XML view, every HEAD check of a link) failed no reader; any other failure did.
  const onFailed = (request: Request) => {
    onDone(request);
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()} ${error}`);
  };
  // An answer ends the wait: Chromium reports neither the end nor a failure of the stylesheet it reads for a feed's XML view.
  const onResponse = (response: Response) => {
    onDone(response.request());
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) served = response;
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as WithViolations).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  return {
    problems,
    async settle() {
      await expect.poll(() => [...inFlight].map((request) => request.url()), { message: `requests still open on ${page.url()}` }).toEqual([]);
      const violations = await page.evaluate(() => (window as WithViolations).__cspViolations?.splice(0) ?? []);
      problems.push(...violations.map((violation) => `CSP violation: ${violation}`));
      if (!served) problems.push(`no answer to the navigation to ${page.url()} was seen, so its preloads went unchecked`);
      else problems.push(...(await unusedPreloads(page, await served.text())).map((href) => `preloaded but not used by the page: ${href}`));
    },
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
    },
  };
}
