import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, HEADLESS_SHELL } from './scripts/test/ensure-chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIXTURE_PORT = PORT + 1;
const FIXTURE_ROOT_PORT = PORT + 2;
/** `npm test` runs the `dev` project on its own, last: `npm run dev` compiles each page on demand. */
const WITH_DEV = process.env.E2E_DEV === '1';
/** The `mobile` project (timings under the mobile profile) runs on its own: `npm run test:mobile`. */
const WITH_MOBILE = process.env.E2E_MOBILE === '1';
/** The preview listens on 127.0.0.1 (scripts/preview/wrangler.ts). */
const origin = (port: number) => `http://127.0.0.1:${port}`;
/** Cloudflare's asset serving in workerd (`npm run serve`), with its devtools port beside the others. */
const preview = (port: number, inspectorPort: number, assets: string, readyPath = '/') => ({
  command: 'node_modules/.bin/tsx scripts/preview/serve.ts',
  env: { PORT: String(port), INSPECTOR_PORT: String(inspectorPort), LUMENIZE_OUT_DIR: assets },
  url: `${origin(port)}${readyPath}`,
  reuseExistingServer: false,
  timeout: 60_000,
});

const LAUNCH = { args: CHROMIUM_ARGS };

/**
 * End-to-end tests run against the production export as Cloudflare serves it: `wrangler dev` runs
 * the CDN's own static-asset serving (wrangler.jsonc: HTML handling, 404 page, `_headers`,
 * `_redirects`) in workerd. The `fixture` project runs against the config-fixture export (see
 * scripts/test/test.ts), laid out for a deploy under its base path `/base` (build-time/steps/cdn-layout.ts),
 * and the same pages once more uploaded at the root by mistake, to see the misconfigured-base banner.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { browserName: 'chromium', launchOptions: { ...LAUNCH, executablePath: HEADLESS_SHELL } },
  projects: [
    {
      name: 'site',
      testIgnore: ['fixture/**', 'dev/**', 'mobile/**'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: origin(PORT) },
    },
    {
      name: 'fixture',
      testMatch: 'fixture/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `${origin(FIXTURE_PORT)}/base/` },
    },
    ...(WITH_MOBILE
      ? [
          {
            name: 'mobile',
            testMatch: 'mobile/**/*.spec.ts',
            // Timings of a real browser, as Lighthouse takes them.
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: origin(PORT), launchOptions: { ...LAUNCH, executablePath: CHROMIUM } },
          },
        ]
      : []),
    ...(WITH_DEV
      ? [
          {
            name: 'dev',
            testMatch: 'dev/**/*.spec.ts',
            use: { ...devices['Desktop Chrome'], channel: undefined },
          },
        ]
      : []),
  ],
  webServer: [
    preview(PORT, PORT + 4, 'out'),
    preview(FIXTURE_PORT, PORT + 5, 'out-fixture', '/base'),
    preview(FIXTURE_ROOT_PORT, PORT + 6, 'out-fixture/base'),
  ],
});

export { FIXTURE_ROOT_PORT };
