/**
 * `npm run bench`: builds the export once, serves it as Cloudflare does (`wrangler dev`, lib/preview/)
 * on a free port, and measures the pages of lib/bench/pages.ts: bytes by type before the load event and in
 * total, layout shift in each colour mode, mermaid loading, a client navigation, and Lighthouse
 * (mobile, median of 3 runs). Prints tables and writes bench-results/bench.json.
 *
 *   npm run bench -- --assert          exit 1 when a budget of lib/bench/budgets.ts fails
 *   npm run bench -- --skip-build      measure the existing out/
 *   npm run bench -- --runs 5          Lighthouse runs per page (default 3)
 *   npm run bench -- --no-lighthouse   bytes, shifts and navigation only
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { run } from '../build/run';
import { CHROMIUM, ensureChromium } from '../test/ensure-chromium';
import { freePort, startPreview } from '../preview/wrangler';
import { checkBudgets, KB, type BenchResults, type PageResult } from './budgets';
import { COLOR_MODE_CASES } from './cls';
import { CATEGORIES, CHROME_FLAGS, runLighthouse } from './lighthouse';
import { measureLayoutShift, measureMermaidPair, measureNavigation } from './measure';
import { isMermaidChunk, measurePageLoad, type Totals } from './network';
import { BENCH_PAGES, NAVIGATION_FROM, PAGE_WITH_DIAGRAM, PAGE_WITHOUT_DIAGRAM } from './pages';
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
const k = (bytes: number) => (bytes / KB).toFixed(1);
const pad = (text: string | number, width: number) => String(text).padStart(width);

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

async function main() {
  const started = performance.now();
  const loadBefore = loadavg()[0];
  const assert = flag('--assert');
  const runs = option('--runs', 3);
  await ensureChromium();

  let buildSeconds: number | undefined;
  if (!flag('--skip-build')) {
    const buildStart = performance.now();
    await run('npm', ['run', 'build']);
    buildSeconds = (performance.now() - buildStart) / 1000;
  }
  if (!existsSync(join(OUT, 'index.html'))) throw new Error(`No export in ${OUT}/: run the bench without --skip-build.`);

  const preview = await startPreview({ port: await freePort(), assets: OUT });
  const baseUrl = preview.url;
  console.log(`\nServing ${OUT}/ on ${baseUrl} with Cloudflare's asset serving in workerd (text compressed as the CDN sends it)\n`);

  const slowHtml = await startSlowHtmlProxy(baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const results: BenchResults = { date: new Date().toISOString(), commit: commit(), baseUrl: '(free port)', buildSeconds, pages: [] };
  try {
    for (const benchPage of BENCH_PAGES) {
      const context = await browser.newContext();
      const weight = await measurePageLoad(await context.newPage(), `${baseUrl}${benchPage.path}`);
      await context.close();
      const result: PageResult = { path: benchPage.path, label: benchPage.label, status: weight.status, lighthouse100: benchPage.lighthouse100 };
      results.pages.push(result);
      if (weight.status === 404) {
        result.skipped = 'answers 404 (route not built yet)';
        console.log(`note: skipping ${benchPage.path}: it answers 404 in this build.`);
        continue;
      }
      result.beforeLoad = weight.beforeLoad;
      result.total = weight.total;
      result.fontRequests = weight.total.font.requests;
      result.mermaid = weight.resources.some(isMermaidChunk);
      result.scripts = weight.resources
        .filter((r) => r.kind === 'js')
        .map((r) => ({ path: r.path, gzip: r.gzip, decoded: r.decoded, beforeLoad: r.beforeLoad, mermaid: isMermaidChunk(r) }));
      result.cls = {};
      for (const mode of COLOR_MODE_CASES) result.cls[mode.name] = (await measureLayoutShift(browser, `${slowHtml.url}${benchPage.path}`, mode.name)).total;
    }
    results.mermaid = await measureMermaidPair(browser, baseUrl, PAGE_WITHOUT_DIAGRAM, PAGE_WITH_DIAGRAM);
    const navContext = await browser.newContext();
    results.navigation = await measureNavigation(await navContext.newPage(), `${baseUrl}${NAVIGATION_FROM}`);
    await navContext.close();
    // For information: the diagram page's own shift while mermaid draws (not one of the budgeted pages).
    const diagramShift = await measureLayoutShift(browser, `${slowHtml.url}${PAGE_WITH_DIAGRAM}`, 'light');
    await browser.close();

    if (!flag('--no-lighthouse')) {
      mkdirSync(join(RESULTS_DIR, 'lighthouse'), { recursive: true });
      for (const page of results.pages.filter((p) => !p.skipped)) {
        console.log(`Lighthouse ${page.path} (${runs} runs)…`);
        const { summary, html } = await runLighthouse(`${baseUrl}${page.path}`, runs);
        page.lighthouse = summary;
        writeFileSync(join(RESULTS_DIR, 'lighthouse', `${page.label}.html`), html);
      }
    }

    const measured = results.pages;
    console.log('');
    console.log('Sizes in KB (1 KB = 1000 bytes). gz = each body gzipped here at zlib level 6 (the budgets); wire = bytes received from the');
    console.log('preview (brotli for text, as the CDN sends it; headers included); dec = decoded body. data = RSC payloads (.txt) and other.\n');
    console.log(weightTable('Before the load event', measured, (p) => p.beforeLoad));
    console.log('');
    console.log(weightTable('Total (until the network is idle)', measured, (p) => p.total));
    console.log('');
    console.log('Layout shift: sum of PerformanceObserver layout-shift entries, 1280×800, HTML sent in 8 KB pieces 40 ms apart (lib/bench/slow-html-proxy.ts)');
    console.log(`${'page'.padEnd(44)}${COLOR_MODE_CASES.map((c) => pad(c.name, 13)).join('')}${pad('fonts', 7)}${pad('mermaid', 9)}`);
    for (const page of measured.filter((p) => !p.skipped)) {
      console.log(`${page.path.slice(0, 43).padEnd(44)}${COLOR_MODE_CASES.map((c) => pad((page.cls?.[c.name] ?? Number.NaN).toFixed(4), 13)).join('')}${pad(page.fontRequests ?? '-', 7)}${pad(page.mermaid ? 'yes' : 'no', 9)}`);
    }
    console.log(`${PAGE_WITH_DIAGRAM.padEnd(44)}${pad(diagramShift.total.toFixed(4), 13)}  (light; information only: the diagram page${diagramShift.shifts.length ? `; shifted: ${[...new Set(diagramShift.shifts.flatMap((s) => s.sources))].slice(0, 3).join(', ')}` : ''})`);

    if (results.mermaid) {
      const m = results.mermaid;
      console.log(`\nMermaid: ${m.withoutDiagram.path} ${m.withoutDiagram.mermaid ? 'REQUESTS' : 'does not request'} the mermaid chunk; ${m.withDiagram.path} ${m.withDiagram.mermaid ? 'requests' : 'does NOT request'} it and ${m.withDiagram.rendered ? 'draws' : 'does NOT draw'} its diagram.`);
    }
    const nav = results.navigation;
    console.log(`\nClient navigation ${nav.from} → ${nav.to} (pager Next; from the click, prefetch included, until the network is idle):`);
    console.log(`  ${nav.requests} requests, ${nav.documentRequests} documents; JS ${k(nav.byKind.js.gzip)} KB gz in ${nav.byKind.js.requests} files; data ${k(nav.byKind.data.gzip)} KB gz in ${nav.byKind.data.requests} files; all ${k(nav.byKind.all.gzip)} KB gz, ${k(nav.byKind.all.transfer)} KB wire`);
    console.log(`  scripts fetched again: ${nav.refetchedScripts.length ? nav.refetchedScripts.join(', ') : 'none'}`);
    const list = (resources: typeof nav.resources) => {
      for (const r of resources) console.log(`    ${r.kind.padEnd(6)}${pad(k(r.gzip), 7)} KB gz  ${r.path}${r.forTarget || !['data', 'html'].includes(r.kind) ? '' : '   (prefetch of a linked page)'}`);
    };
    const sum = (resources: typeof nav.resources) => k(resources.reduce((total, r) => total + r.gzip, 0));
    const own = nav.resources.filter((r) => r.forTarget);
    console.log(`  the target page's own files: ${own.length} after the click (${sum(own)} KB gz), ${nav.prefetchedBeforeClick.length} prefetched by the first page before it (${sum(nav.prefetchedBeforeClick)} KB gz):`);
    list(nav.prefetchedBeforeClick);
    console.log('  after the click:');
    list(nav.resources);

    if (!flag('--no-lighthouse')) {
      console.log(`\nLighthouse 12 (mobile preset, default config; median of ${runs} runs)`);
      console.log(`${'page'.padEnd(44)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('LCP ms', 9)}${pad('TBT ms', 8)}${pad('CLS', 8)}${pad('FCP ms', 8)}${pad('TTI ms', 8)}  perf per run`);
      for (const page of measured.filter((p) => p.lighthouse)) {
        const lh = page.lighthouse!;
        console.log(
          `${page.path.slice(0, 43).padEnd(44)}${CATEGORIES.map((c) => pad(lh.scores[c], 6)).join('')}${pad(Math.round(lh.lcpMs), 9)}${pad(Math.round(lh.tbtMs), 8)}${pad(lh.cls.toFixed(3), 8)}${pad(Math.round(lh.fcpMs), 8)}${pad(Math.round(lh.ttiMs), 8)}  ${lh.all.map((r) => r.scores.performance).join(' ')}`,
        );
      }
      for (const page of measured.filter((p) => p.lighthouse?.failedAudits.length)) {
        console.log(`  ${page.path} loses points on:`);
        for (const a of page.lighthouse!.failedAudits) console.log(`    [${a.category}] ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${a.items.length ? `: ${a.items.slice(0, 3).join(' | ')}` : ''}`);
      }
    }

    if (buildSeconds !== undefined) console.log(`\nBuild: ${buildSeconds.toFixed(1)} s (npm run build)`);

    const checks = checkBudgets(results);
    console.log('\nBudgets (lib/bench/budgets.ts)');
    for (const check of checks) console.log(`  ${check.status.toUpperCase().padEnd(8)}${check.name.padEnd(78)}${check.limit.padStart(16)}  ${check.actual}`);
    const count = (status: string) => checks.filter((c) => c.status === status).length;
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`);
    console.log(`\nMachine load average (1 min): ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores: Lighthouse's simulated timings scale with the CPU time observed.`);
    console.log(`\nWrote ${RESULTS_DIR}/bench.json${flag('--no-lighthouse') ? '' : ` and ${RESULTS_DIR}/lighthouse/*.html`} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    console.log(`budgets: ${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped`);
    if (assert && count('fail') > 0) process.exitCode = 1;
  } finally {
    await browser.close().catch(() => undefined);
    await slowHtml.close();
    await preview.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
