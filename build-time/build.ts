import { exportDir } from '@/lib/core/build-env';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { argsOf, BUILD_STEPS, failureOf } from './steps';
import { bin, CommandFailed, run } from './run';

/** Where the finished export is moved, when not `out/` (the fixture build of `npm test`). */
const target = exportDir();

/** The last export that built whole, kept aside while a build runs: a failed build puts it back. */
const LAST_GOOD = '.cache/out-last-good';

/** `next dev`'s own folder inside .next/ (Next keeps it apart from the build's): a writer's dev server may be using it. */
const DEV_DIST = 'dev';

/**
 * The production build (build-time/steps.ts), from a clean `.next/` but for the dev server's part of
 * it. A running `npm run dev` is left alone (it writes and reads folders of its own:
 * lib/core/generated.ts, .next/dev/, public/pagefind/), and `out/` holds the last export that
 * built whole until this one has: a failed build puts it back.
 */
async function main() {
  const started = performance.now();
  rmSync(LAST_GOOD, { recursive: true, force: true });
  mkdirSync(dirname(LAST_GOOD), { recursive: true });
  if (existsSync('out')) renameSync('out', LAST_GOOD);
  // Builds of other content, config or pages (the fixture's) must not share Next's compiled output.
  if (existsSync('.next')) for (const entry of readdirSync('.next')) if (entry !== DEV_DIST) rmSync(join('.next', entry), { recursive: true, force: true });
  try {
    // Next's telemetry notice is noise in every build's output, and nothing here should phone home.
    for (const step of BUILD_STEPS) {
      await run(bin(step.bin), argsOf(step), { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).catch((error: unknown) => {
        throw error instanceof CommandFailed ? new Error(failureOf(step, error)) : error;
      });
    }
  } catch (error) {
    rmSync('out', { recursive: true, force: true });
    if (existsSync(LAST_GOOD)) {
      renameSync(LAST_GOOD, 'out');
      console.error('The build failed: out/ still holds the last export that built whole.');
    }
    throw error;
  }
  if (target) {
    // The fixture's export goes to its own folder; the site's last export stays in out/.
    rmSync(target, { recursive: true, force: true });
    renameSync('out', target);
    if (existsSync(LAST_GOOD)) renameSync(LAST_GOOD, 'out');
  } else {
    rmSync(LAST_GOOD, { recursive: true, force: true });
  }
  console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
