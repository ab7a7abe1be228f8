/**
 * Cumulative layout shift as the page reports it (PerformanceObserver, `layout-shift`), shared by
 * the bench and e2e/budgets.spec.ts. Shifts right after user input do not count, as in CLS.
 */
import type { Page } from '@playwright/test';

export interface LayoutShiftReport {
  /** Sum of every shift without recent input (not CLS's 5 s session windows: stricter). */
  total: number;
  /**
   * Each shift: its score, when (ms since navigation) and the elements that moved, with their vertical
   * move; an element of the navbar, the breadcrumbs, a row that waits for its end or a code block is
   * prefixed `[header]`, `[breadcrumbs]`, `[row]` or `[code]`.
   */
  shifts: { value: number; at: number; sources: string[] }[];
}

/**
 * Runs before any of the page's own scripts; `buffered` also catches shifts before it ran. Kept as
 * plain JavaScript text: a function would be serialised after tsx's transform, which adds calls to a
 * `__name` helper that does not exist in the page.
 */
const OBSERVE_LAYOUT_SHIFTS = `(() => {
  const report = { total: 0, shifts: [], observing: false };
  window.__layoutShifts = report;
  const describe = (node) => {
    if (!node) return '(gone)';
    if (!(node instanceof Element)) return node.nodeName;
    const id = node.id ? '#' + node.id : '';
    const cls = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.tagName.toLowerCase() + id + cls;
  };
  // The part of the page a moved node belongs to, for tests about one part.
  const area = (node) => {
    const element = node instanceof Element ? node : node && node.parentElement;
    if (!element) return '';
    if (element.closest('header[data-navbar]')) return '[header] ';
    if (element.closest('nav[aria-label="Breadcrumbs"]')) return '[breadcrumbs] ';
    if (element.closest('[data-row-waits-for-end]')) return '[row] ';
    if (element.closest('[data-code-block]')) return '[code] ';
    return '';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      report.total += entry.value;
      report.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((s) => area(s.node) + describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  report.observing = true;
})();`;

export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVE_LAYOUT_SHIFTS });
}

/** The shifts so far; throws if the observer is not running (a measurement of nothing is no 0). */
export async function readLayoutShifts(page: Page): Promise<LayoutShiftReport> {
  // Two frames, so a shift from the last paint has been delivered to the observer.
  const report = await page.evaluate<(LayoutShiftReport & { observing: boolean }) | null>(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts ?? null))))',
  );
  if (!report?.observing) throw new Error(`The layout-shift observer is not running on ${page.url()}.`);
  return { total: report.total, shifts: report.shifts };
}

export type ColorModeCase = 'light' | 'dark' | 'dark-stored';

/** The colour modes a page is checked in: the OS in light or dark, and dark chosen with the toggle on a light OS. */
export const COLOR_MODE_CASES: { name: ColorModeCase; colorScheme: 'light' | 'dark'; stored?: 'dark' }[] = [
  { name: 'light', colorScheme: 'light' },
  { name: 'dark', colorScheme: 'dark' },
  { name: 'dark-stored', colorScheme: 'light', stored: 'dark' },
];
