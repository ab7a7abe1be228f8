import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../files';
import { hydrateAfterLoad, withCompileHint } from '../hydrate-after-load';

/**
 * Export step: every page's framework scripts load after its load event (lib/build/hydrate-after-load.ts),
 * and those start-up scripts carry V8's compile hint. Each script moved must be a file of the export,
 * since no other check sees it once it sits in the loader.
 */
const out = process.env.LUMENIZE_OUT_DIR ?? 'out';

/** `/base/_next/static/chunks/a.js` → `out/_next/static/chunks/a.js` (a base path is not a folder of the export). */
function exportFile(src: string): string | undefined {
  const at = src.indexOf('/_next/');
  return at < 0 ? undefined : join(out, src.slice(at).split(/[?#]/)[0]);
}

function main() {
  const started = performance.now();
  const pages = filesUnder(out, { skip: ['_next'] }).filter((file) => file.endsWith('.html'));
  let moved = 0;
  const startup = new Set<string>();
  for (const file of pages) {
    const { html, scripts } = hydrateAfterLoad(readFileSync(file, 'utf8'), file);
    for (const src of scripts) {
      const path = exportFile(src);
      if (!path || !existsSync(path)) throw new Error(`${file}: script ${src} is not a file of the export`);
      startup.add(path);
    }
    if (scripts.length > 0) {
      writeFileSync(file, html);
      moved += 1;
    }
  }
  if (moved === 0) throw new Error(`Scripts after load: no page of ${out}/ has a framework script; has Next changed how it renders them?`);
  for (const path of startup) writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
  console.log(
    `Scripts after load: ${moved} of ${pages.length} pages, ${startup.size} start-up scripts with the compile hint, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
