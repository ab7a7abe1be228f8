import { renameSync, rmSync } from 'node:fs';
import { bin, run } from './run';

/** Where the finished export is moved, when not `out/` (the config-fixture build of `npm test`). */
const target = process.env.LUMENIZE_EXPORT_DIR;

/**
 * The production build: content → checks → sidebar module → Next.js export → Markdown twins → search index → link check. contentlayer runs on
 * its own first because `withContentlayer` breaks Turbopack builds (DEVELOPERS.md).
 */
async function main() {
  const started = performance.now();
  rmSync('out', { recursive: true, force: true });
  // Builds with different public env (the config fixture) must not share compiled output.
  rmSync('.next', { recursive: true, force: true });
  if (target) rmSync(target, { recursive: true, force: true });
  await run(bin('contentlayer2'), ['build']);
  await run(bin('tsx'), ['lib/scripts/check-content.ts']);
  await run(bin('tsx'), ['--tsconfig', 'lib/scripts/tsconfig.content.json', 'lib/scripts/write-sidebar.ts']);
  await run(bin('next'), ['build']);
  // The content build's modules load outside Next through a tsconfig that names contentlayer's entry file.
  await run(bin('tsx'), ['--tsconfig', 'lib/scripts/tsconfig.content.json', 'lib/scripts/write-markdown.ts']);
  await run(bin('tsx'), ['lib/scripts/write-search-index.ts']);
  await run(bin('tsx'), ['lib/scripts/check-links.ts']);
  if (target) renameSync('out', target);
  console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(error.message);
  rmSync('out', { recursive: true, force: true });
  process.exit(1);
});
