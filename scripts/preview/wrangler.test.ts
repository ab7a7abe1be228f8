import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, startPreview } from './wrangler';

const assets = mkdtempSync(join(tmpdir(), 'lumenize-preview-'));
writeFileSync(join(assets, 'index.html'), '<!doctype html><title>x</title>');
afterAll(() => rmSync(assets, { recursive: true, force: true }));

/** Whether anything accepts a connection on the port now. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('serves a folder and stops when asked, leaving the port free', async () => {
  const port = await freePort();
  const preview = await startPreview({ port, assets });
  expect(await (await fetch(`${preview.url}/`)).text()).toContain('<title>x</title>');
  await preview.stop();
  expect(await listening(port)).toBe(false);
});

it('gives up on a wrangler that is not ready in time, names the wait, and leaves no server behind', async () => {
  const port = await freePort();
  await expect(startPreview({ port, assets }, 200)).rejects.toThrow(/wrangler dev was not ready within 0\.2 s/);
  // Long enough for wrangler to have come up (2–5 s here) had it been left running.
  for (let waited = 0; waited < 8000; waited += 500) {
    expect(await listening(port)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
