/**
 * The dev project's own `npm run dev`, started once per worker on a fresh copy of the fixture
 * content (e2e/fixture/content), which the tests edit as a writer would: the tests get its address,
 * the copy's folder, and how long it took from the command to the first page a reader could open.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { test as base } from '../test';

export { expect } from '../test';

/** Inside the repository, so its files have paths like the real content's; git-ignored. */
export const DEV_CONTENT = '.dev-test/content';

/** What the dev runner printed, and when: noted as it arrives. */
const printed: { at: number; text: string }[] = [];
/** The lines the content step prints when it is done with an edit: the model written, or the mistakes found. */
const CONTENT_DONE = /^Content: \d+ pages in \d+ ms|^\d+ (?:problem|warning)s? in \d+ files?|^The content has no mistakes/m;
/** When the content step was first done after `since`, as the terminal tells it; undefined if it has not said so. */
export const contentDoneAfter = (since: number) => printed.find((each) => each.at >= since && CONTENT_DONE.test(each.text))?.at;

interface DevServer {
  url: string;
  /** From starting `npm run dev` to the first docs page served whole (with the last session's model, if one is left). */
  firstPageMs: number;
  /** From starting `npm run dev` to the content step's first report (its model written, or its mistakes). */
  firstContentMs: number;
  /** What `npm run dev` has printed to the terminal so far. */
  terminal: () => string;
}

const FIRST_PAGE = '/docs/introduction';
const FIXTURE_CONTENT = 'e2e/fixture/content';

export const test = base.extend<object, { devServer: DevServer }>({
  devServer: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    async ({}, use) => {
      const port = Number(process.env.E2E_PORT ?? 3100) + 3;
      const url = `http://localhost:${port}`;
      rmSync(DEV_CONTENT, { recursive: true, force: true });
      cpSync(FIXTURE_CONTENT, DEV_CONTENT, { recursive: true });
      const started = Date.now();
      const child = spawn('node_modules/.bin/tsx', ['scripts/dev/dev.ts'], {
        env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', LUMENIZE_CONTENT_DIR: DEV_CONTENT },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      const hear = (chunk: Buffer) => {
        output += chunk;
        printed.push({ at: Date.now(), text: chunk.toString() });
      };
      child.stdout.on('data', hear);
      child.stderr.on('data', hear);
      try {
        const deadline = started + 180_000;
        for (;;) {
          const response = await fetch(`${url}${FIRST_PAGE}`).catch(() => undefined);
          // The page itself, not what stands in for it while the content is built or has a mistake.
          const html = response?.ok ? await response.text() : '';
          if (html.includes('<h1') && !/<main[^>]*\sdata-fallback-page=/.test(html)) break;
          if (Date.now() > deadline) throw new Error(`npm run dev served no ${FIRST_PAGE} within 180 s. Its output:\n${output.slice(-4000)}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const firstPageMs = Date.now() - started;
        // With a model left by the last session, the page comes first, and the step updates it.
        let contentDone = contentDoneAfter(started);
        while (contentDone === undefined) {
          if (Date.now() > deadline) throw new Error(`npm run dev's content step said nothing within 180 s. Its output:\n${output.slice(-4000)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          contentDone = contentDoneAfter(started);
        }
        await use({ url, firstPageMs, firstContentMs: contentDone - started, terminal: () => output });
      } finally {
        // The runner, contentlayer and next dev share a process group.
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
        rmSync(DEV_CONTENT, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ devServer }, use) => use(devServer.url),
});
