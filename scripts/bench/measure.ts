/**
 * The browser measurements shared by `npm run bench` and e2e/budgets.spec.ts: a page's
 * weight, its layout shift per colour mode, whether mermaid loads, and a client navigation.
 */
import type { Browser, Page } from '@playwright/test';
import type { MermaidResult, NavigationResult } from './budgets';
import { newBenchContext } from './context';
import { readLayoutShifts, watchLayoutShifts, type ColorModeCase, type LayoutShiftReport, COLOR_MODE_CASES } from './cls';
import { isMermaidChunk, NetworkRecorder, RESOURCE_KINDS, type Resource, type ResourceKind } from './network';
import { PAGER_NEXT_SELECTOR } from './pages';
import { waitForHydration, waitForSettled } from '@/e2e/settle';
import { waitForIdleMainThread } from './settle';

/**
 * Layout shift of one load of `url` in one colour mode, in a fresh context. Give it the address of
 * a slow-HTML proxy (scripts/bench/slow-html-proxy.ts) so the browser paints a partly parsed page.
 */
export async function measureLayoutShift(browser: Browser, url: string, modeCase: ColorModeCase): Promise<LayoutShiftReport> {
  const mode = COLOR_MODE_CASES.find((c) => c.name === modeCase);
  if (!mode) throw new Error(`Unknown colour mode case ${modeCase}`);
  const context = await newBenchContext(browser, { colorScheme: mode.colorScheme, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // The reader's stored choice, as the colour mode toggle leaves it.
    if (mode.stored) await page.addInitScript({ content: `localStorage.setItem('theme', ${JSON.stringify(mode.stored)});` });
    await watchLayoutShifts(page);
    await page.goto(url, { waitUntil: 'load' });
    // Whatever comes later (hydration, the diagrams) counts too: the page is read once all of it is done.
    await waitForSettled(page);
    await waitForIdleMainThread(page);
    return await readLayoutShifts(page);
  } finally {
    await context.close();
  }
}

/** Whether the mermaid library's chunk was requested while `url` loaded (and drew its diagram). */
export async function measureMermaid(page: Page, url: string, expectDiagram: boolean): Promise<{ mermaid: boolean; rendered: boolean; chunks: string[] }> {
  const recorder = new NetworkRecorder(page);
  await recorder.start();
  await page.goto(url, { waitUntil: 'load' });
  let rendered = false;
  if (expectDiagram) {
    rendered = await page
      .locator('figure[data-mermaid] svg')
      .first()
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
  }
  await recorder.waitForIdle();
  await recorder.stop();
  const chunks = (await recorder.since(0)).filter(isMermaidChunk).map((resource) => resource.path);
  return { mermaid: chunks.length > 0, rendered, chunks };
}

export async function measureMermaidPair(browser: Browser, baseUrl: string, withoutDiagram: string, withDiagram: string): Promise<MermaidResult> {
  const run = async (path: string, expectDiagram: boolean) => {
    const context = await newBenchContext(browser);
    try {
      return await measureMermaid(await context.newPage(), `${baseUrl}${path}`, expectDiagram);
    } finally {
      await context.close();
    }
  };
  const without = await run(withoutDiagram, false);
  const withIt = await run(withDiagram, true);
  return {
    withoutDiagram: { path: withoutDiagram, mermaid: without.mermaid },
    withDiagram: { path: withDiagram, mermaid: withIt.mermaid, rendered: withIt.rendered },
  };
}

function byKind(resources: Resource[]): NavigationResult['byKind'] {
  const result = Object.fromEntries([...RESOURCE_KINDS, 'all'].map((kind) => [kind, { requests: 0, gzip: 0, transfer: 0 }])) as NavigationResult['byKind'];
  for (const resource of resources) {
    for (const key of [resource.kind, 'all'] as (ResourceKind | 'all')[]) {
      result[key].requests += 1;
      result[key].gzip += resource.gzip;
      result[key].transfer += resource.transfer;
    }
  }
  return result;
}

/**
 * Loads `fromUrl`, waits until its network is quiet (its own prefetches included), then clicks the
 * pager's Next link and records everything fetched until the network is quiet again: the scroll
 * that brings the link into view and its prefetch are part of the navigation's cost.
 */
export async function measureNavigation(page: Page, fromUrl: string): Promise<NavigationResult> {
  const recorder = new NetworkRecorder(page);
  await recorder.start();
  await page.goto(fromUrl, { waitUntil: 'load' });
  // Client navigation is the framework's: the click is measured once it has taken over the page.
  await waitForHydration(page);
  await recorder.waitForIdle();
  const firstLoad = await recorder.since(0);
  const loadedScripts = new Set(firstLoad.filter((resource) => resource.kind === 'js').map((resource) => resource.path));
  const mark = recorder.mark();
  recorder.resetLoadEvent();

  const link = page.locator(PAGER_NEXT_SELECTOR);
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`No pager Next link on ${fromUrl}.`);
  const to = new URL(href, fromUrl).pathname;
  await link.click();
  await page.waitForURL((url) => url.pathname === to || url.pathname === `${to}.html`, { timeout: 15_000 });
  await recorder.waitForIdle();
  await recorder.stop();
  const resources = await recorder.since(mark);
  // The target's page itself, or a file fetched from script under its address or named after it.
  const forTarget = ({ path, cdpType }: Resource) => {
    const bare = path.split('?')[0];
    return bare === to || (cdpType === 'Fetch' && (bare.startsWith(`${to}/`) || bare.startsWith(`${to}.`)));
  };
  const describe = (resource: Resource) => ({
    path: resource.path,
    kind: resource.kind,
    gzip: resource.gzip,
    transfer: resource.transfer,
    forTarget: forTarget(resource),
  });
  return {
    from: new URL(fromUrl).pathname,
    to,
    documentRequests: resources.filter((resource) => resource.cdpType === 'Document').length,
    requests: resources.length,
    byKind: byKind(resources),
    refetchedScripts: resources.filter((resource) => resource.kind === 'js' && loadedScripts.has(resource.path)).map((resource) => resource.path),
    resources: resources.map(describe),
    prefetchedBeforeClick: firstLoad.filter(forTarget).map(describe),
  };
}
