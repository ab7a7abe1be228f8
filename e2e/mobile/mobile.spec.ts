/**
 * The budgets a reader on a phone feels, under Lighthouse's mobile profile, on the bench pages:
 * every control working within 1.5 s of the first paint, no task spending over 50 ms in our own
 * code at 4× CPU, and Lighthouse performance and blocking time within reach of what the framework
 * alone scores on this machine: the floor, a bare Next.js export of the same Next
 * (scripts/bench/floor.ts), built here and measured in alternation with each page so that both
 * see the same load. Timings depend on the CPU the machine leaves the browser, so `npm test` runs
 * this project alone, after the others, and each figure is the median of three loads
 * (scripts/bench/budgets.ts has the numbers and the check; `npm run bench` prints them).
 */
import { expect, test } from '../test';
import { BUDGETS, mobileChecks, type BudgetCheck } from '../../scripts/bench/budgets';
import { buildFloor, FLOOR_OUT, FLOOR_PATH } from '../../scripts/bench/floor';
import { measureControlsReady, summariseInteractivity, workingKinds, type ControlsReady, type Owners } from '../../scripts/bench/interactivity';
import { median, runLighthouseOnce, summariseLighthouse, type LighthouseRun } from '../../scripts/bench/lighthouse';
import { moduleIds, ownersOf } from '../../scripts/bench/owners';
import { benchPages } from '../../scripts/bench/pages';
import { freePort, startPreview, type Preview } from '../../scripts/preview/wrangler';

const RUNS = 3;

let floor: Preview;
let owners: Owners;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await buildFloor();
  floor = await startPreview({ port: await freePort(), assets: FLOOR_OUT });
  // The preview of the site (playwright.config.ts) serves out/.
  owners = ownersOf('out', moduleIds(FLOOR_OUT));
});

test.afterAll(async () => {
  await floor?.stop();
});

const expectPassed = (checks: BudgetCheck[], detail: string) => {
  for (const check of checks) {
    expect.soft(check.status, `${check.name}: ${check.actual}, budget ${check.limit}\n${detail}`).not.toBe('fail');
  }
};

for (const benchPage of benchPages()) {
  test.describe(`${benchPage.path} on a phone`, () => {
    test(`every control works within ${BUDGETS.controlsReadyMs} ms of the first paint, and no task spends over ${BUDGETS.ownTaskMs} ms in our code`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const url = `${baseURL}${benchPage.path}`;
      const works = await workingKinds(browser, url);
      const runs: ControlsReady[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureControlsReady(browser, url, works, owners));
      const detail = runs
        .map(
          (run) =>
            `ready ${Math.round(run.readyMs)} ms (last: ${run.last}); long tasks (ms, of it ours): ${
              run.tasks.map((t) => `${Math.round(t.durationMs)} (${Math.round(t.ownMs)}${t.ownScripts[0] ? ` in ${t.ownScripts[0].url}` : ''})`).join(', ') ||
              'none'
            }`,
        )
        .join('\n');
      expectPassed(mobileChecks({ path: benchPage.path, interactivity: summariseInteractivity(runs) }), detail);
    });

    test(`Lighthouse performance at most ${BUDGETS.performanceBelowFloor} points below the floor's, blocking time at most ${BUDGETS.tbtAboveFloorMs} ms above, 100 in the other categories`, async ({
      baseURL,
    }) => {
      test.setTimeout(600_000);
      const page: LighthouseRun[] = [];
      const bare: LighthouseRun[] = [];
      const turns = [
        { url: `${baseURL}${benchPage.path}`, runs: page },
        { url: `${floor.url}${FLOOR_PATH}`, runs: bare },
      ];
      // In alternation, the floor first in one round and last in the next, so that both see the same load.
      for (let i = 0; i < RUNS; i += 1) {
        for (const turn of i % 2 === 0 ? [...turns].reverse() : turns) turn.runs.push((await runLighthouseOnce(turn.url)).run);
      }
      const lost = [...new Set(page.flatMap((run) => run.failedAudits.map((audit) => `${audit.id} ${audit.displayValue ?? ''}`)))];
      const detail = [
        `page perf ${page.map((r) => r.scores.performance).join(' ')}, TBT ${page.map((r) => Math.round(r.tbtMs)).join(' ')} ms`,
        `floor perf ${bare.map((r) => r.scores.performance).join(' ')}, TBT ${bare.map((r) => Math.round(r.tbtMs)).join(' ')} ms`,
        `page median LCP ${Math.round(median(page.map((r) => r.lcpMs)))} ms; lost on: ${lost.join(', ')}`,
      ].join('\n');
      expectPassed(
        mobileChecks({
          path: benchPage.path,
          lighthouse: summariseLighthouse(page),
          floor: { path: FLOOR_PATH, lighthouse: summariseLighthouse(bare) },
        }),
        detail,
      );
    });
  });
}
