/**
 * Lighthouse through its programmatic API, with Debian's Chromium started by chrome-launcher.
 * The default config: the mobile preset (Moto G Power, simulated slow 4G, 4× CPU slowdown).
 */
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '@/scripts/test/ensure-chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /**
   * Time to interactive: when the main thread is quiet after the framework has run. The framework
   * loads after the load event (build-time/hydrate-after-load.ts), so this is where that costs.
   */
  ttiMs: number;
  /** Audits that cost points: score below 1 in a category where they carry weight. */
  failedAudits: { category: Category; id: string; title: string; displayValue?: string; items: string[] }[];
}

export interface LighthouseSummary extends LighthouseRun {
  /** How many runs the medians are taken over. */
  runs: number;
  /** Every run, in order. */
  all: LighthouseRun[];
}

/** What an audit flagged, briefly: element snippets, URLs or messages (the first five). */
function flaggedItems(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return [];
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
  return (details.items as unknown[]).slice(0, 5).flatMap((item): string[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const node = typeof record.node === 'object' && record.node !== null ? (record.node as Record<string, unknown>) : undefined;
    const source = typeof record.source === 'object' && record.source !== null ? (record.source as Record<string, unknown>) : undefined;
    const found = text(node?.snippet) ?? text(record.description) ?? text(record.url) ?? text(source?.url) ?? text(record.source);
    return found ? [found.slice(0, 160)] : [];
  });
}

function summarise(lhr: Result): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}.`);
      return [id, Math.round(score * 100)];
    }),
  ) as Record<Category, number>;
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}.`);
    return value;
  };
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({ category, id: ref.id, title: audit.title, displayValue: audit.displayValue, items: flaggedItems(audit.details) })),
  );
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    ttiMs: numeric('interactive'),
    failedAudits,
  };
}

/**
 * Lighthouse's own failures to record a load ("Please run Lighthouse again"): the run measured
 * nothing, so another is taken in its place. Any other runtime error (no paint, a page error) is
 * the page's, and fails the run.
 */
const NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const RECORD_ATTEMPTS = 3;

/** The result of `runOnce`, run again (up to RECORD_ATTEMPTS in all) while Lighthouse recorded nothing. */
export async function recordedRun(runOnce: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await runOnce();
    const code = lhr.runtimeError?.code;
    if (!code || !NOT_RECORDED.has(code) || attempt === RECORD_ATTEMPTS) return lhr;
  }
}

/** One Lighthouse run in a fresh Chromium (fresh profile, so nothing is cached between runs). */
export async function runLighthouseOnce(url: string): Promise<{ run: LighthouseRun; html: string }> {
  const lhr = await recordedRun(async () => {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      return result.lhr;
    } finally {
      chrome.kill();
    }
  });
  return { run: summarise(lhr), html: generateReport(lhr, 'html') };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Several Lighthouse runs of one page: each score and metric is the median of its own values, the failed audits the median run's. */
export function summariseLighthouse(all: LighthouseRun[]): LighthouseSummary {
  const pick = (f: (run: LighthouseRun) => number) => median(all.map(f));
  const byPerformance = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    runs: all.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])) as LighthouseSummary['scores'],
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    fcpMs: pick((run) => run.fcpMs),
    speedIndexMs: pick((run) => run.speedIndexMs),
    ttiMs: pick((run) => run.ttiMs),
    failedAudits: byPerformance[Math.floor((byPerformance.length - 1) / 2)].failedAudits,
    all,
  };
}
