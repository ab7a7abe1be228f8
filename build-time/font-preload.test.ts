import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadFontsEverywhere } from './font-preload';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PRELOAD = '<link rel="preload" href="/_next/static/media/site.woff2" as="font" crossorigin="" type="font/woff2"/>';
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/a.css"/></head><body><p>Text</p></body></html>`;

function exportWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'font-preload-'));
  made.push(dir);
  for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
  return dir;
}

describe('the font preload on every page', () => {
  it('gives a page without it the home page’s, before its stylesheet, and leaves the others byte for byte', () => {
    const other = page(PRELOAD);
    const out = exportWith({ 'index.html': page(PRELOAD), '404.html': page(''), 'guide.html': other });
    const { added } = preloadFontsEverywhere(out);
    expect(added).toEqual([join(out, '404.html')]);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toBe(page(PRELOAD));
    expect(readFileSync(join(out, 'guide.html'), 'utf8')).toBe(other);
  });

  it('fails naming the home page when it has no font preload to give', () => {
    const out = exportWith({ 'index.html': page(''), '404.html': page('') });
    expect(() => preloadFontsEverywhere(out)).toThrow(`${join(out, 'index.html')}: no font preload to give the other pages`);
  });
});
