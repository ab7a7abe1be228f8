import { delimiter } from 'node:path';
import { bin, run } from '@/build-time/run';
import { CURRENT_LTS, ensureCurrentNode, nodeMajor } from './current-node';
import { ensureChromium } from './ensure-chromium';
import { ensureJava } from './ensure-java';
import { buildFixture } from './fixture-build';

/**
 * `npm test`: Chromium and Java if missing, the lint and the format, then the tests in tiers, each as
 * soon as it can run (vitest.config.ts): the unit tests and the content step's cases need no build,
 * so a failure there stops the run before any build; then both builds, the type check, the checks
 * of the exports, Playwright on the export, then `npm run dev`, all on the machine's Node; last
 * what depends on Node again on the current LTS: the build, the checks of its export and the page
 * sweep. The timings under the mobile profile are not in it: `npm run test:mobile` (see the README).
 */
async function main() {
  await ensureChromium();
  await ensureJava();
  // ESLint, the layers' import rules (.dependency-cruiser.cjs), then knip's search for dead code (knip.jsonc).
  await run('npm', ['run', 'lint']);
  await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  await run(bin('vitest'), ['run', '--project', 'unit']);
  await run(bin('vitest'), ['run', '--project', 'content']);
  if (process.env.LUMENIZE_SKIP_BUILD !== '1') {
    // The fixture (its content and config, a base path) gets its own export, built first: both
    // builds write .contentlayer/ and lib/generated/, and the site's must be the one left there.
    await buildFixture();
    await run('npm', ['run', 'build']);
  }
  // After the build: the content types come from what contentlayer generates, which a fresh clone lacks.
  await run(bin('tsc'), ['--noEmit']);
  await run(bin('vitest'), ['run', '--project', 'export']);
  const args = process.argv.slice(2);
  await run(bin('playwright'), ['test', ...args]);
  // The live preview (`npm run dev`) last and alone: it compiles pages on demand.
  if (args.length === 0) await run(bin('playwright'), ['test', '--project', 'dev', '--workers', '1'], { env: { ...process.env, E2E_DEV: '1' } });
  if (args.length === 0) await onCurrentLts();
}

/**
 * The site on the Node readers run, with the LTS `node` first on the PATH, so npm, tsx, Next,
 * contentlayer, vitest, Playwright and wrangler all run on it: what depends on Node only. The
 * export built again (the content step and Next on that Node), the checks of that export and the
 * page sweep; the unit tests and the content step's cases test code, not the Node it runs on, and
 * the build runs the content step.
 */
async function onCurrentLts() {
  const env = { ...process.env, PATH: `${await ensureCurrentNode()}${delimiter}${process.env.PATH}` };
  const major = nodeMajor('node', env);
  if (major !== CURRENT_LTS) throw new Error(`The PATH for the Node ${CURRENT_LTS} run finds Node ${major ?? 'none'} first.`);
  console.log(`\nOn Node ${CURRENT_LTS}: the site's build, the checks of its export and the page sweep.`);
  await run('npm', ['run', 'build'], { env });
  await run(bin('vitest'), ['run', '--project', 'export'], { env });
  await run(bin('playwright'), ['test', 'e2e/every-route.spec.ts', '--project', 'site'], { env });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
