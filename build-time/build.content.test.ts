import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A project whose build fails at its first step: its content folder has no site configuration.
 * Beside it, what earlier runs left: the last export that built whole, and in .next/ the dev
 * server's folder and a build's.
 */
function failingProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lumenize-build-'));
  made.push(dir);
  for (const folder of ['node_modules', 'build-time', 'lib']) symlinkSync(join(ROOT, folder), join(dir, folder));
  writeFileSync(join(dir, 'tsconfig.json'), readFileSync(join(ROOT, 'tsconfig.json')));
  writeFileSync(join(dir, 'package.json'), readFileSync(join(ROOT, 'package.json')));
  mkdirSync(join(dir, 'content'));
  for (const [path, text] of [
    ['out/index.html', 'the last good export'],
    ['.next/dev/server.js', 'the dev server'],
    ['.next/server/page.js', 'a build'],
  ]) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

it('a failed build leaves the last good out/ in place, and the dev server’s part of .next/ alone', async () => {
  const dir = failingProject();
  const child = spawn('node_modules/.bin/tsx', ['build-time/build.ts'], { cwd: dir });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  expect(status).not.toBe(0);
  expect(output).toContain("content/site.config.ts: not found; the content folder needs the site's configuration.");
  expect(output).toContain('out/ still holds the last export that built whole');
  expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toBe('the last good export');
  expect(readFileSync(join(dir, '.next/dev/server.js'), 'utf8')).toBe('the dev server');
  expect(existsSync(join(dir, '.next/server'))).toBe(false);
});
