import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFaceFile, settleFontPreloads } from './font-preload';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TEXT = '<link rel="preload" href="/_next/static/media/text.p.woff2" as="font" crossorigin="" type="font/woff2"/>';
const CODE = '<link rel="preload" href="/_next/static/media/mono.p.woff2" as="font" crossorigin="" type="font/woff2"/>';
const CSS =
  '.v{--font-site-mono:"geistMono"}@font-face{font-family:geistMono;src:url(../media/mono.p.woff2)format("woff2")}' +
  '@font-face{font-family:geist;src:url(../media/text.p.woff2)format("woff2")}';
const page = (head: string, main: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/a.css"/></head><body><header><kbd>Ctrl K</kbd></header><main>${main}</main></body></html>`;
const WITH_CODE = '<p>Call <code>routeDORequest</code>.</p>';
const WITHOUT = '<p>Text</p>';

function exportWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'font-preload-'));
  made.push(dir);
  for (const [name, content] of Object.entries({ '_next/static/chunks/a.css': CSS, ...files })) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('each page preloads the faces it draws with', () => {
  it('gives a page Next left without preloads the text face, and the code face only if its main shows code', () => {
    const out = exportWith({ 'index.html': page(TEXT + CODE, WITH_CODE), '404.html': page('', WITHOUT), 'crash.html': page('', '<pre>trace</pre>') });
    const { added } = settleFontPreloads(out);
    expect(added.sort()).toEqual([join(out, '404.html'), join(out, 'crash.html')]);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toBe(page(TEXT, WITHOUT));
    expect(readFileSync(join(out, 'crash.html'), 'utf8')).toBe(page(TEXT + CODE, '<pre>trace</pre>'));
  });

  it('takes the code face off a page whose main shows no code (code outside main does not count), and leaves the others byte for byte', () => {
    const guide = page(TEXT + CODE, WITH_CODE);
    const out = exportWith({ 'index.html': page(TEXT + CODE, WITH_CODE), 'blog.html': page(TEXT + CODE, WITHOUT), 'guide.html': guide });
    const { dropped, added } = settleFontPreloads(out);
    expect(dropped).toEqual([join(out, 'blog.html')]);
    expect(added).toEqual([]);
    expect(readFileSync(join(out, 'blog.html'), 'utf8')).toBe(page(TEXT, WITHOUT));
    expect(readFileSync(join(out, 'guide.html'), 'utf8')).toBe(guide);
  });

  it('fails naming the home page when it has no font preload to give', () => {
    const out = exportWith({ 'index.html': page('', WITH_CODE), '404.html': page('', WITHOUT) });
    expect(() => settleFontPreloads(out)).toThrow(`${join(out, 'index.html')}: no font preload to give the other pages`);
  });
});

describe('the code face’s file', () => {
  it('is the file of the family the code face’s custom property names', () => {
    expect(codeFaceFile([{ path: 'a.css', css: CSS }])).toBe('mono.p.woff2');
  });

  it('fails saying what it looked for when the stylesheets do not set the property, or have no face of that family', () => {
    expect(() => codeFaceFile([{ path: 'a.css', css: '@font-face{font-family:x;src:url(x.woff2)}' }])).toThrow('set no --font-site-mono');
    expect(() => codeFaceFile([{ path: 'a.css', css: '.v{--font-site-mono:"geistMono"}' }])).toThrow('no @font-face for geistMono');
  });
});
