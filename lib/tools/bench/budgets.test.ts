import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, KB, type BenchResults, type PageResult } from './budgets';
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

const lighthouse = (performance: number, others = 100): LighthouseSummary => {
  const run = {
    scores: { performance, accessibility: others, 'best-practices': others, seo: others },
    lcpMs: 900,
    tbtMs: 0,
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
  fontRequests: resources.filter((r) => r.kind === 'font').length,
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

  it('fails on a web font or a layout shift', () => {
    const fonts = page('/fonts', [resource('js', 10 * KB), resource('font', 30 * KB)], { cls: { light: 0, dark: 0.01 } });
    const checks = checkBudgets(results([fonts]));
    expect(statusOf(checks, '/fonts: web fonts downloaded')).toBe('fail');
    expect(statusOf(checks, '/fonts: layout shift (light)')).toBe('pass');
    expect(statusOf(checks, '/fonts: layout shift (dark)')).toBe('fail');
  });

  it('holds the time until every control works and the longest task to their budgets', () => {
    const interactivity = (controlsReadyMs: number, longestTaskMs: number) => ({
      runs: 1,
      controlsReadyMs,
      last: 'x',
      longestTaskMs,
      longTasksMs: longestTaskMs,
    });
    const quick = page('/quick', [resource('js', 10 * KB)], { interactivity: interactivity(BUDGETS.controlsReadyMs, BUDGETS.longTaskMs) });
    const slow = page('/slow', [resource('js', 10 * KB)], { interactivity: interactivity(BUDGETS.controlsReadyMs + 1, BUDGETS.longTaskMs + 1) });
    const checks = checkBudgets(results([quick, slow]));
    expect(statusOf(checks, '/quick: every control works')).toBe('pass');
    expect(statusOf(checks, '/quick: longest task')).toBe('pass');
    expect(statusOf(checks, '/slow: every control works')).toBe('fail');
    expect(statusOf(checks, '/slow: longest task')).toBe('fail');
  });

  it('holds every page to Lighthouse 100 in each category, and skips what was not measured', () => {
    const ok = page('/ok', [resource('js', 50 * KB)], { lighthouse: lighthouse(100) });
    const slow = page('/slow', [resource('js', 50 * KB)], { lighthouse: lighthouse(99, 96) });
    const notRun = page('/not-run', [resource('js', 50 * KB)]);
    const missing: PageResult = { path: '/blog', label: 'blog', status: 404, skipped: 'answers 404' };
    const checks = checkBudgets(results([ok, slow, notRun, missing]));
    expect(checks.filter((c) => c.name.startsWith('/ok: Lighthouse')).every((c) => c.status === 'pass')).toBe(true);
    expect(statusOf(checks, '/slow: Lighthouse performance')).toBe('fail');
    expect(statusOf(checks, '/slow: Lighthouse accessibility')).toBe('fail');
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
