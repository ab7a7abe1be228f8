import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { filesUnder } from './files';

const dir = mkdtempSync(join(tmpdir(), 'files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('lists every file under a folder, nested ones too, and leaves out the folders it is told to skip', () => {
  mkdirSync(join(dir, 'docs', 'rpc'), { recursive: true });
  mkdirSync(join(dir, '_next'));
  for (const file of ['index.html', 'docs/rpc/quick-start.html', '_next/a.js']) writeFileSync(join(dir, file), '');
  expect(filesUnder(dir).sort()).toEqual([join(dir, '_next/a.js'), join(dir, 'docs/rpc/quick-start.html'), join(dir, 'index.html')]);
  expect(filesUnder(dir, { skip: ['_next'] }).sort()).toEqual([join(dir, 'docs/rpc/quick-start.html'), join(dir, 'index.html')]);
});
