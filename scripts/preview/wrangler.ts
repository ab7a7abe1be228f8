import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { bin } from '@/build-time/run';

/**
 * How the project runs wrangler: offline, without a prompt and without telemetry, on a machine
 * that may have no network at all. workerd itself comes from the npm package
 * `@cloudflare/workerd-linux-64` (or the one for the platform), nothing is downloaded at run time.
 */
export const WRANGLER_ENV: Record<string, string> = {
  // wrangler.jsonc says `send_metrics: false` too; this covers a run with another config.
  WRANGLER_SEND_METRICS: 'false',
  // The banner comes with an update check that asks the npm registry for a newer wrangler.
  WRANGLER_HIDE_BANNER: 'true',
  // workerd's `request.cf` object is otherwise fetched from Cloudflare at start.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export interface PreviewOptions {
  port: number;
  /** Another assets directory than wrangler.jsonc's `out/`, with the same HTML and 404 handling. */
  assets?: string;
  /** workerd's devtools port; wrangler takes 9229 or the next free one otherwise. */
  inspectorPort?: number;
}

/** How long `startPreview` waits for wrangler's ready line (it takes 2–5 s here) before it gives up. */
const READY_TIMEOUT_MS = 60_000;

/** `wrangler dev` for the export: Cloudflare's own static-asset serving, in workerd, on this machine. */
export function previewArgs({ port, assets, inspectorPort }: PreviewOptions): string[] {
  return [
    'dev',
    '--config',
    'wrangler.jsonc',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    // No keyboard shortcuts: the preview also runs under Playwright and in CI, without a terminal.
    '--show-interactive-dev-session=false',
    ...(assets ? ['--assets', assets] : []),
    ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
  ];
}

/** Throws, naming the folder, when there is no export to serve. */
export function checkExport(dir: string): void {
  if (!existsSync(dir) || readdirSync(dir).length === 0) throw new Error(`No export in ${dir}/: run \`npm run build\` first.`);
}

export interface Preview {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the preview and resolves once wrangler reports it ready (for scripts; Playwright starts its
 * own). Rejects, with wrangler's last output, if it exits first or is not ready within `readyTimeoutMs`;
 * then it has stopped wrangler and its workerd, so no server is left running.
 */
export function startPreview(options: PreviewOptions, readyTimeoutMs = READY_TIMEOUT_MS): Promise<Preview> {
  checkExport(options.assets ?? 'out');
  const child = spawn(bin('wrangler'), previewArgs(options), { env: { ...process.env, ...WRANGLER_ENV }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // wrangler runs workerd as a child of its own: end the whole group.
      process.kill(-child.pid!, 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let log = '';
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      const error = new Error(`wrangler dev was not ready within ${readyTimeoutMs / 1000} s:\n${log.slice(-2000)}`);
      void stop().then(() => reject(error));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      // Without colour codes: wrangler colours its output when FORCE_COLOR is set, as it is in
      // Playwright's workers, and then "Ready on" and the address are apart.
      log += stripVTControlCharacters(chunk.toString());
      const ready = /Ready on (http:\/\/[^\s]+)/.exec(log);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1].replace(/\/$/, ''), stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      // Stopped for being late: the timer's error says why.
      if (gaveUp) return;
      reject(new Error(`wrangler dev exited (${code}) before it was ready:\n${log.slice(-2000)}`));
    });
  });
}

/** A port no one listens on now, for a preview a script starts (the bench). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
