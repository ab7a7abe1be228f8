/**
 * The budgets a reader on a phone feels, under Lighthouse's mobile profile, on the bench pages:
 * Lighthouse 100 in every category, every control working within 1.5 s of the first paint, and
 * no main-thread task over 50 ms at 4× CPU. Timings depend on the CPU the machine leaves the
 * browser, so `npm test` runs this project alone, after the others, and each figure is the
 * median of three loads (lib/tools/bench/budgets.ts has the numbers; `npm run bench` prints them).
 */
import { expect, test } from '../test';
import { BUDGETS } from '../../lib/tools/bench/budgets';
import { measureControlsReady, workingKinds, type ControlsReady } from '../../lib/tools/bench/interactivity';
import { CATEGORIES, median, runLighthouseOnce, type LighthouseRun } from '../../lib/tools/bench/lighthouse';
import { BENCH_PAGES } from '../../lib/tools/bench/pages';

const RUNS = 3;

for (const benchPage of BENCH_PAGES) {
  test.describe(`${benchPage.path} on a phone`, () => {
    test(`every control works within ${BUDGETS.controlsReadyMs} ms of the first paint, and no task takes over ${BUDGETS.longTaskMs} ms`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const url = `${baseURL}${benchPage.path}`;
      const works = await workingKinds(browser, url);
      const runs: ControlsReady[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureControlsReady(browser, url, works));
      const ready = median(runs.map((run) => run.readyMs));
      const longest = median(runs.map((run) => Math.max(0, ...run.longTasks.map((task) => task.duration))));
      const detail = runs
        .map(
          (run) =>
            `ready ${Math.round(run.readyMs)} ms (last: ${run.last}), long tasks ${run.longTasks.map((t) => Math.round(t.duration)).join(', ') || 'none'}`,
        )
        .join('\n');
      expect.soft(ready, `ms from first paint until every control works:\n${detail}`).toBeLessThanOrEqual(BUDGETS.controlsReadyMs);
      expect.soft(longest, `the longest task (ms), median of ${RUNS} loads:\n${detail}`).toBeLessThanOrEqual(BUDGETS.longTaskMs);
    });

    test('scores 100 in every Lighthouse category (mobile preset)', async ({ baseURL }) => {
      test.setTimeout(300_000);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push((await runLighthouseOnce(`${baseURL}${benchPage.path}`)).run);
      for (const category of CATEGORIES) {
        const lost = runs.flatMap((run) =>
          run.failedAudits.filter((audit) => audit.category === category).map((audit) => `${audit.id} ${audit.displayValue ?? ''}`),
        );
        expect
          .soft(
            median(runs.map((run) => run.scores[category])),
            `${category}, runs: ${runs.map((run) => run.scores[category]).join(' ')}; lost on: ${[...new Set(lost)].join(', ')}`,
          )
          .toBeGreaterThanOrEqual(BUDGETS.lighthouse[category]);
      }
    });
  });
}
