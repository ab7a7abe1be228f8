import { outDir, scriptsAfterLoad } from '@/lib/core/build-env';
import { deferExport } from '@/build-time/hydrate-after-load';

/**
 * Export step: every page's framework scripts load after its load event, and those start-up
 * scripts carry V8's compile hint (build-time/hydrate-after-load.ts). `LUMENIZE_SCRIPTS_AFTER_LOAD=0`
 * skips it: the bench builds once without it and applies it to a copy, to compare the two.
 */
const out = outDir();

try {
  const started = performance.now();
  if (!scriptsAfterLoad()) {
    console.log('Scripts after load: skipped (LUMENIZE_SCRIPTS_AFTER_LOAD=0)');
  } else {
    const { pages, moved, startupScripts } = deferExport(out, { compileHint: true });
    console.log(
      `Scripts after load: ${moved} of ${pages} pages, ${startupScripts} start-up scripts with the compile hint, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
