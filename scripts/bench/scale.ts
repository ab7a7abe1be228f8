/**
 * `npm run bench:scale -- --docs 1000`: how the build grows with the number of docs.
 *
 * For 50, 250 and N synthetic docs (scripts/bench/synthetic-docs.ts) it builds a temporary copy of the
 * project under bench-results/.scale/ (so the real .contentlayer/, .next/ and out/ are untouched):
 * content/ plus the synthetic docs, split over two docs versions (the latest, and an archived copy
 * of it, versions/<name>/, as `npm run version:cut` makes one), each version's sidebar.yaml with a
 * "Scale bench" category naming its half, so they have a sidebar entry, a pager and breadcrumbs
 * like every real doc. The build is the one of build-time/build.ts, step by step (build-time/steps.ts).
 * It prints wall time per step, peak memory of the whole process tree, and build time per page,
 * and fails when time per page at N exceeds 1.2× that at 50 or the peak passes 2 GB.
 *
 *   --docs N      the largest size (default 1000)
 *   --sizes a,b   other sizes (default 50,250,N)
 *   --keep        keep the temporary projects
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { argsOf, BUILD_STEPS } from '@/build-time/steps';
import { filesUnder } from '@/build-time/files';
import { sampleTree } from './memory';
import { docSlug, SCALE_DIR, sidebarEntries, syntheticDoc } from './synthetic-docs';

const ROOT = process.cwd();
const WORK = join(ROOT, 'bench-results', '.scale');
const RESULTS = join(ROOT, 'bench-results', 'scale.json');
const PROJECT_FILES = [
  'app',
  'components',
  'lib',
  'build-time',
  'public',
  'content',
  // Unit tests beside the code import the fixture's site config, and next build type-checks them;
  // they and the e2e specs import the bench's and the tests' helpers.
  'e2e',
  'scripts',
  'contentlayer.config.ts',
  'next.config.mjs',
  'tsconfig.json',
  'package.json',
  'next-env.d.ts',
];
const MAX_PER_PAGE_RATIO = 1.2;
const MAX_PEAK_BYTES = 2 * 1024 ** 3;

const args = process.argv.slice(2);
const valueOf = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const largest = Number(valueOf('--docs') ?? 1000);
const sizes = (valueOf('--sizes') ?? `50,250,${largest}`)
  .split(',')
  .map(Number)
  .filter((n, i, all) => Number.isInteger(n) && n > 0 && all.indexOf(n) === i)
  .sort((a, b) => a - b);
if (!Number.isInteger(largest) || largest < 1 || sizes.length === 0) throw new Error('--docs needs a whole number ≥ 1');

interface Step {
  name: string;
  /** Wall clock. */
  seconds: number;
  /** User + system CPU time of the step and every process it waited for (/usr/bin/time). */
  cpuSeconds: number;
  peakBytes: number;
  ok: boolean;
  /** The end of its output when it failed. */
  failure?: string;
}

interface SizeResult {
  docs: number;
  /** HTML pages in the export (every route, not only the synthetic docs). */
  pages: number;
  outBytes: number;
  steps: Step[];
  seconds: number;
  cpuSeconds: number;
  peakBytes: number;
  secondsPerPage: number;
  cpuSecondsPerPage: number;
}

/**
 * Runs one build step in `cwd` under /usr/bin/time (for its CPU time), sampling the memory of its
 * process tree. A failing step is recorded, not thrown: the other sizes still get measured.
 */
function step(name: string, command: string, commandArgs: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Step> {
  return new Promise((resolveStep, reject) => {
    const started = performance.now();
    const log: string[] = [];
    const timeFile = join(cwd, '.step-time');
    const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...commandArgs], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const sampler = sampleTree(child.pid ?? process.pid);
    child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const peakBytes = sampler.stop();
      const seconds = (performance.now() - started) / 1000;
      const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
      const ok = code === 0;
      resolveStep({ name, seconds, cpuSeconds: user + system, peakBytes, ok, failure: ok ? undefined : log.join('').slice(-1500) });
    });
  });
}

/** The archived version the copy's docs are split with. */
const ARCHIVED = 'scale-archived';

/**
 * The copy's site config: the site's, beside the content folder, with an archived version beside
 * the latest (released a day before it), whose tree is a copy of the latest's.
 */
const SCALE_CONFIG = `import type { DocsVersionConfig } from '@/lib/core/site-config';
import site from '../scale-site.config';

const latest = site.docs.versions.find((version) => version.name === site.docs.latest)!;
const day = 24 * 60 * 60 * 1000;
const released = new Date(Date.parse(latest.released) - day).toISOString().slice(0, 10);
export default {
  ...site,
  docs: {
    ...site.docs,
    versions: [
      // A written config's own type lacks the optional fields it leaves out.
      ...site.docs.versions.map((version) => (version === latest ? { ...version, upgradeDoc: (version as DocsVersionConfig).upgradeDoc ?? version.mainDocId } : version)),
      { ...latest, name: '${ARCHIVED}', label: '${ARCHIVED}', released, moves: undefined, upgradeDoc: undefined },
    ],
  },
};
`;

/** Writes synthetic docs 0 to `count` - 1 into a version's tree and names them in its sidebar. */
function addDocs(tree: string, count: number): void {
  mkdirSync(join(tree, 'docs', SCALE_DIR), { recursive: true });
  for (let i = 0; i < count; i += 1) writeFileSync(join(tree, 'docs', `${docSlug(i)}.mdx`), syntheticDoc(i));
  const sidebarPath = join(tree, 'sidebar.yaml');
  writeFileSync(sidebarPath, `${readFileSync(sidebarPath, 'utf8').trimEnd()}\n${sidebarEntries(count)}`);
}

/** The temporary project for `count` synthetic docs. */
function prepare(count: number): string {
  const dir = join(WORK, `docs-${count}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of PROJECT_FILES) if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
  // The project's own packages, where the copy looks for them first: found only by walking up to
  // the project's folder, some types resolve through a package's exports to JavaScript without types.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // The docs over two versions: the latest keeps one half, an archived copy of its tree the other.
  const content = join(dir, 'content');
  const archived = join(content, 'versions', ARCHIVED);
  for (const entry of ['docs', 'api', 'sidebar.yaml']) cpSync(join(content, entry), join(archived, entry), { recursive: true });
  cpSync(join(content, 'site.config.ts'), join(dir, 'scale-site.config.ts'));
  writeFileSync(join(content, 'site.config.ts'), SCALE_CONFIG);
  // The synthetic docs join each sidebar as real docs do; only the copy's sidebars change.
  const latestHalf = Math.ceil(count / 2);
  addDocs(content, latestHalf);
  addDocs(archived, count - latestHalf);
  return dir;
}

async function buildSize(count: number): Promise<SizeResult> {
  const dir = prepare(count);
  const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
  // PWD too, for a tool that takes its working folder from it rather than from the process's cwd.
  const env = { ...process.env, PWD: dir, INIT_CWD: dir, LUMENIZE_CONTENT_DIR: 'content', NEXT_TELEMETRY_DISABLED: '1' };
  const steps: Step[] = [];
  console.log(`\n${count} synthetic docs: building in ${dir.slice(ROOT.length + 1)}/ …`);
  const started = performance.now();
  for (const buildStep of BUILD_STEPS) {
    const { name } = buildStep;
    const result = await step(name, bin(buildStep.bin), argsOf(buildStep), dir, env);
    console.log(
      `  ${name.padEnd(15)}${result.seconds.toFixed(1).padStart(7)} s wall ${result.cpuSeconds.toFixed(1).padStart(7)} s CPU  peak ${(result.peakBytes / 1024 ** 2).toFixed(0).padStart(5)} MB${result.ok ? '' : '  FAILED:'}`,
    );
    steps.push(result);
    if (!result.ok) {
      console.log(
        result.failure
          ?.split('\n')
          .slice(-12)
          .map((line) => `    ${line}`)
          .join('\n'),
      );
      if (name !== 'link check') throw new Error(`${name} failed for ${count} docs.`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const files = filesUnder(join(dir, 'out'));
  const pages = files.filter((file) => file.endsWith('.html')).length;
  const outBytes = files.reduce((total, file) => total + readFileSync(file).length, 0);
  const peakBytes = Math.max(...steps.map((s) => s.peakBytes));
  if (!args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  const cpuSeconds = steps.reduce((total, s) => total + s.cpuSeconds, 0);
  return { docs: count, pages, outBytes, steps, seconds, cpuSeconds, peakBytes, secondsPerPage: seconds / pages, cpuSecondsPerPage: cpuSeconds / pages };
}

async function main() {
  const loadStart = loadavg()[0];
  console.log(`Scale bench: ${sizes.join(', ')} synthetic docs on ${cpus().length} cores (load average ${loadStart.toFixed(1)}).`);
  const results: SizeResult[] = [];
  for (const count of sizes) results.push(await buildSize(count));

  console.log('\nBuild time by size (wall clock; peak = resident memory summed over the process tree, sampled every 200 ms)');
  const stepNames = results[0].steps.map((s) => s.name);
  console.log('(each step: wall s / CPU s; CPU = user + system of the step and its children, less sensitive to other load on the machine)');
  console.log(
    `${'docs'.padStart(6)}${'pages'.padStart(7)}${stepNames.map((n) => n.padStart(18)).join('')}${'wall s'.padStart(9)}${'CPU s'.padStart(8)}${'wall ms/page'.padStart(14)}${'CPU ms/page'.padStart(13)}${'peak MB'.padStart(9)}${'out MB'.padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${String(r.docs).padStart(6)}${String(r.pages).padStart(7)}${r.steps.map((s) => `${s.seconds.toFixed(1)} / ${s.cpuSeconds.toFixed(1)}${s.ok ? '' : '!'}`.padStart(18)).join('')}${r.seconds.toFixed(1).padStart(9)}${r.cpuSeconds.toFixed(1).padStart(8)}${(r.secondsPerPage * 1000).toFixed(0).padStart(14)}${(r.cpuSecondsPerPage * 1000).toFixed(0).padStart(13)}${(r.peakBytes / 1024 ** 2).toFixed(0).padStart(9)}${(r.outBytes / 1024 ** 2).toFixed(1).padStart(8)}`,
    );
  }
  for (let i = 1; i < results.length; i += 1) {
    const a = results[i - 1];
    const b = results[i];
    const added = b.pages - a.pages;
    console.log(
      `  marginal ${a.docs}→${b.docs}: ${(((b.seconds - a.seconds) / added) * 1000).toFixed(0)} ms wall, ${(((b.cpuSeconds - a.cpuSeconds) / added) * 1000).toFixed(0)} ms CPU and ${((b.outBytes - a.outBytes) / added / 1024).toFixed(0)} KB of output per added page`,
    );
  }

  const first = results[0];
  const last = results[results.length - 1];
  const ratio = last.secondsPerPage / first.secondsPerPage;
  const cpuRatio = last.cpuSecondsPerPage / first.cpuSecondsPerPage;
  const checks = [
    {
      name: `wall time per page at ${last.docs} docs ≤ ${MAX_PER_PAGE_RATIO}× that at ${first.docs}`,
      actual: `${ratio.toFixed(2)}×`,
      pass: ratio <= MAX_PER_PAGE_RATIO,
    },
    {
      name: `CPU time per page at ${last.docs} docs ≤ ${MAX_PER_PAGE_RATIO}× that at ${first.docs}`,
      actual: `${cpuRatio.toFixed(2)}×`,
      pass: cpuRatio <= MAX_PER_PAGE_RATIO,
    },
    {
      name: 'every build step succeeded',
      actual: results.flatMap((r) => r.steps.filter((s) => !s.ok).map((s) => `${s.name} failed at ${r.docs} docs`)).join(', ') || 'yes',
      pass: results.every((r) => r.steps.every((s) => s.ok)),
    },
    {
      name: 'peak memory < 2 GB at every size',
      actual: `${(Math.max(...results.map((r) => r.peakBytes)) / 1024 ** 3).toFixed(2)} GB`,
      pass: results.every((r) => r.peakBytes < MAX_PEAK_BYTES),
    },
  ];
  console.log(`\nMachine load average (1 min): ${loadStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores.`);
  for (const check of checks) console.log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.actual}`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, results, checks }, null, 2)}\n`);
  console.log(`\nWrote ${resolve(RESULTS).slice(ROOT.length + 1)}`);
  console.log(`scale: ${checks.filter((c) => c.pass).length} passed, ${checks.filter((c) => !c.pass).length} failed`);
  if (checks.some((c) => !c.pass)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
