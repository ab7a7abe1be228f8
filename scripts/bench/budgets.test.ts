import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, KB, mobileChecks, type BenchResults, type PageResult } from './budgets';
import type { LighthouseSummary } from './lighthouse';
import { totals, type Resource } from './network';

const resource = (kind: Resource['kind'], gzip: number, beforeLoad = true): Resource => ({
  url: `http://x/${kind}`,
  path: `/${kind}`,
  kind,
  cdpType: 'Other',
  status: 200,
  transfer: gzip,
  decoded: gzip * 3,
  gzip,
  beforeLoad,
  failed: false,
});

const lighthouse = (performance: number, { others = 100, tbtMs = 0 } = {}): LighthouseSummary => {
  const run = {
    scores: { performance, accessibility: others, 'best-practices': others, seo: others },
    lcpMs: 900,
    tbtMs,
    cls: 0,
    fcpMs: 800,
    speedIndexMs: 900,
    ttiMs: 1200,
    failedAudits: [],
  };
  return { ...run, runs: 1, all: [run] };
};

const page = (path: string, resources: Resource[], extra: Partial<PageResult> = {}): PageResult => ({
  path,
  label: path,
  status: 200,
  beforeLoad: totals(resources.filter((r) => r.beforeLoad)),
  total: totals(resources),
  fonts: resources.filter((r) => r.kind === 'font').map((r) => ({ path: r.path, bytes: r.decoded, preloaded: true })),
  cls: { light: 0, dark: 0, 'dark-stored': 0 },
  ...extra,
});

const results = (pages: PageResult[]): BenchResults => ({ date: '', baseUrl: '', pages });
const statusOf = (checks: ReturnType<typeof checkBudgets>, name: string) => checks.find((c) => c.name.includes(name))?.status;

describe('checkBudgets', () => {
  it('holds the JavaScript a page loads in all, whenever it loads, to the budget', () => {
    const light = page('/light', [resource('html', 10 * KB), resource('js', 100 * KB), resource('js', 50 * KB, false)]);
    const heavy = page('/heavy', [resource('html', 10 * KB), resource('js', 100 * KB), resource('js', BUDGETS.jsGzipTotal - 100 * KB + 1, false)]);
    const checks = checkBudgets(results([light, heavy]));
    expect(statusOf(checks, '/light: JS in all')).toBe('pass');
    expect(statusOf(checks, '/heavy: JS in all')).toBe('fail');
  });

  it('allows the text and code faces, each preloaded and within its size, and fails on a layout shift', () => {
    const font = (path: string, bytes: number, preloaded = true) => ({ path, bytes, preloaded });
    const one = page('/one', [], { fonts: [font('/a.woff2', BUDGETS.fonts.bytes), font('/mono.woff2', BUDGETS.fonts.bytes)], cls: { light: 0, dark: 0.01 } });
    const three = page('/three', [], { fonts: [font('/a.woff2', 10 * KB), font('/b.woff2', 10 * KB), font('/c.woff2', 10 * KB)] });
    const large = page('/large', [], { fonts: [font('/a.woff2', BUDGETS.fonts.bytes + 1)] });
    const late = page('/late', [], { fonts: [font('/a.woff2', 10 * KB, false)] });
    const checks = checkBudgets(results([one, three, large, late]));
    expect(statusOf(checks, '/one: web fonts downloaded')).toBe('pass');
    expect(statusOf(checks, '/three: web fonts downloaded')).toBe('fail');
    expect(statusOf(checks, '/large: web fonts downloaded')).toBe('fail');
    expect(statusOf(checks, '/late: web fonts downloaded')).toBe('fail');
    expect(statusOf(checks, '/one: layout shift (light)')).toBe('pass');
    expect(statusOf(checks, '/one: layout shift (dark)')).toBe('fail');
  });

  it('holds the time until every control works and the time a task spends in our code to their budgets', () => {
    const interactivity = (controlsReadyMs: number, longestTaskMs: number, longestOwnTaskMs: number) => ({
      runs: 1,
      controlsReadyMs,
      last: 'x',
      longestTaskMs,
      longTasksMs: longestTaskMs,
      longestOwnTaskMs,
    });
    const quick = page('/quick', [resource('js', 10 * KB)], { interactivity: interactivity(BUDGETS.controlsReadyMs, BUDGETS.ownTaskMs, BUDGETS.ownTaskMs) });
    // A long task of the framework's own (React hydrating, the router starting) is the floor's, not ours.
    const framework = page('/framework', [resource('js', 10 * KB)], { interactivity: interactivity(900, 400, 20) });
    const slow = page('/slow', [resource('js', 10 * KB)], {
      interactivity: interactivity(BUDGETS.controlsReadyMs + 1, BUDGETS.ownTaskMs + 1, BUDGETS.ownTaskMs + 1),
    });
    const checks = checkBudgets(results([quick, framework, slow]));
    expect(statusOf(checks, '/quick: every control works')).toBe('pass');
    expect(statusOf(checks, '/quick: longest stretch of our code')).toBe('pass');
    expect(statusOf(checks, '/framework: longest stretch of our code')).toBe('pass');
    expect(statusOf(checks, '/slow: every control works')).toBe('fail');
    expect(statusOf(checks, '/slow: longest stretch of our code')).toBe('fail');
  });

  it('holds Lighthouse performance to 3 points below the floor measured beside the page, and TBT to 100 ms above it', () => {
    const floor = { path: '/', lighthouse: lighthouse(92, { tbtMs: 300 }) };
    const level = page('/level', [], { lighthouse: lighthouse(89, { tbtMs: 400 }), floor });
    const below = page('/below', [], { lighthouse: lighthouse(88, { tbtMs: 401 }), floor });
    const above = page('/above', [], { lighthouse: lighthouse(97, { tbtMs: 0 }), floor });
    const checks = checkBudgets(results([level, below, above]));
    expect(statusOf(checks, '/level: Lighthouse performance, against the floor')).toBe('pass');
    expect(statusOf(checks, '/level: Lighthouse Total Blocking Time')).toBe('pass');
    expect(statusOf(checks, '/below: Lighthouse performance, against the floor')).toBe('fail');
    expect(statusOf(checks, '/below: Lighthouse Total Blocking Time')).toBe('fail');
    expect(statusOf(checks, '/above: Lighthouse performance, against the floor')).toBe('pass');
    expect(statusOf(checks, '/above: Lighthouse Total Blocking Time')).toBe('pass');
  });

  it('scores a slow day against the floor of the same day: the same page passes beside a slow floor and fails beside a fast one', () => {
    const measured = { lighthouse: lighthouse(85, { tbtMs: 420 }) };
    const slowDay = mobileChecks({ path: '/p', ...measured, floor: { path: '/', lighthouse: lighthouse(87, { tbtMs: 350 }) } });
    const fastDay = mobileChecks({ path: '/p', ...measured, floor: { path: '/', lighthouse: lighthouse(99, { tbtMs: 30 }) } });
    expect(slowDay.filter((c) => c.name.includes('against the floor')).map((c) => c.status)).toEqual(['pass', 'pass']);
    expect(fastDay.filter((c) => c.name.includes('against the floor')).map((c) => c.status)).toEqual(['fail', 'fail']);
  });

  it('holds every page to 100 in the other Lighthouse categories, and skips what was not measured', () => {
    const floor = { path: '/', lighthouse: lighthouse(90) };
    const ok = page('/ok', [resource('js', 50 * KB)], { lighthouse: lighthouse(90), floor });
    const poor = page('/poor', [resource('js', 50 * KB)], { lighthouse: lighthouse(90, { others: 96 }), floor });
    const noFloor = page('/no-floor', [resource('js', 50 * KB)], { lighthouse: lighthouse(100) });
    const notRun = page('/not-run', [resource('js', 50 * KB)]);
    const missing: PageResult = { path: '/blog', label: 'blog', status: 404, skipped: 'answers 404' };
    const checks = checkBudgets(results([ok, poor, noFloor, notRun, missing]));
    expect(checks.filter((c) => c.name.startsWith('/ok: Lighthouse')).every((c) => c.status === 'pass')).toBe(true);
    expect(statusOf(checks, '/poor: Lighthouse accessibility')).toBe('fail');
    expect(statusOf(checks, '/poor: Lighthouse seo')).toBe('fail');
    expect(statusOf(checks, '/no-floor: Lighthouse performance and TBT, against the floor')).toBe('skipped');
    expect(statusOf(checks, '/not-run: Lighthouse')).toBe('skipped');
    expect(statusOf(checks, '/blog: all budgets')).toBe('skipped');
  });

  it('fails a navigation that loads a document or fetches a script again', () => {
    const byKind = (js: number) => ({
      js: { requests: 1, gzip: js, transfer: js },
      css: { requests: 0, gzip: 0, transfer: 0 },
      html: { requests: 0, gzip: 0, transfer: 0 },
      image: { requests: 0, gzip: 0, transfer: 0 },
      font: { requests: 0, gzip: 0, transfer: 0 },
      data: { requests: 1, gzip: 5 * KB, transfer: 5 * KB },
      other: { requests: 0, gzip: 0, transfer: 0 },
      all: { requests: 2, gzip: js + 5 * KB, transfer: js + 5 * KB },
    });
    const nav = { from: '/a', to: '/b', requests: 2, resources: [], prefetchedBeforeClick: [] };
    const good = checkBudgets({ ...results([]), navigation: { ...nav, documentRequests: 0, byKind: byKind(2 * KB), refetchedScripts: [] } });
    expect(good.every((c) => c.status === 'pass')).toBe(true);
    const bad = checkBudgets({
      ...results([]),
      navigation: { ...nav, documentRequests: 1, byKind: byKind(BUDGETS.navigationJsGzip + 1), refetchedScripts: ['/_next/static/chunks/main.js'] },
    });
    expect(bad.map((c) => c.status)).toEqual(['fail', 'fail', 'fail']);
  });
});
