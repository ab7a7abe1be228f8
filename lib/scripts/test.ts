import { bin, run } from './run';
import { ensureChromium } from './ensure-chromium';

export const FIXTURE_ENV = {
  NEXT_PUBLIC_LUMENIZE_CONFIG_FIXTURE: '1',
  LUMENIZE_BASE_PATH: '/base',
  LUMENIZE_EXPORT_DIR: 'out-fixture',
};

/** `npm test`: Chromium if missing, the production build, unit tests, then Playwright on the export. */
async function main() {
  await ensureChromium();
  if (process.env.LUMENIZE_SKIP_BUILD !== '1') {
    // The config fixture (every navbar item type, hideOnScroll, a base path) gets its own export.
    await run('npm', ['run', 'build'], { env: { ...process.env, ...FIXTURE_ENV } });
    await run('npm', ['run', 'build']);
  }
  await run(bin('vitest'), ['run']);
  await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
