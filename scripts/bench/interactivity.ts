/**
 * What a reader on a phone feels while a page arrives, measured in Chromium under the throttling
 * Lighthouse's mobile profile applies (its "devtools" numbers: slow 4G — 562.5 ms latency,
 * 1474.56 kbps down, 675 kbps up — and a 4× slower CPU), at the Moto G Power's 412×823 viewport:
 *
 * - controls ready: from the first contentful paint until every control visible on the settled
 *   page responds. A control that works without the framework (the probe of scripts/bench/controls.ts,
 *   run on the same page with the framework's scripts refused) responds from the frame it is first
 *   painted in; one that needs the framework, from when React has hydrated the page
 *   (`<html data-hydrated>`), if that is later;
 * - long tasks: every main-thread task over 50 ms until the page has settled (Long Tasks API), and
 *   from a trace of the same load, the time each spent in our own code (scripts/bench/attribution.ts;
 *   the sampling profiler costs the page a little, the floor's loads alike);
 * - first click: a tap on the navbar's first control at a set time after the first contentful
 *   paint, sent as real input (so a busy main thread delays it as it would a finger), and the
 *   duration the Event Timing API gives its interaction: input delay, handlers, the next paint.
 *   That is INP for a reader whose first interaction is that tap.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { attributeLongTasks, TRACE_CATEGORIES, type TaskOwners, type TraceEvent } from './attribution';
import type { Interactivity } from './budgets';
import { newBenchContext } from './context';
import { median } from './lighthouse';
import type { Owner } from './owners';
import { blockFramework, probeControls, type Control } from './controls';
import { waitForSettled } from '@/e2e/settle';
import { waitForIdleMainThread } from './settle';

/** Whose a function is, by its script and position (scripts/bench/owners.ts `ownersOf`). */
export type Owners = (url: string, line: number, column: number) => Owner;

const MOBILE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
} as const;

const newMobileContext = (browser: Browser): Promise<BrowserContext> =>
  newBenchContext(browser, { viewport: MOBILE.viewport, isMobile: true, hasTouch: false, deviceScaleFactor: 1.75 });

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return cdp;
}

/**
 * Runs in the page from its start: the first contentful paint, long tasks, interactions (Event
 * Timing), when `<html data-hydrated>` appears, and for each control the first frame it is visible in.
 */
const OBSERVE = `(() => {
  const w = window;
  const record = (w.__interactivity = { fcp: null, hydrated: null, longTasks: [], events: [], visible: new Map() });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) record.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration, id: entry.interactionId, delay: entry.processingStart - entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The first input is reported whatever its duration (events only from 16 ms up).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration, id: entry.interactionId || -1, delay: entry.processingStart - entry.startTime, first: true });
  }).observe({ type: 'first-input', buffered: true });
  // Before the document has an element: watch the document itself.
  new MutationObserver(() => {
    if (record.hydrated === null && document.documentElement?.hasAttribute('data-hydrated')) record.hydrated = performance.now();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  const selector = 'button, summary, label, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';
  const frame = () => {
    const now = performance.now();
    for (const el of document.querySelectorAll(selector)) {
      if (!record.visible.has(el) && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) record.visible.set(el, now);
    }
    if (!record.settled) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Observed {
  fcp: number | null;
  hydrated: number | null;
  longTasks: { start: number; duration: number }[];
  events: { name: string; start: number; duration: number; id: number; delay: number; first?: boolean }[];
  /** Per control of the settled page (as `listControls` lists them): when it was first seen visible. */
  controls: (Control & { visibleAt: number | null })[];
}

async function readObserved(page: Page): Promise<Observed> {
  // The same list, in the same order, as the probe's: its `kind` says whether the control works without the framework.
  const { listControls } = await import('./controls');
  const controls = await page.evaluate(listControls);
  const rest = await page.evaluate(() => {
    const record = (
      window as unknown as {
        __interactivity: { fcp: number | null; hydrated: number | null; longTasks: []; events: []; visible: Map<Element, number>; settled?: boolean };
      }
    ).__interactivity;
    record.settled = true;
    const visibleAt = Array.from(document.querySelectorAll('[data-probe]')).map((el) => record.visible.get(el) ?? null);
    return { fcp: record.fcp, hydrated: record.hydrated, longTasks: record.longTasks, events: record.events, visibleAt };
  });
  return { ...rest, controls: controls.map((control, index) => ({ ...control, visibleAt: rest.visibleAt[index] })) };
}

/**
 * Waits until the page has loaded, hydrated and drawn its diagrams (when it does) and its main
 * thread has nothing left to run. A page that marks no hydration (the bare floor) is settled once
 * idle. Under the trace's sampling profiler the main thread seldom offers the idle time
 * `waitForIdleMainThread` asks for; there the load has settled once a second has passed without a
 * long task (at most 15 s).
 */
async function settle(page: Page, { marksHydration = true, traced = false, timeoutMs = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load', { timeout: timeoutMs });
  // With the framework's scripts refused, a page never hydrates: then it is settled once idle.
  if (marksHydration) await waitForSettled(page, timeoutMs).catch(() => undefined);
  if (!traced) return waitForIdleMainThread(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const record = (window as unknown as { __interactivity: { longTasks: { start: number; duration: number }[] } }).__interactivity;
        const until = performance.now() + 15_000;
        const check = () => {
          const lastEnd = Math.max(0, ...record.longTasks.map((task) => task.start + task.duration));
          if (performance.now() - lastEnd >= 1000 || performance.now() > until) resolve();
          else setTimeout(check, 100);
        };
        check();
      }),
  );
}

/** The page's long tasks with whose code they ran (scripts/bench/attribution.ts), from a trace of the load. */
async function traced<T>(browser: Browser, page: Page, url: string, owners: Owners, load: () => Promise<T>): Promise<[T, TaskOwners[]]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const result = await load().catch(async (error: unknown) => {
    await browser.stopTracing();
    throw error;
  });
  const trace = await browser.stopTracing();
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  return [result, attributeLongTasks(events, new URL(url).origin, owners)];
}

export interface ControlsReady {
  /** ms from the first contentful paint until the last control responds. */
  readyMs: number;
  fcpMs: number;
  /** ms from the first contentful paint until the page hydrated (undefined: it never did). */
  hydratedMs?: number;
  /** The control that was ready last, and why. */
  last: string;
  controls: number;
  /** Kinds of control that need the framework (did not work with its scripts refused). */
  needFramework: string[];
  longTasks: { start: number; duration: number }[];
  /** The same load's long tasks from its trace, each with the time it spent in our code. */
  tasks: TaskOwners[];
}

/** The longest time one task spent in our own code (0 when no long task ran any). */
const longestOwn = (tasks: TaskOwners[]) => Math.max(0, ...tasks.map((task) => task.ownMs));

/** The figures of several loads of a page: medians, and the control ready last in the median load. */
export function summariseInteractivity(runs: ControlsReady[], clicks?: Interactivity['firstClicks']): Interactivity {
  const byReady = [...runs].sort((a, b) => a.readyMs - b.readyMs);
  const hydrated = runs.map((r) => r.hydratedMs).filter((v): v is number => v !== undefined);
  return {
    runs: runs.length,
    controlsReadyMs: median(runs.map((r) => r.readyMs)),
    hydratedMs: hydrated.length ? median(hydrated) : undefined,
    last: byReady[Math.floor((byReady.length - 1) / 2)].last,
    longestTaskMs: median(runs.map((r) => Math.max(0, ...r.longTasks.map((t) => t.duration)))),
    longTasksMs: median(runs.map((r) => r.longTasks.reduce((sum, t) => sum + t.duration, 0))),
    longestOwnTaskMs: median(runs.map((r) => longestOwn(r.tasks))),
    firstClicks: clicks,
  };
}

/**
 * One throttled, traced load of `url` in a fresh mobile context, read once it has settled (until
 * `<html data-hydrated>` when the page marks its hydration): what the page observed, and its long
 * tasks attributed from the trace.
 */
async function observedLoad(
  browser: Browser,
  url: string,
  owners: Owners,
  { marksHydration }: { marksHydration: boolean },
): Promise<{ observed: Observed; tasks: TaskOwners[] }> {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE });
    await throttle(page);
    const [observed, tasks] = await traced(browser, page, url, owners, async () => {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await settle(page, { marksHydration, traced: true });
      return readObserved(page);
    });
    return { observed, tasks };
  } finally {
    await context.close();
  }
}

/**
 * One throttled load of a page that marks no hydration (the bare floor, scripts/bench/floor.ts):
 * its long tasks, as the Long Tasks API reports them and attributed from the trace.
 */
export async function measureLoadTasks(
  browser: Browser,
  url: string,
  owners: Owners,
): Promise<{ longTasks: { start: number; duration: number }[]; tasks: TaskOwners[] }> {
  const { observed, tasks } = await observedLoad(browser, url, owners, { marksHydration: false });
  return { longTasks: observed.longTasks, tasks };
}

/** Which kinds of control on `url` work without the framework (probed unthrottled, at the mobile viewport). */
export async function workingKinds(browser: Browser, url: string): Promise<Map<string, boolean>> {
  const context = await newMobileContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  try {
    const page = await context.newPage();
    await blockFramework(page);
    const results = await probeControls(page, url, new Set());
    return new Map(results.map((result) => [result.kind, !result.failure]));
  } finally {
    await context.close();
  }
}

/** One throttled load of `url`: when every control responds, and the long tasks until it settled. */
export async function measureControlsReady(browser: Browser, url: string, works: Map<string, boolean>, owners: Owners): Promise<ControlsReady> {
  const { observed, tasks } = await observedLoad(browser, url, owners, { marksHydration: true });
  if (observed.fcp === null) throw new Error(`${url}: no first contentful paint was observed.`);
  const fcp = observed.fcp;
  let readyAt = fcp;
  let last = 'first contentful paint';
  const needFramework = new Set<string>();
  for (const control of observed.controls) {
    const worksAlone = works.get(control.kind) ?? false;
    if (!worksAlone) needFramework.add(control.kind);
    const seen = control.visibleAt ?? fcp;
    const ready = worksAlone ? seen : Math.max(seen, observed.hydrated ?? Number.POSITIVE_INFINITY);
    if (ready > readyAt) {
      readyAt = ready;
      last = `${control.name} (${worksAlone ? 'painted' : 'needs the framework'})`;
    }
  }
  return {
    readyMs: readyAt - fcp,
    fcpMs: fcp,
    hydratedMs: observed.hydrated === null ? undefined : observed.hydrated - fcp,
    last,
    controls: observed.controls.length,
    needFramework: [...needFramework],
    longTasks: observed.longTasks,
    tasks,
  };
}

export interface FirstClick {
  /** When the tap was sent, ms after the first contentful paint. */
  atMs: number;
  /** The interaction's duration (Event Timing): what INP counts. */
  inpMs: number;
  /** Of which, the wait before its handlers could run. */
  inputDelayMs: number;
}

/** The navbar's first control (the mobile panel's toggle at this width), in CSS pixels of the settled page. */
async function firstControlPoint(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator('header nav').locator('button, summary').first().boundingBox();
    if (!box) throw new Error(`${url}: the navbar has no visible control to tap.`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * A throttled load of `url` with one tap on the navbar's first control `afterFcpMs` after the
 * first contentful paint. The tap goes through the browser's input pipeline (CDP), timed from the
 * paint as the browser reports it, so it waits for a busy main thread like a real one.
 */
export async function measureFirstClick(browser: Browser, url: string, afterFcpMs: number, point?: { x: number; y: number }): Promise<FirstClick> {
  const at = point ?? (await firstControlPoint(browser, url));
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE });
    const cdp = await throttle(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) => {
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve();
      });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await painted;
    await new Promise((resolve) => setTimeout(resolve, afterFcpMs));
    for (const type of ['mousePressed', 'mouseReleased'] as const) {
      await cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: 1 });
    }
    await settle(page);
    const observed = await readObserved(page);
    const first = observed.events.find((event) => event.first);
    if (!first) throw new Error(`${url}: the tap ${afterFcpMs} ms after the first paint produced no input.`);
    const interaction = [first, ...observed.events.filter((event) => !event.first && event.id === first.id && first.id !== -1)];
    return {
      atMs: first.start - (observed.fcp ?? 0),
      inpMs: Math.max(...interaction.map((event) => event.duration)),
      inputDelayMs: Math.max(...interaction.map((event) => event.delay)),
    };
  } finally {
    await context.close();
  }
}

export { firstControlPoint };
