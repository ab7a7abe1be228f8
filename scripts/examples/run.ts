/**
 * `npm run test:examples`: for each docs version, runs its guides' test examples in workerd with
 * @cloudflare/vitest-pool-workers, at the versions its guides install, against `@lumenize/*` at the
 * version it documents, installed as a reader would install them, runs the claim tests that back
 * its pages' statements (claims.ts), and diffs its API reference's declarations against the ones
 * the packages publish. The tools live in a scratch project per
 * version, `.cache/examples/<version>/`, never in the site's own dependencies. See the README,
 * "Running the guides' examples".
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIMS_DIR } from '@/build-time/content/version-layout';
import { diffDeclarations, type Difference } from './api-diff';
import { backedByPage, CLAIMS_CONFIG, claimFiles, claimOutcomes, readPageFile, type ClaimOutcome } from './claims';
import { docsTrees, referencedPackages } from './docs-trees';
import { projectsOf, testExamplesOf, vitestConfigOf, type Sketch, type TestExample } from './guides';
import {
  buildManifest,
  buildPackages,
  checkOut,
  chooseSource,
  commitOf,
  manifestAt,
  packageClosure,
  packPackages,
  publishedDeclarations,
  registryHas,
  REPO_VARIABLE,
  runManifest,
} from './packages';
import { outcomesOf, type Outcome, type VitestReport } from './report';
import { checkInstalls, installsOf, TOOLCHAINS, type Install } from './toolchain';

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

/**
 * Installs a scratch project's packages when its package.json (or what it stands for, `stamp`)
 * changed since the last install. A stale lockfile would pin the tarballs of an earlier build, so
 * a change starts from none.
 */
function install(folder: string, manifest: object, stamp = '') {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const done = path.join(folder, 'node_modules/.examples-package.json');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), text);
  if (existsSync(done) && readFileSync(done, 'utf8') === text + stamp) return;
  rmSync(path.join(folder, 'package-lock.json'), { force: true });
  rmSync(path.join(folder, 'node_modules/@lumenize'), { recursive: true, force: true });
  // Install scripts stay off, as in the site's own install (allowScripts): workerd and esbuild
  // bring their binaries as optional dependencies.
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install in ${folder} failed`);
  writeFileSync(done, text + stamp);
}

/** Writes a project's files into its folder and runs vitest there, with the page's own configuration. */
function runProject(runDir: string, project: ReturnType<typeof projectsOf>[number], folder: string): Outcome[] {
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
  // A reader's project has its packages in its own folder: configurations that name a file
  // under ./node_modules (an alias) find it there.
  mkdirSync(folder, { recursive: true });
  symlinkSync(path.join(runDir, 'node_modules'), path.join(folder, 'node_modules'));
  for (const [file, source] of [...project.files, ...project.tests]) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), source.text);
  }
  const { report, log } = runVitest(runDir, folder, config, [...project.tests.keys()]);
  return outcomesOf(project, folder, report, log);
}

/** Runs vitest in a project folder with its configuration, and reads its JSON report. */
function runVitest(runDir: string, folder: string, config: string, files: string[]): { report: VitestReport | undefined; log: string } {
  const output = path.join(folder, 'vitest-report.json');
  const vitest = spawnSync(
    path.join(runDir, 'node_modules/.bin/vitest'),
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
  return { report, log: `${vitest.stderr}${vitest.stdout}`.trim() };
}

/**
 * Copies a docs tree's claims folder into its version's run project, beside the packages, and runs
 * its claim tests there.
 */
function runClaims(runDir: string, tree: string): ClaimOutcome[] {
  const source = path.join(tree, CLAIMS_DIR);
  const files = claimFiles(source);
  if (files.length === 0) return [];
  const folder = path.join(runDir, CLAIMS_DIR);
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  // As for a guide's project: configurations that name a file under ./node_modules find it there.
  symlinkSync(path.join(runDir, 'node_modules'), path.join(folder, 'node_modules'));
  const { report, log } = runVitest(runDir, folder, CLAIMS_CONFIG, files);
  return claimOutcomes({ tree, files, ranIn: folder, report, runError: log, readPage: readPageFile });
}

/**
 * The tarballs of a version's packages, built and packed only when what they are made from (the
 * commit, the packages, the build's compiler and arguments) changed since the last run.
 */
function builtTarballs(scratch: string, inputs: object, build: () => Record<string, string>): Record<string, string> {
  const record = path.join(scratch, 'tarballs.json');
  const key = JSON.stringify(inputs);
  if (existsSync(record)) {
    const last = JSON.parse(readFileSync(record, 'utf8')) as { key: string; tarballs: Record<string, string> };
    if (last.key === key && Object.values(last.tarballs).every((tarball) => existsSync(tarball))) return last.tarballs;
  }
  const tarballs = build();
  writeFileSync(record, JSON.stringify({ key, tarballs }));
  return tarballs;
}

/** What one docs version's run found. */
interface TreeResult {
  tree: string;
  version: string;
  outcomes: Outcome[];
  claims: ClaimOutcome[];
  sketches: Sketch[];
  differences: Difference[];
  explained: number;
}

/** Runs one docs tree's examples against its version's packages and diffs its API reference. */
function runTree(tree: string): TreeResult {
  const docs = path.join(tree, 'docs');
  const guides = guidesIn(docs);
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
  const { lumenizeVersion: version, lumenizePackages, problems } = checkInstalls(installs);
  if (problems.length > 0) throw new Error(`${tree}: the guides' install commands and the runner's pins disagree:\n${problems.join('\n')}`);
  const toolchain = TOOLCHAINS[version];
  const api = readdirSync(path.join(tree, 'api')).sort();
  const wanted = [...new Set([...api, ...lumenizePackages])].sort();
  console.log(`\n━━ ${tree}: ${guides.length} guides, ${tests.length} test examples, @lumenize/{${wanted.join(',')}}@${version}`);
  const scratch = path.join(SCRATCH, version);
  const runDir = path.join(scratch, 'run');

  step('Finding the packages');
  const onRegistry = wanted.every((id) => registryHas(`@lumenize/${id}`, version));
  const source = chooseSource({ version, packages: wanted, onRegistry, repo: process.env[REPO_VARIABLE] });
  if (source.kind === 'registry') {
    console.log('from the npm registry');
    install(runDir, runManifest(toolchain, { version, packages: wanted }));
  } else {
    const commit = commitOf(source.repo, source.tag);
    const packages = packageClosure(wanted, (id) => manifestAt(source.repo, commit, id));
    console.log(`from ${source.repo} at ${source.tag}, built and packed here: @lumenize/{${packages.join(',')}}`);
    const tarballs = builtTarballs(scratch, { commit, packages, build: toolchain.build, tscArguments: toolchain.tscArguments }, () => {
      const buildDir = path.join(scratch, 'build');
      install(buildDir, buildManifest(toolchain));
      checkOut(buildDir, source.repo, commit, packages);
      buildPackages(buildDir, packages, version, toolchain);
      return packPackages(buildDir, packages, path.join(scratch, 'tarballs'));
    });
    install(runDir, runManifest(toolchain, { tarballs }), commit);
  }

  step('Running the test examples');
  const outcomes: Outcome[] = [];
  const guidesFolder = path.join(runDir, 'guides');
  rmSync(guidesFolder, { recursive: true, force: true });
  projectsOf(tests).forEach((project, index) => {
    const folder = path.join(guidesFolder, `${path.relative(docs, project.guide).replace(/\.mdx?$/, '')}-${index + 1}`);
    const results = runProject(runDir, project, folder);
    for (const outcome of results) console.log(`${outcome.passed ? '✓' : '✗'} ${outcome.guide}:${outcome.line} ${outcome.title}`);
    outcomes.push(...results);
  });

  step('Running the claim tests');
  const claims = runClaims(runDir, tree);
  for (const claim of claims) console.log(`${claim.passed ? '✓' : '✗'} ${whereOf(claim)} “${claim.quote}”`);

  step('Comparing the API reference with the published declarations');
  const differences: Difference[] = [];
  let explained = 0;
  const referenced = referencedPackages(tree);
  for (const id of api) {
    const diff = diffDeclarations(path.join(tree, 'api', id, 'index.d.ts'), publishedDeclarations(runDir, id), { subset: !referenced.includes(id) });
    explained += diff.allowed.length;
    differences.push(...diff.differences);
  }
  return { tree, version, outcomes, claims, sketches, differences, explained };
}

function main() {
  const started = Date.now();
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const results: TreeResult[] = [];
  for (const tree of docsTrees()) {
    if (only && path.basename(tree) !== only && tree !== only) continue;
    results.push(runTree(tree));
  }
  if (results.length === 0) throw new Error(`no docs tree to run${only ? ` named ${only}` : ''}`);
  console.log('');
  for (const { outcomes, claims, sketches, differences } of results) {
    for (const outcome of outcomes.filter((each) => !each.passed))
      console.log(`✗ ${outcome.guide}:${outcome.line}: ${outcome.title}\n${indent(outcome.message ?? '')}`);
    for (const claim of claims.filter((each) => !each.passed))
      console.log(`✗ ${whereOf(claim)}: claim “${claim.quote}” (${claim.test})\n${indent(claim.message ?? '')}`);
    for (const sketch of sketches)
      console.log(`- ${sketch.guide}:${sketch.fenceLine}: ${sketch.path} is a sketch (its meta says so): type-checked by the build, not run`);
    for (const difference of differences) console.log(`✗ ${difference.file}:${difference.line}: ${difference.message}`);
  }
  console.log('');
  for (const { tree, version, outcomes, claims, sketches, differences, explained } of results) {
    const failed = outcomes.filter((outcome) => !outcome.passed).length;
    const claimsFailed = claims.filter((claim) => !claim.passed).length;
    const backed = backedByPage(claims);
    console.log(
      `${tree} (@lumenize/*@${version}): tests ${outcomes.length - failed} passed, ${failed} failed${sketches.length ? `, ${sketches.length} sketches not run` : ''}; ` +
        `claims ${claims.length - claimsFailed} backed on ${backed.length} pages, ${claimsFailed} failed; ` +
        `API ${differences.length} differences not explained, ${explained} explained.`,
    );
    for (const [page, count] of backed) console.log(`  ${count} ${page}`);
    if (failed > 0 || claimsFailed > 0 || differences.length > 0) process.exitCode = 1;
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

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
