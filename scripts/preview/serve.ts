import { spawn } from 'node:child_process';
import { bin } from '@/build-time/run';
import { checkExport, previewArgs, WRANGLER_ENV } from './wrangler';

/**
 * `npm run serve`: the export in workerd through `wrangler dev`, as Cloudflare will serve it
 * (wrangler.jsonc). PORT (default 3000); LUMENIZE_OUT_DIR for another export, INSPECTOR_PORT for
 * workerd's devtools port. Quiet but for errors: wrangler logs a line for every request otherwise;
 * `npm run serve -- --verbose` (or PREVIEW_VERBOSE=1) brings its log back.
 */
const port = Number(process.env.PORT ?? 3000);
const assets = process.env.LUMENIZE_OUT_DIR;
const inspectorPort = process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : undefined;

try {
  checkExport(assets ?? 'out');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const verbose = process.argv.includes('--verbose') || process.env.PREVIEW_VERBOSE === '1';
const args = [...previewArgs({ port, assets, inspectorPort }), ...(verbose ? [] : ['--log-level', 'error'])];
if (!verbose) console.log(`Previewing ${assets ?? 'out'}/ on http://localhost:${port} (wrangler dev; errors only, --verbose for every request)`);
const child = spawn(bin('wrangler'), args, { env: { ...process.env, ...WRANGLER_ENV }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
