/**
 * Performance budgets against the served export: weight, layout shift, fonts, mermaid, client
 * navigation. The numbers live in scripts/bench/budgets.ts; `npm run bench` prints the same
 * measurements. Those under the mobile profile (Lighthouse, controls, long tasks) are in
 * e2e/mobile/mobile.spec.ts, which `npm test` runs alone.
 */
import { readFileSync } from 'node:fs';
import { expect, gotoHydrated, test } from './test';
import { BUDGETS, KB } from '../scripts/bench/budgets';
import { COLOR_MODE_CASES } from '../scripts/bench/cls';
import { COMPILE_HINT } from '../build-time/hydrate-after-load';
import { measureLayoutShift, measureMermaid, measureNavigation } from '../scripts/bench/measure';
import { measurePageLoad, type Resource } from '../scripts/bench/network';
import { benchPages, diagramPages, navigationFrom } from '../scripts/bench/pages';
import { startSlowHtmlProxy, type SlowHtmlProxy } from '../scripts/bench/slow-html-proxy';
import { pages, SITE_EXPORT } from './export';

const list = (resources: Resource[]) => resources.map((r) => `  ${(r.gzip / KB).toFixed(1).padStart(6)} KB gz  ${r.path}`).join('\n');

for (const benchPage of benchPages()) {
  test.describe(`budgets of ${benchPage.path}`, () => {
    test('the JavaScript it loads in all stays within budget, and its font files are preloaded and small', async ({ page, baseURL }) => {
      const weight = await measurePageLoad(page, `${baseURL}${benchPage.path}`);
      expect(weight.status).toBe(200);
      const scripts = weight.resources.filter((r) => r.kind === 'js');
      expect(weight.total.js.gzip, `gzipped JavaScript in all:\n${list(scripts)}\n`).toBeLessThanOrEqual(BUDGETS.jsGzipTotal);
      const fonts = JSON.stringify(weight.fonts);
      expect.soft(weight.fonts.length, `web fonts downloaded: ${fonts}`).toBeLessThanOrEqual(BUDGETS.fonts.files);
      for (const font of weight.fonts) {
        expect.soft(font.preloaded, `${font.path} is preloaded`).toBe(true);
        expect.soft(font.bytes, `${font.path} in bytes`).toBeLessThanOrEqual(BUDGETS.fonts.bytes);
      }
    });

    // The HTML arrives in pieces, so the browser also paints partly parsed pages, as on a slow
    // connection: a layout that changes when later markup arrives shifts every time, not 1 load in 6.
    let slowHtml: SlowHtmlProxy;
    test.beforeAll(async ({ baseURL }) => {
      slowHtml = await startSlowHtmlProxy(baseURL ?? '');
    });
    test.afterAll(async () => {
      await slowHtml.close();
    });

    for (const mode of COLOR_MODE_CASES) {
      test(`no layout shift in ${mode.name} mode`, async ({ browser }) => {
        const report = await measureLayoutShift(browser, `${slowHtml.url}${benchPage.path}`, mode.name);
        expect(report.total, `layout shifts: ${JSON.stringify(report.shifts, null, 1)}`).toBeLessThanOrEqual(BUDGETS.cls);
      });
    }
  });
}

test('the framework’s scripts start after the load event, and the page then becomes interactive', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/introduction', { waitUntil: 'load' });
  const scriptTimes = () =>
    page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script');
      return { loadEventStart: navigation.loadEventStart, scripts: scripts.map((s) => ({ name: s.name, startTime: s.startTime })) };
    });
  await expect.poll(async () => (await scriptTimes()).scripts.length).toBeGreaterThan(5);
  const { loadEventStart, scripts } = await scriptTimes();
  expect(loadEventStart).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => s.startTime < loadEventStart).map((s) => s.name),
    'scripts requested before load',
  ).toEqual([]);

  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

// On a slow connection the browser paints whatever part of the page has arrived. The navbar's right
// end and the home page's buttons are laid out from the right and the centre, the breadcrumbs'
// home icon comes after its link, and a code block's header grew with its buttons: each used to move
// when the rest arrived. Smaller pieces than the 8 KB above put the cut inside each of them on some page.
for (const chunkKb of [1, 2, 3, 4]) {
  test(`navbar, breadcrumbs, home buttons and code headers do not move while the HTML arrives in ${chunkKb} KB pieces`, async ({ browser, baseURL }) => {
    const proxy = await startSlowHtmlProxy(baseURL ?? '', { chunkBytes: chunkKb * 1024 });
    try {
      for (const path of ['/', '/blog', '/docs/testing/usage', '/docs/rpc/api/functions/createRpcClient']) {
        const report = await measureLayoutShift(browser, `${proxy.url}${path}`, 'light');
        const moved = report.shifts.flatMap((shift) => shift.sources).filter((source) => /^\[(header|breadcrumbs|row|code)\]/.test(source));
        expect(moved, `${path}: ${JSON.stringify(report.shifts)}`).toEqual([]);
      }
    } finally {
      await proxy.close();
    }
  });
}

// A code block's header (language badge, wrap and copy buttons) is cut at each of its tags in turn, as
// a slow connection may cut it: it used to grow to the left as its buttons arrived, and moved.
test('a code block’s header does not move while it arrives', async ({ browser, baseURL }) => {
  let cuts = 0;
  const everyTagOfTheFirstHeader = (html: string) => {
    const header = html.indexOf('data-code-toolbar=""');
    if (header === -1) return [];
    const start = html.lastIndexOf('<div', header);
    const tags = [...html.slice(start, html.indexOf('<pre', start)).matchAll(/</g)].map((match) => start + (match.index ?? 0));
    cuts += tags.length;
    return tags;
  };
  const proxy = await startSlowHtmlProxy(baseURL ?? '', { cutsOf: everyTagOfTheFirstHeader, pauseMs: 60 });
  try {
    const report = await measureLayoutShift(browser, `${proxy.url}/`, 'light');
    expect(cuts, 'tags in the home page’s first code block header').toBeGreaterThan(2);
    const moved = report.shifts.flatMap((shift) => shift.sources).filter((source) => source.startsWith('[code]'));
    expect(moved, JSON.stringify(report.shifts)).toEqual([]);
  } finally {
    await proxy.close();
  }
});

/** The addresses of the export's pages that show an image. */
const pagesWithImages = () =>
  pages(SITE_EXPORT)
    .filter(({ file }) => readFileSync(file, 'utf8').includes('<img'))
    .map(({ path }) => path);

// An image whose box waits for the file moves everything below it when the file arrives. With
// every image held back, each image of every page already has the box it will have.
test('every image of every page has its box before its file arrives', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(/\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/, () => {
    // Never answered: the page is measured as it is before any image arrives.
  });
  const withImages = pagesWithImages();
  expect(withImages.length, 'pages with an image').toBeGreaterThan(0);
  const empty: string[] = [];
  for (const path of withImages) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const boxes = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter((image) => image.getClientRects().length > 0)
          .map((image) => ({ src: image.getAttribute('src'), ...image.getBoundingClientRect().toJSON() })),
      );
    for (const box of boxes) if (box.width === 0 || box.height === 0) empty.push(`${path}: ${box.src} is ${box.width}×${box.height}`);
  }
  expect(empty).toEqual([]);
});

// When the largest paint of a page's first screen is an image, that image must not wait for
// layout (lazy) or queue behind others: Lighthouse flags it, and the reader waits for it. Images
// further down wait until the reader nears them.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}px, an image that is a page's largest paint loads at once and first, and images beyond two screens wait`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const withImages = pagesWithImages();
    const wrong: string[] = [];
    for (const path of withImages) {
      await page.goto(path);
      const largest = await page.evaluate(
        () =>
          new Promise<{ src: string; loading: string; priority: string } | null | undefined>((resolve) => {
            setTimeout(() => resolve(undefined), 5_000);
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
              resolve(element instanceof HTMLImageElement ? { src: element.src, loading: element.loading, priority: element.fetchPriority } : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (largest === undefined) wrong.push(`${path}: the browser reported no largest paint`);
      else if (largest && (largest.loading === 'lazy' || largest.priority !== 'high')) {
        wrong.push(`${path}: ${largest.src}, its largest paint, loads ${largest.loading} with ${largest.priority} priority`);
      }
      const below = await page
        .locator('main img')
        .evaluateAll(
          (found: HTMLImageElement[], screens: number) =>
            found
              .filter((image) => image.getBoundingClientRect().top + window.scrollY > screens && image.loading !== 'lazy')
              .map((image) => image.getAttribute('src')),
          2 * viewport.height,
        );
      for (const src of below) wrong.push(`${path}: ${src}, more than two screens down, loads at once`);
    }
    expect(wrong).toEqual([]);
  });
}

test('mermaid is not loaded on a page without a diagram', async ({ page, baseURL }) => {
  const result = await measureMermaid(page, `${baseURL}${diagramPages(SITE_EXPORT.root).without}`, false);
  expect(result.chunks).toEqual([]);
});

test('mermaid is loaded on a page with a diagram, and draws it', async ({ page, baseURL }) => {
  const result = await measureMermaid(page, `${baseURL}${diagramPages(SITE_EXPORT.root).with}`, true);
  expect(result.rendered).toBe(true);
  expect(result.chunks.length).toBeGreaterThan(0);
  // Loaded on demand and mostly never called, mermaid is compiled the usual way, a function at a time.
  for (const chunk of result.chunks) {
    expect((await (await page.request.get(chunk)).text()).startsWith(COMPILE_HINT), `${chunk} has the compile hint`).toBe(false);
  }
});

// V8 compiles a script with the hint on a background thread while it downloads, instead of each
// module on the main thread as it first runs: the page's one long task after load shrinks by half.
test('every script a docs page starts with carries V8’s compile hint', async ({ page }) => {
  // Once React has hydrated, every script the page starts with has been fetched.
  await gotoHydrated(page, '/docs/introduction');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => e.name),
  );
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    expect((await (await page.request.get(script)).text()).startsWith(COMPILE_HINT), `${script} has the compile hint`).toBe(true);
  }
});

test('the pager’s Next link navigates on the client, fetching page data but not the framework again', async ({ page, baseURL }) => {
  const nav = await measureNavigation(page, `${baseURL}${navigationFrom()}`);
  const fetched = nav.resources.map((r) => `  ${r.kind} ${(r.gzip / KB).toFixed(1)} KB gz ${r.path}`).join('\n');
  expect(nav.documentRequests, `a full page load instead of a client navigation:\n${fetched}`).toBe(0);
  expect(nav.refetchedScripts, 'scripts the first page had loaded, fetched again').toEqual([]);
  expect(nav.byKind.js.gzip, `gzipped JavaScript fetched by the navigation:\n${fetched}`).toBeLessThanOrEqual(BUDGETS.navigationJsGzip);
  // The new page came from its RSC payload, prefetched or fetched on the click.
  expect([...nav.prefetchedBeforeClick, ...nav.resources].some((r) => r.forTarget && r.kind === 'data')).toBe(true);
  await expect(page.locator('main h1').first()).not.toHaveText('Introduction');
});
