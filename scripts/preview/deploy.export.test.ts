import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { filesUnder } from '@/build-time/files';
import { bin } from '@/build-time/run';
import { WRANGLER_ENV } from './wrangler';

const OUT = 'out';
/** Read by Cloudflare as rules of the deploy, never uploaded or served as files. */
const RULE_FILES = ['_headers', '_redirects'];

/**
 * What `wrangler deploy` would upload, from its dry run (no account, no token, no network): the
 * debug log lists every entry it read from the assets directory and every one it leaves out.
 */
async function dryRunUpload(): Promise<{ directory: string; uploaded: string[]; log: string }> {
  const outdir = mkdtempSync(join(tmpdir(), 'lumenize-deploy-'));
  try {
    const { stdout, stderr } = await promisify(execFile)(bin('wrangler'), ['deploy', '--dry-run', '--outdir', outdir], {
      env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG: 'debug', WRANGLER_LOG_PATH: outdir },
      maxBuffer: 256 * 1024 * 1024,
    });
    const log = `${stdout}\n${stderr}`;
    const lines = log.split('\n');
    const at = lines.findIndex((line) => /Read \d+ files? from the assets directory /.test(line));
    if (at === -1) throw new Error(`wrangler deploy --dry-run did not read an assets directory:\n${log.slice(-2000)}`);
    const [, count, directory] = /Read (\d+) files? from the assets directory (.+)$/.exec(lines[at])!;
    const listed = lines.slice(at + 1, at + 1 + Number(count)).map((line) => line.trim());
    if (!listed.every((line) => line.startsWith('/'))) throw new Error(`Unexpected dry-run log after "${lines[at]}":\n${listed.slice(0, 5).join('\n')}`);
    const ignored = new Set(lines.flatMap((line) => /Ignoring asset: (.+)$/.exec(line)?.[1] ?? []).map((path) => path.trim()));
    const uploaded = listed
      .map((line) => line.slice(1))
      .filter((path) => !ignored.has(path) && !statSync(join(directory.trim(), path)).isDirectory())
      .sort();
    return { directory: directory.trim(), uploaded, log };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

it('the deploy would upload the files of out/, all of them and nothing else; _headers and _redirects are read as rules', { timeout: 120_000 }, async () => {
  expect(existsSync(join(OUT, 'index.html')), 'build first: no out/index.html').toBe(true);
  const { directory, uploaded, log } = await dryRunUpload();
  expect(directory).toBe(resolve(OUT));
  expect(log).toContain('--dry-run: exiting now.');
  const exported = filesUnder(OUT)
    .map((file) => relative(OUT, file).split('\\').join('/'))
    .filter((path) => !RULE_FILES.includes(path))
    .sort();
  expect(uploaded).toEqual(exported);
  for (const rules of RULE_FILES) expect(existsSync(join(OUT, rules)), `${OUT}/${rules}`).toBe(true);
  // The export is the site and only the site: pages, their Markdown twins and feeds, no source maps.
  expect(uploaded).toContain('index.html');
  expect(uploaded).toContain('404.html');
  expect(uploaded.some((path) => path.endsWith('.md'))).toBe(true);
  expect(uploaded.filter((path) => path.endsWith('.map'))).toEqual([]);
});
