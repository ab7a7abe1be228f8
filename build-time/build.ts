import { exportDir } from '@/lib/core/build-env';
import { renameSync, rmSync } from 'node:fs';
import { BUILD_STEPS } from './steps';
import { bin, run } from './run';

/** Where the finished export is moved, when not `out/` (the fixture build of `npm test`). */
const target = exportDir();

/** The production build (build-time/steps.ts), from a clean `out/`, `.next/` and `.contentlayer/`. */
async function main() {
  const started = performance.now();
  rmSync('out', { recursive: true, force: true });
  // Builds of other content, config or pages (the fixture's) must not share compiled output:
  // contentlayer's cache knows a document by its path in the content folder and its time, so the
  // fixture's `home.mdx`, written in the same millisecond as the site's by a checkout, would
  // stand in for it.
  rmSync('.next', { recursive: true, force: true });
  rmSync('.contentlayer', { recursive: true, force: true });
  if (target) rmSync(target, { recursive: true, force: true });
  // Next's telemetry notice is noise in every build's output, and nothing here should phone home.
  for (const step of BUILD_STEPS) await run(bin(step.bin), [...step.args], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (target) renameSync('out', target);
  console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(error.message);
  rmSync('out', { recursive: true, force: true });
  process.exit(1);
});
