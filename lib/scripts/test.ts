import { bin, run } from './run';
import { ensureChromium } from './ensure-chromium';

/** `npm test`: Chromium if missing, the production build, unit tests, then Playwright on the export. */
async function main() {
  await ensureChromium();
  if (process.env.LUMENIZE_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
  await run(bin('vitest'), ['run']);
  await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
