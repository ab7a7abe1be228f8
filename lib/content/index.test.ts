import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocBody, getDocs } from './index';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (name.endsWith('.js')) yield path;
  }
}

describe('docs content', () => {
  it('lists every doc without its body, and reads one doc’s body on request', () => {
    const docs = getDocs();
    expect(docs.map((doc) => doc.slug)).toContain('rpc/quick-start');
    expect(docs.every((doc) => !('body' in doc))).toBe(true);
    const quickStart = docs.find((doc) => doc.slug === 'rpc/quick-start');
    if (!quickStart) throw new Error('rpc/quick-start missing');
    const body = getDocBody(quickStart);
    expect(body.raw).toContain('## ');
    expect(body.code.length).toBeGreaterThan(body.raw.length);
  });

  // Issue 7, scale: bundling the docs' compiled bodies put all of them in every page's server chunk.
  it('no server chunk of the last build carries a doc (each page reads its own at render)', () => {
    const server = join(process.cwd(), '.next', 'server');
    expect(statSync(server, { throwIfNoEntry: false })?.isDirectory(), 'build first: no .next/server').toBe(true);
    const markers = getDocs().map((doc) => doc._raw.sourceFilePath);
    const carrying: string[] = [];
    for (const file of files(server)) {
      const text = readFileSync(file, 'utf8');
      for (const marker of markers) if (text.includes(marker)) carrying.push(`${file}: ${marker}`);
    }
    expect(carrying).toEqual([]);
  });
});
