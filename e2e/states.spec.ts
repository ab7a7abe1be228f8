import { expect, gotoHydrated, test } from './test';

test.describe('progress bar', () => {
  test('appears when a navigation to another path is still running after 200 ms', async ({ page }) => {
    // No prefetch (data saving on), so the click has to wait for the delayed page data.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    // A client navigation fetches the next page's data; each such fetch takes 1.5 s.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, '/docs/introduction');
    // Sample the bar's visibility against the time since it was inserted (seen by a
    // MutationObserver, which runs right after the insertion, not a frame later).
    await page.evaluate(() => {
      const samples: [number, string][] = [];
      (window as unknown as { samples: typeof samples }).samples = samples;
      let inserted = 0;
      new MutationObserver(() => {
        if (!inserted && document.getElementById('nprogress')) inserted = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      const sample = () => {
        const bar = document.getElementById('nprogress');
        if (bar && inserted) samples.push([performance.now() - inserted, getComputedStyle(bar).visibility]);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const next = page.getByRole('link', { name: /^Next/ });
    const target = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname === target, { timeout: 10_000 });
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
    const samples = await page.evaluate(() => (window as unknown as { samples: [number, string][] }).samples);
    expect(samples.filter(([t]) => t < 150).every(([, visibility]) => visibility === 'hidden')).toBe(true);
    expect(samples.filter(([t]) => t > 260).some(([, visibility]) => visibility === 'visible')).toBe(true);
  });

  test('never appears for a hash change on the same page', async ({ page }) => {
    await gotoHydrated(page, '/docs/introduction');
    const seen = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => document.getElementById('nprogress') && resolve(true));
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 1000);
        }),
    );
    const heading = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
    const hash = (await heading.getAttribute('href'))!;
    await heading.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    expect(await seen).toBe(false);
  });
});

test.describe('mermaid', () => {
  const MERMAID_PAGE = '/docs/rpc/introduction';

  test('draws the diagram in the page’s colours, which follow a change of colour mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, MERMAID_PAGE);
    const figure = page.locator('figure[data-mermaid]');
    await expect(figure.locator('svg')).toBeVisible({ timeout: 15_000 });
    await expect(figure).toHaveAttribute('data-drawn', '');
    const box = figure.locator('svg .node rect, svg rect.actor').first();
    const raised = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-bg-raised)';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
    const lightFill = await box.evaluate((el) => getComputedStyle(el).fill);
    expect(lightFill).toBe(await raised());
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click(); // system → light
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click(); // light → dark
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkFill = await box.evaluate((el) => getComputedStyle(el).fill);
    expect(darkFill).toBe(await raised());
    expect(darkFill).not.toBe(lightFill);
  });

  /**
   * The lazily loaded part of the diagram page is every script it fetches that neither a page
   * without a diagram nor its own HTML names. Returns a gate: while closed, those requests are
   * failed (`abort`) or held (`hold`); opening it lets them (and held ones) through.
   */
  async function gateLazyScripts(page: import('@playwright/test').Page, mode: 'abort' | 'hold') {
    const baseline = new Set<string>();
    // Without prefetching, a page only fetches its own scripts.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const record = (request: import('@playwright/test').Request) => request.resourceType() === 'script' && baseline.add(new URL(request.url()).pathname);
    page.on('request', record);
    // Once React has hydrated, every script the page starts with has been requested.
    await gotoHydrated(page, '/docs/introduction');
    page.off('request', record);
    const html = await (await page.request.get(MERMAID_PAGE)).text();
    for (const match of html.matchAll(/src="([^"]+\.js)"/g)) baseline.add(match[1]);
    let open = false;
    const held: (() => void)[] = [];
    await page.route(/\.m?js(\?|$)/, async (route) => {
      if (open || baseline.has(new URL(route.request().url()).pathname)) return route.continue();
      if (mode === 'abort') return route.abort();
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    return {
      open: () => {
        open = true;
        for (const release of held.splice(0)) release();
      },
    };
  }

  test('a diagram whose library fails to load says so and retries', async ({ page }) => {
    const gate = await gateLazyScripts(page, 'abort');
    await gotoHydrated(page, MERMAID_PAGE);
    const figure = page.locator('figure[data-mermaid]');
    await expect(figure.getByRole('alert')).toContainText('failed to load', { timeout: 15_000 });
    gate.open();
    await figure.getByRole('button', { name: 'Retry' }).click();
    await expect(figure.locator('svg').first()).toBeVisible({ timeout: 15_000 });
  });

  // Nothing for 200 ms, then the loader, then timed out with Retry (timeout 15 s, on a fake clock).
  test('a slow diagram shows nothing for 200 ms, then a loader, then times out and retries', async ({ page }) => {
    const gate = await gateLazyScripts(page, 'hold');
    // Time stands still from before the page loads; it moves only when the test moves it.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await gotoHydrated(page, MERMAID_PAGE);
    const figure = page.locator('figure[data-mermaid]');
    await expect(figure).toBeAttached();
    await page.waitForLoadState('domcontentloaded');
    await page.clock.runFor(150);
    await expect(figure.getByRole('status')).toHaveCount(0);
    await expect(figure.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(figure.getByRole('status')).toHaveText('Loading diagram…');
    await page.clock.runFor(14_000);
    await expect(figure.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(figure.getByRole('alert')).toContainText('The diagram took too long to load.');
    gate.open();
    await figure.getByRole('button', { name: 'Retry' }).click();
    await page.clock.resume();
    await expect(figure.locator('svg').first()).toBeVisible({ timeout: 15_000 });
    await expect(figure.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('prefetch', () => {
  /** The page's fetches of other pages' code and data, from the moment it loads. */
  const rscRequests = async (page: import('@playwright/test').Page, connection?: { saveData?: boolean; effectiveType?: string }) => {
    if (connection) {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
    }
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && !request.url().startsWith(page.url())) requests.push(request.url());
    });
    await gotoHydrated(page, '/docs/introduction');
    return requests;
  };
  // An absence can only be watched for a while: a second after hydration, when the links in view
  // have long been prefetched on a normal connection.
  const PREFETCH_WINDOW_MS = 1000;

  test('links prefetch page code and data on a normal connection', async ({ page }) => {
    const requests = await rscRequests(page, { effectiveType: '4g', saveData: false });
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test('links do not prefetch when data saving is on', async ({ page }) => {
    const requests = await rscRequests(page, { effectiveType: '4g', saveData: true });
    await page.waitForTimeout(PREFETCH_WINDOW_MS);
    expect(requests).toEqual([]);
  });

  test('links do not prefetch on a 2g connection', async ({ page }) => {
    const requests = await rscRequests(page, { effectiveType: '2g' });
    await page.waitForTimeout(PREFETCH_WINDOW_MS);
    expect(requests).toEqual([]);
  });
});
