/**
 * The pages' script policy in the browser (build-time/csp-hashes.ts): a page runs its own inline
 * scripts, allowed by their hashes, and nothing else inline. Each test serves a built page changed
 * the way an attack or a late edit would change it: the page comes from the preview with its
 * headers, and the test edits its body on the way to the browser.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './test';
import { blockFramework } from '../scripts/bench/controls';

const PAGE = '/docs/introduction';

type Watched = typeof window & { __violations?: { directive: string; sample: string }[]; injectedHead?: 1; injectedBody?: 1; injectedHandler?: 1 };

/** Records the policy violations the page reports, with the sample 'report-sample' gives. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: { directive: string; sample: string }[] = [];
    (window as Watched).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push({ directive: event.effectiveDirective, sample: event.sample }));
  });
}

/** Serves the page at `path` once from the preview, with its headers, its HTML passed through `edit`. */
async function serveEdited(page: Page, path: string, edit: (html: string) => string) {
  await page.route(
    `**${path}`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    },
    { times: 1 },
  );
}

/** What an injection would add: a script in the head, one at the end of the body, an event handler. */
const inject = (html: string) =>
  html
    .replace('</head>', '<script>window.injectedHead=1</script></head>')
    .replace('</body>', '<img src="data:," alt="" onerror="window.injectedHandler=1"><script>window.injectedBody=1</script></body>');
const injected = (page: Page) => page.evaluate(() => [(window as Watched).injectedHead, (window as Watched).injectedBody, (window as Watched).injectedHandler]);

const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

test('a script injected into a built page is refused, while the page’s own scripts run', async ({ page }) => {
  await watchViolations(page);
  await serveEdited(page, PAGE, (html) => {
    expect(html, 'the page as built carries its meta policy').toMatch(POLICY_META);
    return inject(html);
  });
  await page.goto(PAGE);
  // The framework's scripts (loaded by an inline loader, hydrating from the inline payload) ran.
  await waitForHydration(page);
  expect(await injected(page)).toEqual([undefined, undefined, undefined]);
  const violations = await page.evaluate(() => (window as Watched).__violations);
  expect(violations).toHaveLength(3);
  expect(violations).toEqual(
    expect.arrayContaining([
      { directive: 'script-src-elem', sample: 'window.injectedHead=1' },
      { directive: 'script-src-elem', sample: 'window.injectedBody=1' },
      { directive: 'script-src-attr', sample: 'window.injectedHandler=1' },
    ]),
  );
});

test('without its meta policy the same page would run them: the header alone allows inline scripts', async ({ page }) => {
  await serveEdited(page, PAGE, (html) => inject(html.replace(POLICY_META, '')));
  await page.goto(PAGE);
  await expect.poll(() => injected(page)).toEqual([1, 1, 1]);
});
test('a head script changed by one character after the build is refused, and the violation names it', async ({ page }) => {
  await watchViolations(page);
  // Without the framework, which would set the colour mode itself once it hydrates, what the page
  // shows is the head script's doing alone.
  await blockFramework(page);
  let changed = '';
  await serveEdited(page, PAGE, (html) => {
    // The head script is the head's last inline script (the loader of the scripts after load comes before it).
    const head = html.slice(0, html.indexOf('</head>'));
    const start = head.lastIndexOf('<script>') + '<script>'.length;
    const end = head.indexOf('</script>', start);
    changed = `${head.slice(start, end)};`;
    return html.slice(0, start) + changed + html.slice(end);
  });
  await page.goto(PAGE);
  await expect.poll(() => page.evaluate(() => (window as Watched).__violations)).toEqual([{ directive: 'script-src-elem', sample: changed.slice(0, 40) }]);
  // The colour mode, which the head script sets before the first paint, was not set.
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
});
