/**
 * `npm run test:examples`: runs the guides' test examples in workerd with
 * @cloudflare/vitest-pool-workers, at the versions the guides install, against `@lumenize/*` at the
 * version they document, runs the claim tests that back the pages' statements (claims.ts), and
 * diffs the API reference's declarations against the ones the packages publish. The tools live in
 * a scratch project, `.cache/examples/`, never in the site's own dependencies. See the README,
 * "Running the guides' examples".
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIMS_DIR, CONTENT_DIR } from '@/build-time/content/content-dir';
import { diffDeclarations, type Difference } from './api-diff';
import { backedByPage, CLAIMS_CONFIG, claimFiles, claimOutcomes, readPageFile, type ClaimOutcome } from './claims';
import { projectsOf, testExamplesOf, vitestConfigOf, type Sketch, type TestExample } from './guides';
import { buildPackages, checkOut, chooseSource, publishedDeclarations, registryHas, REPO_VARIABLE, scratchManifest } from './packages';
import { outcomesOf, type Outcome, type VitestReport } from './report';
import { checkInstalls, installsOf, type Install } from './toolchain';

const SCRATCH = path.resolve('.cache/examples');
const TEST_TIMEOUT = 20_000;

function guidesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .sort();
}

function step(message: string) {
  console.log(`\n▸ ${message}`);
}

/** Installs the scratch project's packages when its package.json changed since the last install. */
function install(manifest: object) {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const stamp = path.join(SCRATCH, 'node_modules/.examples-package.json');
  writeFileSync(path.join(SCRATCH, 'package.json'), text);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === text) return;
  // Install scripts stay off, as in the site's own install (allowScripts): workerd and esbuild
  // bring their binaries as optional dependencies.
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: SCRATCH, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install in ${SCRATCH} failed`);
  writeFileSync(stamp, text);
}

/** Writes a project's files into its folder and runs vitest there, with the page's own configuration. */
function runProject(project: ReturnType<typeof projectsOf>[number], folder: string): Outcome[] {
  rmSync(folder, { recursive: true, force: true });
  let config: string;
  try {
    config = vitestConfigOf(project);
  } catch (error) {
    return [...project.tests.values()].map((fence) => ({
      guide: project.guide,
      line: fence.fenceLine,
      title: fence.path,
      passed: false,
      message: (error as Error).message,
    }));
  }
  for (const [file, source] of [...project.files, ...project.tests]) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), source.text);
  }
  const { report, output } = runVitest(folder, config, [...project.tests.keys()]);
  return outcomesOf(project, folder, report, output);
}

/** Runs vitest on `files` of a folder with its configuration, and reads its JSON report. */
function runVitest(folder: string, config: string, files: string[]): { report: VitestReport | undefined; output: string } {
  const output = path.join(folder, 'vitest-report.json');
  const vitest = spawnSync(
    path.join(SCRATCH, 'node_modules/.bin/vitest'),
    [
      'run',
      '--root',
      folder,
      '--config',
      path.join(folder, config),
      '--reporter=json',
      `--outputFile=${output}`,
      '--includeTaskLocation',
      // The pages' 2 s per test suit a reader's idle machine, not a busy shared one; a test that
      // waits for something that never comes still fails, at its own vi.waitFor's timeout.
      `--testTimeout=${TEST_TIMEOUT}`,
      ...files,
    ],
    { cwd: folder, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const report = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as VitestReport) : undefined;
  return { report, output: `${vitest.stderr}${vitest.stdout}`.trim() };
}

/** Copies a tree's claims folder into the scratch project and runs its claim tests there. */
function runClaims(tree: string): ClaimOutcome[] {
  const source = path.join(tree, CLAIMS_DIR);
  const files = claimFiles(source);
  if (files.length === 0) return [];
  const folder = path.join(SCRATCH, CLAIMS_DIR);
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  const { report, output } = runVitest(folder, CLAIMS_CONFIG, files);
  return claimOutcomes({ tree, files, ranIn: folder, report, runError: output, readPage: readPageFile });
}

function main() {
  const started = Date.now();
  const guides = guidesIn(path.join(CONTENT_DIR, 'docs'));
  const installs: Install[] = [];
  const tests: TestExample[] = [];
  const sketches: Sketch[] = [];
  for (const guide of guides) {
    const source = readFileSync(guide, 'utf8');
    installs.push(...installsOf(guide, source));
    const found = testExamplesOf(guide, source);
    tests.push(...found.tests);
    sketches.push(...found.sketches);
  }
  const { lumenizeVersion, problems } = checkInstalls(installs);
  if (problems.length > 0) throw new Error(`The guides' install commands and the runner's pins disagree:\n${problems.join('\n')}`);
  const packages = readdirSync(path.join(CONTENT_DIR, 'api')).sort();
  console.log(`${guides.length} guides, ${tests.length} test examples, @lumenize/{${packages.join(',')}}@${lumenizeVersion}`);

  step('Finding the packages');
  const onRegistry = packages.every((id) => registryHas(`@lumenize/${id}`, lumenizeVersion));
  const source = chooseSource({ version: lumenizeVersion, packages, onRegistry, repo: process.env[REPO_VARIABLE] });
  console.log(source.kind === 'registry' ? 'from the npm registry' : `from ${source.repo} at ${source.tag}, built here`);
  mkdirSync(SCRATCH, { recursive: true });
  if (source.kind === 'repository') checkOut(SCRATCH, source.repo, source.tag, packages);
  install(scratchManifest(source, lumenizeVersion, packages));
  if (source.kind === 'repository') buildPackages(SCRATCH, packages, lumenizeVersion);

  step('Running the test examples');
  const outcomes: Outcome[] = [];
  const projects = projectsOf(tests);
  const guidesFolder = path.join(SCRATCH, 'guides');
  rmSync(guidesFolder, { recursive: true, force: true });
  projects.forEach((project, index) => {
    const folder = path.join(guidesFolder, `${path.relative(path.join(CONTENT_DIR, 'docs'), project.guide).replace(/\.mdx?$/, '')}-${index + 1}`);
    const results = runProject(project, folder);
    for (const outcome of results) console.log(`${outcome.passed ? '✓' : '✗'} ${outcome.guide}:${outcome.line} ${outcome.title}`);
    outcomes.push(...results);
  });

  step('Running the claim tests');
  const claims = runClaims(CONTENT_DIR);
  for (const claim of claims) console.log(`${claim.passed ? '✓' : '✗'} ${whereOf(claim)} “${claim.quote}”`);

  step('Comparing the API reference with the published declarations');
  const differences: Difference[] = [];
  let allowed = 0;
  for (const id of packages) {
    const diff = diffDeclarations(path.join(CONTENT_DIR, 'api', id, 'index.d.ts'), publishedDeclarations(SCRATCH, id));
    allowed += diff.allowed.length;
    differences.push(...diff.differences);
  }

  const failed = outcomes.filter((outcome) => !outcome.passed);
  console.log('');
  for (const outcome of failed) console.log(`✗ ${outcome.guide}:${outcome.line}: ${outcome.title}\n${indent(outcome.message ?? '')}`);
  const failedClaims = claims.filter((claim) => !claim.passed);
  for (const claim of failedClaims) console.log(`✗ ${whereOf(claim)}: claim “${claim.quote}” (${claim.test})\n${indent(claim.message ?? '')}`);
  for (const sketch of sketches)
    console.log(`- ${sketch.guide}:${sketch.fenceLine}: ${sketch.path} is a sketch (its meta says so): type-checked by the build, not run`);
  for (const difference of differences) console.log(`✗ ${difference.file}:${difference.line}: ${difference.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const backed = backedByPage(claims);
  console.log(`\nClaims backed, by page:\n${backed.map(([page, count]) => `  ${count} ${page}`).join('\n') || '  none'}`);
  console.log(
    `\nTests: ${outcomes.length - failed.length} passed, ${failed.length} failed${sketches.length ? `, ${sketches.length} sketches not run` : ''}. ` +
      `Claims: ${claims.length - failedClaims.length} backed on ${backed.length} pages, ${failedClaims.length} failed. ` +
      `API: ${differences.length} differences not explained, ${allowed} explained. ${seconds} s.`,
  );
  if (failed.length > 0 || failedClaims.length > 0 || differences.length > 0) process.exitCode = 1;
}

/** A claim's page and line, or its page alone when the page does not say the claim once. */
const whereOf = (claim: ClaimOutcome) => (claim.line ? `${claim.page}:${claim.line}` : claim.page);

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

try {
  main();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
}
