import { expect, test } from '@playwright/test';

test.describe('progress bar', () => {
  test('appears when a navigation to another path is still running after 200 ms', async ({ page }) => {
    // No prefetch (data saving on), so the click has to wait for the delayed page data.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    await page.route(/\.txt(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/docs/introduction');
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
    await page.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/testing\/usage$/, { timeout: 10_000 });
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
    const samples = await page.evaluate(() => (window as unknown as { samples: [number, string][] }).samples);
    expect(samples.filter(([t]) => t < 150).every(([, visibility]) => visibility === 'hidden')).toBe(true);
    expect(samples.filter(([t]) => t > 260).some(([, visibility]) => visibility === 'visible')).toBe(true);
  });

  test('never appears for a hash change on the same page', async ({ page }) => {
    await page.goto('/docs/introduction');
    const seen = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => document.getElementById('nprogress') && resolve(true));
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 1000);
        }),
    );
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Release Status' }).click();
    await expect(page).toHaveURL(/#release-status$/);
    expect(await seen).toBe(false);
  });
});

test.describe('mermaid', () => {
  const MERMAID_PAGE = '/docs/rpc/introduction';

  test('renders the diagram with the default theme in light mode and dark in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(MERMAID_PAGE);
    const figure = page.locator('figure[data-mermaid]');
    await expect(figure.locator('svg')).toBeVisible({ timeout: 15_000 });
    await expect(figure).toHaveAttribute('data-theme-rendered', 'light');
    const lightFill = await figure.locator('svg .node rect, svg rect.actor').first().evaluate((el) => getComputedStyle(el).fill);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click(); // system → light
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click(); // light → dark
    await expect(figure).toHaveAttribute('data-theme-rendered', 'dark');
    const darkFill = await figure.locator('svg .node rect, svg rect.actor').first().evaluate((el) => getComputedStyle(el).fill);
    expect(darkFill).not.toBe(lightFill);
  });

  test('a diagram whose library fails to load says so and retries', async ({ page }) => {
    // The lazily loaded part is every script this page fetches that neither a page without a
    // diagram nor this page's own HTML names: those requests fail until Retry.
    const baseline = new Set<string>();
    // Without prefetching, a page only fetches its own scripts.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const record = (request: import('@playwright/test').Request) =>
      request.resourceType() === 'script' && baseline.add(new URL(request.url()).pathname);
    page.on('request', record);
    await page.goto('/docs/introduction');
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    const html = await (await page.request.get(MERMAID_PAGE)).text();
    for (const match of html.matchAll(/src="([^"]+\.js)"/g)) baseline.add(match[1]);
    let block = true;
    await page.route(/\.js(\?|$)/, (route) =>
      block && !baseline.has(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
    );
    await page.goto(MERMAID_PAGE);
    const figure = page.locator('figure[data-mermaid]');
    await expect(figure.getByRole('alert')).toContainText('failed to load', { timeout: 15_000 });
    block = false;
    await figure.getByRole('button', { name: 'Retry' }).click();
    await expect(figure.locator('svg').first()).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('prefetch', () => {
  const rscRequests = async (page: import('@playwright/test').Page, connection?: { saveData?: boolean; effectiveType?: string }) => {
    if (connection) {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
    }
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\.txt\?/.test(request.url())) requests.push(request.url());
    });
    await page.goto('/docs/introduction');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return requests;
  };

  test('links prefetch page code and data on a normal connection', async ({ page }) => {
    expect((await rscRequests(page, { effectiveType: '4g', saveData: false })).length).toBeGreaterThan(0);
  });

  test('links do not prefetch when data saving is on', async ({ page }) => {
    expect(await rscRequests(page, { effectiveType: '4g', saveData: true })).toEqual([]);
  });

  test('links do not prefetch on a 2g connection', async ({ page }) => {
    expect(await rscRequests(page, { effectiveType: '2g' })).toEqual([]);
  });
});
