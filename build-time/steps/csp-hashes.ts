import { outDir } from '@/lib/core/build-env';
import { checkLastStep, writeScriptPolicies } from '@/build-time/csp-hashes';
import { BUILD_STEPS } from '@/build-time/steps';

/**
 * Export step, the last: every page gets its meta policy with the hashes of its inline scripts
 * (build-time/csp-hashes.ts). Refuses to run when a step comes after it, since that step could edit
 * a page whose hashes are already taken.
 */
const out = outDir();

try {
  const started = performance.now();
  checkLastStep(BUILD_STEPS);
  const report = writeScriptPolicies(out);
  console.log(
    `CSP hashes: ${report.pages} pages, ${report.averageHashes.toFixed(1)} hashes a page (at most ${report.mostHashes.hashes}, ${report.mostHashes.page}), ` +
      `meta tag ${Math.round(report.averageMetaBytes)} bytes on average (at most ${report.largestMeta.bytes}, ${report.largestMeta.page}), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
