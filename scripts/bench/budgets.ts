/**
 * The performance budgets, in what a reader feels, and the check `npm run bench -- --assert`
 * applies to a bench run. `npm test` enforces them too: e2e/budgets.spec.ts the weight, layout
 * shift, font, mermaid and navigation budgets; e2e/mobile/mobile.spec.ts, run alone after the rest,
 * Lighthouse, the time until every control works and long tasks under the mobile profile.
 *
 * What the mobile profile measures depends on the CPU the machine leaves the browser, and a bare
 * Next.js export alone scores below 100 on a loaded 2-core machine. So Lighthouse performance, its
 * blocking time and the long tasks are held to the floor (scripts/bench/floor.ts): the bare
 * export of the same Next, measured in the same run, in alternation with each page. What the
 * framework costs by itself is the floor's; what a page adds on top of it is ours.
 */
import type { ColorModeCase } from './cls';
import type { Category, LighthouseSummary } from './lighthouse';
import type { FontFile, ResourceKind, Totals } from './network';

/** 1 KB = 1000 bytes (the stricter reading). Gzipped sizes are the bodies gzipped at zlib level 6. */
export const KB = 1000;

export const BUDGETS = {
  /**
   * Gzipped JavaScript a page loads in all, whenever it loads it: no more than the 155 KB the
   * site's pages loaded when this budget was set (Next 16's runtime is 135 KB of it).
   */
  jsGzipTotal: 155 * KB,
  /**
   * From the first contentful paint until every visible control responds, under Lighthouse's
   * mobile throttling (scripts/bench/interactivity.ts).
   */
  controlsReadyMs: 1500,
  /**
   * The most time one main-thread task may spend in our own code while the page loads and
   * hydrates, at 4× CPU (scripts/bench/attribution.ts tells our functions from the framework's).
   */
  ownTaskMs: 50,
  /** Lighthouse mobile performance (median of the runs): at most this many points below the floor's. */
  performanceBelowFloor: 3,
  /** Lighthouse's Total Blocking Time (median of the runs): at most this much above the floor's. */
  tbtAboveFloorMs: 100,
  /** Gzipped JavaScript fetched by a client navigation through the pager's Next link. */
  navigationJsGzip: 30 * KB,
  /** Layout shift, in each colour mode. */
  cls: 0,
  /**
   * Web fonts downloaded: the site's typefaces (app/site-font.ts), Geist for text and Geist Mono
   * for code, one file each, preloaded, each of at most 40 KB.
   */
  fonts: { files: 2, bytes: 40 * KB },
  /** Lighthouse's categories that do not depend on the machine's speed (mobile preset, median of the runs). */
  lighthouse: { accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Partial<Record<Category, number>>,
} as const;

/** The floor (scripts/bench/floor.ts) as measured beside one bench page, in alternation with it. */
export interface FloorResult {
  path: string;
  lighthouse?: LighthouseSummary;
  /** The longest task of its loads at 4× CPU (median of the runs), all of it the framework's. */
  longestTaskMs?: number;
}

export interface PageResult {
  path: string;
  label: string;
  status: number;
  /** Why the page was not measured (it answered 404: the route is not built yet). */
  skipped?: string;
  beforeLoad?: Totals;
  /** Under the mobile profile (scripts/bench/interactivity.ts), medians of the runs. */
  interactivity?: Interactivity;
  total?: Totals;
  /** The web fonts downloaded during the whole load. */
  fonts?: FontFile[];
  /** The mermaid library's chunk was requested. */
  mermaid?: boolean;
  /** Layout shift per colour mode (sum of all shifts). */
  cls?: Partial<Record<ColorModeCase, number>>;
  lighthouse?: LighthouseSummary;
  /** The floor, measured in alternation with this page. */
  floor?: FloorResult;
  /** Every script the page loaded (until the network was idle). */
  scripts?: { path: string; gzip: number; decoded: number; beforeLoad: boolean; mermaid: boolean }[];
}

export interface Interactivity {
  runs: number;
  /** ms from the first contentful paint until every visible control responds. */
  controlsReadyMs: number;
  /** ms from the first contentful paint until the framework had hydrated the page. */
  hydratedMs?: number;
  /** The control ready last. */
  last: string;
  /** The longest main-thread task (ms), and all of them added up. */
  longestTaskMs: number;
  longTasksMs: number;
  /** The most time one task spent in our own code (ms; scripts/bench/attribution.ts). */
  longestOwnTaskMs: number;
  /** A first tap at each delay after the first paint: its INP. */
  firstClicks?: { afterFcpMs: number; inpMs: number; inputDelayMs: number }[];
}

export interface NavigationResult {
  from: string;
  to: string;
  /** A full page load happened instead of a client navigation. */
  documentRequests: number;
  requests: number;
  byKind: Record<ResourceKind | 'all', { requests: number; gzip: number; transfer: number }>;
  /** Scripts the first page had already loaded and the navigation fetched again. */
  refetchedScripts: string[];
  resources: NavigationResource[];
  /** The target page's own files (RSC payloads) already prefetched by the first page before the click. */
  prefetchedBeforeClick: NavigationResource[];
}

interface NavigationResource {
  path: string;
  kind: ResourceKind;
  gzip: number;
  transfer: number;
  /** Belongs to the page navigated to (rather than a prefetch of pages it links to). */
  forTarget: boolean;
}

export interface MermaidResult {
  withoutDiagram: { path: string; mermaid: boolean };
  withDiagram: { path: string; mermaid: boolean; rendered: boolean };
}

export interface BenchResults {
  date: string;
  commit?: string;
  baseUrl: string;
  buildSeconds?: number;
  /** Which build of the A/B (scripts/bench/bench.ts --ab). */
  variant?: string;
  pages: PageResult[];
  navigation?: NavigationResult;
  mermaid?: MermaidResult;
}

export interface BudgetCheck {
  name: string;
  limit: string;
  actual: string;
  status: 'pass' | 'fail' | 'skipped';
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every budget applied to a bench run, one line each. */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, limit: string, actual: string, pass: boolean) => checks.push({ name, limit, actual, status: pass ? 'pass' : 'fail' });
  for (const page of results.pages) {
    if (page.skipped || !page.beforeLoad || !page.total) {
      checks.push({ name: `${page.path}: all budgets`, limit: '-', actual: page.skipped ?? 'not measured', status: 'skipped' });
      continue;
    }
    add(`${page.path}: JS in all (gzip)`, `≤ ${kb(BUDGETS.jsGzipTotal)}`, kb(page.total.js.gzip), page.total.js.gzip <= BUDGETS.jsGzipTotal);
    if (page.fonts !== undefined) {
      const { files, bytes } = BUDGETS.fonts;
      add(
        `${page.path}: web fonts downloaded`,
        `≤ ${files} file, preloaded, ≤ ${kb(bytes)}`,
        page.fonts.map((font) => `${font.path} ${kb(font.bytes)}${font.preloaded ? ', preloaded' : ', not preloaded'}`).join('; ') || 'none',
        page.fonts.length <= files && page.fonts.every((font) => font.preloaded && font.bytes <= bytes),
      );
    }
    for (const [mode, cls] of Object.entries(page.cls ?? {})) add(`${page.path}: layout shift (${mode})`, `${BUDGETS.cls}`, cls.toFixed(4), cls <= BUDGETS.cls);
    checks.push(...mobileChecks(page));
  }
  if (results.mermaid) {
    const { withoutDiagram, withDiagram } = results.mermaid;
    add(`${withoutDiagram.path}: no mermaid chunk`, 'not requested', withoutDiagram.mermaid ? 'requested' : 'not requested', !withoutDiagram.mermaid);
    add(
      `${withDiagram.path}: mermaid chunk and diagram`,
      'requested, drawn',
      `${withDiagram.mermaid ? 'requested' : 'not requested'}, ${withDiagram.rendered ? 'drawn' : 'not drawn'}`,
      withDiagram.mermaid && withDiagram.rendered,
    );
  }
  const nav = results.navigation;
  if (nav) {
    add(`navigation ${nav.from} → ${nav.to}: client-side`, '0 documents', `${nav.documentRequests} documents`, nav.documentRequests === 0);
    add(
      `navigation ${nav.from} → ${nav.to}: no script fetched again`,
      'none',
      nav.refetchedScripts.length ? nav.refetchedScripts.join(', ') : 'none',
      nav.refetchedScripts.length === 0,
    );
    add(
      `navigation ${nav.from} → ${nav.to}: JS (gzip)`,
      `≤ ${kb(BUDGETS.navigationJsGzip)}`,
      kb(nav.byKind.js.gzip),
      nav.byKind.js.gzip <= BUDGETS.navigationJsGzip,
    );
  }
  return checks;
}

/**
 * The budgets under the mobile profile for one page, from its figures and the floor's measured
 * beside it: every control working within 1.5 s of the first paint, no task spending over 50 ms in
 * our code, Lighthouse performance at most 3 points below the floor's and its blocking time at
 * most 100 ms above, 100 in Lighthouse's other categories. A figure not measured is skipped.
 */
export function mobileChecks(page: Pick<PageResult, 'path' | 'interactivity' | 'lighthouse' | 'floor'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, limit: string, actual: string, pass: boolean) => checks.push({ name, limit, actual, status: pass ? 'pass' : 'fail' });
  const skip = (name: string, why: string) => checks.push({ name, limit: '-', actual: why, status: 'skipped' });
  const fast = page.interactivity;
  if (fast) {
    add(
      `${page.path}: every control works, after first paint (mobile)`,
      `≤ ${BUDGETS.controlsReadyMs} ms`,
      `${Math.round(fast.controlsReadyMs)} ms`,
      fast.controlsReadyMs <= BUDGETS.controlsReadyMs,
    );
    add(
      `${page.path}: longest stretch of our code in one task at 4× CPU`,
      `≤ ${BUDGETS.ownTaskMs} ms`,
      `${Math.round(fast.longestOwnTaskMs)} ms (longest task ${Math.round(fast.longestTaskMs)} ms)`,
      fast.longestOwnTaskMs <= BUDGETS.ownTaskMs,
    );
  } else {
    skip(`${page.path}: controls and long tasks (mobile)`, 'not measured');
  }
  const lighthouse = page.lighthouse;
  if (!lighthouse) {
    skip(`${page.path}: Lighthouse`, 'not run');
    return checks;
  }
  const floor = page.floor?.lighthouse;
  if (floor) {
    const minimum = floor.scores.performance - BUDGETS.performanceBelowFloor;
    add(
      `${page.path}: Lighthouse performance, against the floor`,
      `≥ ${minimum} (floor ${floor.scores.performance})`,
      `${lighthouse.scores.performance}`,
      lighthouse.scores.performance >= minimum,
    );
    const maximum = floor.tbtMs + BUDGETS.tbtAboveFloorMs;
    add(
      `${page.path}: Lighthouse Total Blocking Time, against the floor`,
      `≤ ${Math.round(maximum)} ms (floor ${Math.round(floor.tbtMs)})`,
      `${Math.round(lighthouse.tbtMs)} ms`,
      lighthouse.tbtMs <= maximum,
    );
  } else {
    skip(`${page.path}: Lighthouse performance and TBT, against the floor`, 'floor not measured');
  }
  for (const [category, minimum] of Object.entries(BUDGETS.lighthouse) as [Category, number][]) {
    const score = lighthouse.scores[category];
    add(`${page.path}: Lighthouse ${category}`, `≥ ${minimum}`, `${score}`, score >= minimum);
  }
  return checks;
}
