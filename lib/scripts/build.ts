import { rmSync } from 'node:fs';
import { bin, run } from './run';

/**
 * The production build: content → checks → Next.js export. contentlayer runs on its own first
 * because `withContentlayer` breaks Turbopack builds (DEVELOPERS.md).
 */
async function main() {
  const started = performance.now();
  rmSync('out', { recursive: true, force: true });
  await run(bin('contentlayer2'), ['build']);
  await run(bin('tsx'), ['lib/scripts/check-content.ts']);
  await run(bin('next'), ['build']);
  await run(bin('tsx'), ['lib/scripts/check-links.ts']);
  console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(error.message);
  rmSync('out', { recursive: true, force: true });
  process.exit(1);
});
