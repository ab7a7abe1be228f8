import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './lib/test/ensure-chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIXTURE_PORT = PORT + 1;
const FIXTURE_ROOT_PORT = PORT + 2;
const DEV_PORT = PORT + 3;
/** `npm test` runs the `dev` project on its own, last: `npm run dev` compiles each page on demand. */
const WITH_DEV = process.env.E2E_DEV === '1';
/** And the `mobile` project (timings under the mobile profile) on its own before it, on an idle browser. */
const WITH_MOBILE = process.env.E2E_MOBILE === '1';
const serve = (port: number, root: string, basePath = '') => ({
  command: 'node_modules/.bin/tsx lib/server/serve.ts',
  env: { PORT: String(port), LUMENIZE_OUT_DIR: root, LUMENIZE_SERVE_BASE_PATH: basePath },
  url: `http://localhost:${port}${basePath}/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

/**
 * End-to-end tests run against the production export, served the way the CDN serves it.
 * The `fixture` project runs against the config-fixture export (see lib/test/test.ts),
 * served under its base path, and once more at the root to see the misconfigured-base banner.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: ['fixture/**', 'dev/**', 'mobile/**'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${PORT}` },
    },
    {
      name: 'fixture',
      testMatch: 'fixture/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${FIXTURE_PORT}/base/` },
    },
    ...(WITH_MOBILE
      ? [{ name: 'mobile', testMatch: 'mobile/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${PORT}` } }]
      : []),
    ...(WITH_DEV
      ? [
          {
            name: 'dev',
            testMatch: 'dev/**/*.spec.ts',
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${DEV_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    serve(PORT, 'out'),
    serve(FIXTURE_PORT, 'out-fixture', '/base'),
    serve(FIXTURE_ROOT_PORT, 'out-fixture'),
    ...(WITH_DEV
      ? [
          {
            // The writers' live preview; ready once its search index is served.
            command: 'node_modules/.bin/tsx lib/dev/dev.ts',
            env: { PORT: String(DEV_PORT) },
            url: `http://localhost:${DEV_PORT}/pagefind/pagefind.js`,
            reuseExistingServer: false,
            timeout: 240_000,
          },
        ]
      : []),
  ],
});

export { FIXTURE_ROOT_PORT };
