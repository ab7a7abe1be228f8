/**
 * `npm run bench`: builds the export once, serves it as Cloudflare does (`wrangler dev`), and
 * measures the pages of scripts/bench/pages.ts: what each loads (JavaScript in all, whenever it
 * loads), layout shift in each colour mode, and under Lighthouse's mobile profile the time until
 * every control works, long tasks, the INP of a first tap and Lighthouse itself (mobile preset).
 * Mermaid loading and a client navigation are checked once. Beside each page, in alternation with
 * it, the floor: a bare Next.js export of the same Next (scripts/bench/floor.ts), under the same
 * mobile profile, which the page's Lighthouse performance and blocking time are held to. Prints
 * tables, checks the budgets of scripts/bench/budgets.ts and writes bench-results/bench.json.
 *
 *   npm run bench -- --assert          exit 1 when a budget fails
 *   npm run bench -- --skip-build      measure the existing out/ (and floor, built if missing)
 *   npm run bench -- --runs 5          runs per page of Lighthouse and of the mobile load (default 3)
 *   npm run bench -- --no-lighthouse   everything but Lighthouse
 *   npm run bench -- --no-clicks       no first-tap INP (each delay is a load of its own)
 *   npm run bench -- --ab              the same build with and without the framework's scripts
 *                                      moved after the load event (build-time/hydrate-after-load.ts),
 *                                      measured in alternation, page by page, run by run
 *   npm run bench -- --hint            the deferred build with and without V8's compile hint on its
 *                                      start-up scripts (implies the build the A/B uses)
 *   npm run bench -- --only home,doc   only these pages (labels of scripts/bench/pages.ts)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { run } from '@/build-time/run';
import { deferExport } from '@/build-time/hydrate-after-load';
import { writeScriptPolicies } from '@/build-time/csp-hashes';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@/scripts/test/ensure-chromium';
import { freePort, startPreview, type Preview } from '@/scripts/preview/wrangler';
import { checkBudgets, KB, type BenchResults, type FloorResult, type PageResult } from './budgets';
import { COLOR_MODE_CASES } from './cls';
import { newBenchContext } from './context';
import { buildFloor, FLOOR_OUT, FLOOR_PATH } from './floor';
import {
  firstControlPoint,
  measureControlsReady,
  measureFirstClick,
  measureLoadTasks,
  summariseInteractivity,
  workingKinds,
  type ControlsReady,
  type Owners,
} from './interactivity';
import { CATEGORIES, median, runLighthouseOnce, summariseLighthouse, type LighthouseRun } from './lighthouse';
import { measureLayoutShift, measureMermaidPair, measureNavigation } from './measure';
import { isMermaidChunk, measurePageLoad, type Totals } from './network';
import { moduleIds, ownersOf } from './owners';
import { benchPages, diagramPages, navigationFrom } from './pages';
import { startSlowHtmlProxy } from './slow-html-proxy';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  const value = at === -1 ? fallback : Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number ≥ 1`);
  return value;
};

const OUT = process.env.LUMENIZE_OUT_DIR ?? 'out';
const RESULTS_DIR = 'bench-results';
/** The first tap's delays after the first contentful paint: as the page paints, while the framework arrives, after. */
const TAP_DELAYS_MS = [0, 500, 1000, 2000];
const k = (bytes: number) => (bytes / KB).toFixed(1);
const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
const onlyAt = args.indexOf('--only');
/** The pages to measure, read from the page model once the build has written it. */
const pagesToMeasure = () => (onlyAt === -1 ? benchPages() : benchPages().filter((page) => args[onlyAt + 1].split(',').includes(page.label)));

interface Variant {
  name: string;
  dir: string;
  baseUrl?: string;
  results?: BenchResults;
  /** Whose each function of its scripts is (scripts/bench/owners.ts). */
  owners?: Owners;
}

function commit(): string | undefined {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return undefined;
  }
}

function weightTable(title: string, pages: PageResult[], pick: (page: PageResult) => Totals | undefined): string {
  const head = `${title.padEnd(44)}${pad('req', 5)}${pad('JS gz', 9)}${pad('JS wire', 9)}${pad('JS dec', 9)}${pad('CSS gz', 8)}${pad('HTML gz', 9)}${pad('img', 7)}${pad('font', 6)}${pad('data gz', 9)}${pad('all gz', 9)}${pad('all wire', 10)}`;
  const rows = pages.map((page) => {
    const t = pick(page);
    if (!t) return `${page.path.padEnd(44)}  skipped: ${page.skipped ?? 'not measured'}`;
    return `${page.path.slice(0, 43).padEnd(44)}${pad(t.all.requests, 5)}${pad(k(t.js.gzip), 9)}${pad(k(t.js.transfer), 9)}${pad(k(t.js.decoded), 9)}${pad(k(t.css.gzip), 8)}${pad(k(t.html.gzip), 9)}${pad(k(t.image.gzip), 7)}${pad(k(t.font.gzip), 6)}${pad(k(t.data.gzip + t.other.gzip), 9)}${pad(k(t.all.gzip), 9)}${pad(k(t.all.transfer), 10)}`;
  });
  return [head, ...rows].join('\n');
}

/** Builds the export; for the A/B, without the step that moves scripts after load, which each deferred variant then gets on a copy. */
async function prepare(): Promise<{ variants: Variant[]; buildSeconds?: number }> {
  let buildSeconds: number | undefined;
  const ab = flag('--ab') || flag('--hint');
  if (!flag('--skip-build')) {
    const started = performance.now();
    await run('npm', ['run', 'build'], { env: { ...process.env, ...(ab ? { LUMENIZE_SCRIPTS_AFTER_LOAD: '0' } : {}) } });
    buildSeconds = (performance.now() - started) / 1000;
  }
  if (!existsSync(join(OUT, 'index.html'))) throw new Error(`No export in ${OUT}/: run the bench without --skip-build.`);
  if (!flag('--skip-build') || !existsSync(join(FLOOR_OUT, 'index.html'))) await buildFloor();
  if (!ab) return { variants: [{ name: 'as built', dir: OUT }], buildSeconds };
  const variants: Variant[] = flag('--hint') ? [] : [{ name: 'as rendered', dir: OUT }];
  const deferred: [string, boolean][] = flag('--hint')
    ? [
        ['after load, no hint', false],
        ['after load', true],
      ]
    : [['after load', true]];
  for (const [name, compileHint] of deferred) {
    const dir = join(RESULTS_DIR, 'variants', name.replace(/\W+/g, '-'));
    rmSync(dir, { recursive: true, force: true });
    cpSync(OUT, dir, { recursive: true });
    deferExport(dir, { compileHint });
    // The loader is a new inline script: each page's policy is taken again, as the build takes it last.
    writeScriptPolicies(dir, { replace: true });
    variants.push({ name, dir });
  }
  return { variants, buildSeconds };
}

/**
 * One throttled measurement. A run that fails (a load that never ends on a loaded machine) is
 * reported and left out of the medians instead of ending the bench and losing every run before it.
 */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    console.warn(`${what}: run left out (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

async function measureWeights(browser: Browser, variant: Variant, slowHtmlUrl: string): Promise<void> {
  const results = variant.results!;
  for (const benchPage of pagesToMeasure()) {
    const context = await newBenchContext(browser);
    const weight = await measurePageLoad(await context.newPage(), `${variant.baseUrl}${benchPage.path}`);
    await context.close();
    const result: PageResult = { path: benchPage.path, label: benchPage.label, status: weight.status };
    results.pages.push(result);
    if (weight.status === 404) {
      result.skipped = 'answers 404 (route not built yet)';
      continue;
    }
    result.beforeLoad = weight.beforeLoad;
    result.total = weight.total;
    result.fonts = weight.fonts;
    result.mermaid = weight.resources.some(isMermaidChunk);
    result.scripts = weight.resources
      .filter((r) => r.kind === 'js')
      .map((r) => ({ path: r.path, gzip: r.gzip, decoded: r.decoded, beforeLoad: r.beforeLoad, mermaid: isMermaidChunk(r) }));
    result.cls = {};
    for (const mode of COLOR_MODE_CASES) result.cls[mode.name] = (await measureLayoutShift(browser, `${slowHtmlUrl}${benchPage.path}`, mode.name)).total;
  }
}

async function main() {
  const started = performance.now();
  const loadBefore = loadavg()[0];
  const assert = flag('--assert');
  const runs = option('--runs', 3);
  await ensureChromium();
  const { variants, buildSeconds } = await prepare();
  // Each variant is served as Cloudflare serves it: its static-asset handling in workerd (scripts/preview/).
  const previews: Preview[] = [];
  for (const variant of variants) {
    const preview = await startPreview({ port: await freePort(), assets: variant.dir });
    previews.push(preview);
    variant.baseUrl = preview.url;
    variant.results = { date: new Date().toISOString(), commit: commit(), baseUrl: '(free port)', buildSeconds, pages: [], variant: variant.name };
    console.log(`Serving ${variant.dir}/ (${variant.name}) on ${variant.baseUrl} with wrangler dev`);
  }
  const floorPreview = await startPreview({ port: await freePort(), assets: FLOOR_OUT });
  previews.push(floorPreview);
  const floorUrl = `${floorPreview.url}${FLOOR_PATH}`;
  const floorIds = moduleIds(FLOOR_OUT);
  const floorOwners = ownersOf(FLOOR_OUT, floorIds);
  for (const variant of variants) variant.owners = ownersOf(variant.dir, floorIds);
  console.log(`Serving ${FLOOR_OUT}/ (the floor: a bare Next.js export, ${floorIds.size} modules) on ${floorPreview.url} with wrangler dev`);
  const main = variants[variants.length - 1];
  const slowHtml = await startSlowHtmlProxy(main.baseUrl!);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const variant of variants) {
      const proxy = variant === main ? slowHtml : await startSlowHtmlProxy(variant.baseUrl!);
      await measureWeights(browser, variant, proxy.url);
      if (proxy !== slowHtml) await proxy.close();
    }
    const diagrams = diagramPages(OUT);
    main.results!.mermaid = await measureMermaidPair(browser, main.baseUrl!, diagrams.without, diagrams.with);
    const navContext = await newBenchContext(browser);
    main.results!.navigation = await measureNavigation(await navContext.newPage(), `${main.baseUrl}${navigationFrom()}`);
    await navContext.close();

    // Under the mobile profile, page by page, the variants in alternation (A B, then B A) so a
    // change in the machine's load falls on both.
    mkdirSync(join(RESULTS_DIR, 'lighthouse'), { recursive: true });
    for (const benchPage of pagesToMeasure()) {
      const ready = new Map<Variant, ControlsReady[]>(variants.map((v) => [v, []]));
      const lighthouse = new Map<Variant, LighthouseRun[]>(variants.map((v) => [v, []]));
      const clicks = new Map<Variant, { afterFcpMs: number; inp: number[]; delay: number[] }[]>(
        variants.map((v) => [v, TAP_DELAYS_MS.map((afterFcpMs) => ({ afterFcpMs, inp: [], delay: [] }))]),
      );
      const floorTasks: number[] = [];
      const floorLighthouse: LighthouseRun[] = [];
      const works = new Map<Variant, Map<string, boolean>>();
      for (const variant of variants) works.set(variant, await workingKinds(browser, `${variant.baseUrl}${benchPage.path}`));
      const point = await firstControlPoint(browser, `${main.baseUrl}${benchPage.path}`);
      // The floor takes its turn with the variants: first in one round, last in the next.
      const FLOOR = 'floor';
      const turns: (Variant | typeof FLOOR)[] = [FLOOR, ...variants];
      for (let round = 0; round < runs; round += 1) {
        const order = round % 2 === 0 ? turns : [...turns].reverse();
        console.log(
          `${benchPage.path}: run ${round + 1} of ${runs} (${order.map((v) => (v === FLOOR ? FLOOR : v.name)).join(', ')}; load ${loadavg()[0].toFixed(1)})`,
        );
        for (const variant of order) {
          if (variant === FLOOR) {
            const tasks = await attempt(`${floorUrl}: long tasks`, () => measureLoadTasks(browser, floorUrl, floorOwners));
            if (tasks) floorTasks.push(Math.max(0, ...tasks.longTasks.map((task) => task.duration)));
            if (flag('--no-lighthouse')) continue;
            const report = await attempt(`${floorUrl}: Lighthouse`, () => runLighthouseOnce(floorUrl));
            if (!report) continue;
            floorLighthouse.push(report.run);
            writeFileSync(join(RESULTS_DIR, 'lighthouse', `${benchPage.label}-floor-${round + 1}.html`), report.html);
            continue;
          }
          const url = `${variant.baseUrl}${benchPage.path}`;
          const controls = await attempt(`${url}: controls`, () => measureControlsReady(browser, url, works.get(variant)!, variant.owners!));
          if (controls) ready.get(variant)!.push(controls);
          if (!flag('--no-clicks')) {
            for (const tap of clicks.get(variant)!) {
              const click = await attempt(`${url}: tap ${tap.afterFcpMs} ms after first paint`, () => measureFirstClick(browser, url, tap.afterFcpMs, point));
              if (!click) continue;
              tap.inp.push(click.inpMs);
              tap.delay.push(click.inputDelayMs);
            }
          }
          if (!flag('--no-lighthouse')) {
            const report = await attempt(`${url}: Lighthouse`, () => runLighthouseOnce(url));
            if (!report) continue;
            lighthouse.get(variant)!.push(report.run);
            writeFileSync(join(RESULTS_DIR, 'lighthouse', `${benchPage.label}-${variant.name.replace(/\W+/g, '-')}-${round + 1}.html`), report.html);
          }
        }
      }
      const floor: FloorResult = {
        path: FLOOR_PATH,
        lighthouse: floorLighthouse.length > 0 ? summariseLighthouse(floorLighthouse) : undefined,
        longestTaskMs: floorTasks.length > 0 ? median(floorTasks) : undefined,
      };
      for (const variant of variants) {
        const page = variant.results!.pages.find((p) => p.path === benchPage.path);
        if (!page || page.skipped) continue;
        page.floor = floor;
        const taps = flag('--no-clicks')
          ? undefined
          : clicks.get(variant)!.map((tap) => ({ afterFcpMs: tap.afterFcpMs, inpMs: median(tap.inp), inputDelayMs: median(tap.delay) }));
        if (ready.get(variant)!.length > 0) page.interactivity = summariseInteractivity(ready.get(variant)!, taps);
        if (!flag('--no-lighthouse') && lighthouse.get(variant)!.length > 0) page.lighthouse = summariseLighthouse(lighthouse.get(variant)!);
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await slowHtml.close();
    for (const preview of previews) await preview.stop();
  }

  const loadAfter = loadavg()[0];
  mkdirSync(RESULTS_DIR, { recursive: true });
  let failed = 0;
  for (const variant of variants) {
    const results = variant.results!;
    const measured = results.pages;
    console.log(`\n═══ ${variant.name} (${variant.dir}/) ═══\n`);
    console.log('Sizes in KB (1 KB = 1000 bytes). gz = each body gzipped here at zlib level 6 (the budgets); wire = bytes received from the');
    console.log('static server (brotli for text, as a CDN sends it; headers included); dec = decoded body. data = RSC payloads (.txt) and other.\n');
    console.log(weightTable('Everything the page loads', measured, (p) => p.total));
    console.log(
      '\nLayout shift: sum of PerformanceObserver layout-shift entries, 1280×800, HTML sent in 8 KB pieces 40 ms apart (scripts/bench/slow-html-proxy.ts)',
    );
    console.log(`${'page'.padEnd(44)}${COLOR_MODE_CASES.map((c) => pad(c.name, 13)).join('')}${pad('fonts', 7)}${pad('mermaid', 9)}`);
    for (const page of measured.filter((p) => !p.skipped)) {
      console.log(
        `${page.path.slice(0, 43).padEnd(44)}${COLOR_MODE_CASES.map((c) => pad((page.cls?.[c.name] ?? Number.NaN).toFixed(4), 13)).join('')}${pad(page.fonts?.length ?? '-', 7)}${pad(page.mermaid ? 'yes' : 'no', 9)}`,
      );
    }
    console.log(
      `\nMobile profile (4× CPU, slow 4G, 412×823; scripts/bench/interactivity.ts), medians of ${runs} runs; times in ms after the first contentful paint`,
    );
    console.log(
      `${'page'.padEnd(44)}${pad('FCP→controls', 13)}${pad('FCP→hydrated', 13)}${pad('longest task', 13)}${pad('of it ours', 11)}${pad('long tasks', 11)}${pad('first tap INP at +' + TAP_DELAYS_MS.join('/'), 34)}  ready last`,
    );
    for (const page of measured.filter((p) => p.interactivity)) {
      const i = page.interactivity!;
      const taps = i.firstClicks ? i.firstClicks.map((tap) => ms(tap.inpMs)).join('/') : '-';
      console.log(
        `${page.path.slice(0, 43).padEnd(44)}${pad(ms(i.controlsReadyMs), 13)}${pad(ms(i.hydratedMs), 13)}${pad(ms(i.longestTaskMs), 13)}${pad(ms(i.longestOwnTaskMs), 11)}${pad(ms(i.longTasksMs), 11)}${pad(taps, 34)}  ${i.last}`,
      );
    }
    if (!flag('--no-lighthouse')) {
      console.log(`\nLighthouse 12 (mobile preset, default config; median of ${runs} runs)`);
      console.log(
        `${'page'.padEnd(44)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('LCP ms', 9)}${pad('TBT ms', 8)}${pad('CLS', 8)}${pad('FCP ms', 8)}${pad('TTI ms', 8)}  perf per run`,
      );
      for (const page of measured.filter((p) => p.lighthouse)) {
        const lh = page.lighthouse!;
        console.log(
          `${page.path.slice(0, 43).padEnd(44)}${CATEGORIES.map((c) => pad(lh.scores[c], 6)).join('')}${pad(Math.round(lh.lcpMs), 9)}${pad(Math.round(lh.tbtMs), 8)}${pad(lh.cls.toFixed(3), 8)}${pad(Math.round(lh.fcpMs), 8)}${pad(Math.round(lh.ttiMs), 8)}  ${lh.all.map((r) => r.scores.performance).join(' ')}`,
        );
      }
      console.log(`\nAgainst the floor (${FLOOR_PATH} of the bare Next export, measured in alternation with each page; medians, perf per run)`);
      console.log(
        `${'page'.padEnd(44)}${pad('perf', 6)}${pad('floor', 7)}${pad('TBT ms', 8)}${pad('floor', 7)}${pad('LCP ms', 8)}${pad('floor', 7)}${pad('longest task', 13)}${pad('floor', 7)}  floor perf per run`,
      );
      for (const page of measured.filter((p) => p.lighthouse && p.floor?.lighthouse)) {
        const lh = page.lighthouse!;
        const fl = page.floor!.lighthouse!;
        console.log(
          `${page.path.slice(0, 43).padEnd(44)}${pad(lh.scores.performance, 6)}${pad(fl.scores.performance, 7)}${pad(Math.round(lh.tbtMs), 8)}${pad(Math.round(fl.tbtMs), 7)}${pad(Math.round(lh.lcpMs), 8)}${pad(Math.round(fl.lcpMs), 7)}${pad(ms(page.interactivity?.longestTaskMs), 13)}${pad(ms(page.floor!.longestTaskMs), 7)}  ${fl.all.map((r) => r.scores.performance).join(' ')}`,
        );
      }
      for (const page of measured.filter((p) => p.lighthouse?.failedAudits.length)) {
        console.log(`  ${page.path} loses points on:`);
        for (const a of page.lighthouse!.failedAudits)
          console.log(
            `    [${a.category}] ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${a.items.length ? `: ${a.items.slice(0, 3).join(' | ')}` : ''}`,
          );
      }
    }
    if (results.mermaid) {
      const m = results.mermaid;
      console.log(
        `\nMermaid: ${m.withoutDiagram.path} ${m.withoutDiagram.mermaid ? 'REQUESTS' : 'does not request'} the mermaid chunk; ${m.withDiagram.path} ${m.withDiagram.mermaid ? 'requests' : 'does NOT request'} it and ${m.withDiagram.rendered ? 'draws' : 'does NOT draw'} its diagram.`,
      );
    }
    const nav = results.navigation;
    if (nav) {
      console.log(
        `\nClient navigation ${nav.from} → ${nav.to} (pager Next): ${nav.requests} requests, ${nav.documentRequests} documents; JS ${k(nav.byKind.js.gzip)} KB gz; data ${k(nav.byKind.data.gzip)} KB gz; scripts fetched again: ${nav.refetchedScripts.length ? nav.refetchedScripts.join(', ') : 'none'}`,
      );
    }
    const checks = checkBudgets(results);
    console.log('\nBudgets (scripts/bench/budgets.ts)');
    for (const check of checks) console.log(`  ${check.status.toUpperCase().padEnd(8)}${check.name.padEnd(78)}${check.limit.padStart(16)}  ${check.actual}`);
    failed += checks.filter((c) => c.status === 'fail').length;
    const file = variants.length === 1 ? 'bench.json' : `bench-${variant.name.replace(/\W+/g, '-')}.json`;
    writeFileSync(join(RESULTS_DIR, file), `${JSON.stringify({ ...results, budgets: checks, loadAverage: { start: loadBefore, end: loadAfter } }, null, 2)}\n`);
  }
  if (buildSeconds !== undefined) console.log(`\nBuild: ${buildSeconds.toFixed(1)} s (npm run build)`);
  console.log(
    `\nMachine load average (1 min): ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end, on ${cpus().length} cores: every timing here scales with the CPU time the machine leaves the browser.`,
  );
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s; ${failed} budget${failed === 1 ? '' : 's'} failed.`);
  if (assert && failed > 0) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
