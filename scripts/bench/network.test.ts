import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classify, gzipSize, isMermaidChunk, withoutStartedAfterLoad, type Resource } from './network';

describe('classify', () => {
  it('sorts responses into the bench’s kinds', () => {
    expect(classify('http://x/docs/introduction', 'text/html', 'Document')).toBe('html');
    expect(classify('http://x/_next/static/chunks/a.js', 'text/javascript', 'Script')).toBe('js');
    expect(classify('http://x/_next/static/chunks/a.css', 'text/css', 'Stylesheet')).toBe('css');
    expect(classify('http://x/img/logo.svg', 'image/svg+xml', 'Image')).toBe('image');
    expect(classify('http://x/fonts/a.woff2', 'font/woff2', 'Font')).toBe('font');
    expect(classify('http://x/docs/a/__next.docs.__PAGE__.txt?_rsc=1', 'text/plain', 'Fetch')).toBe('data');
    // A HEAD probe of a route answers with the page's type.
    expect(classify('http://x/docs/a', 'text/html', 'Fetch')).toBe('html');
  });
});

describe('gzipSize', () => {
  it('gzips text and counts binaries as they are', () => {
    const text = Buffer.from('const a = 1;\n'.repeat(500));
    expect(gzipSize(text, 'text/javascript')).toBe(gzipSync(new Uint8Array(text)).length);
    expect(gzipSize(text, 'text/javascript')).toBeLessThan(text.length / 10);
    expect(gzipSize(Buffer.from([1, 2, 3]), 'image/png')).toBe(3);
  });
});

describe('isMermaidChunk', () => {
  const js = (body: string): Resource => ({
    url: 'http://x/a.js',
    path: '/a.js',
    kind: 'js',
    cdpType: 'Script',
    status: 200,
    transfer: 0,
    decoded: body.length,
    gzip: 0,
    beforeLoad: false,
    failed: false,
    body: Buffer.from(body),
  });
  it('recognises the library by its API object, not by our component’s class names', () => {
    expect(isMermaidChunk(js('rJ={startOnLoad:!0,mermaidAPI:rV,parse:rQ}'))).toBe(true);
    expect(isMermaidChunk(js('e.v({figure:"mermaid-module__x_figure"});"data-mermaid"'))).toBe(false);
  });
});

describe('withoutStartedAfterLoad', () => {
  const resource = (url: string, beforeLoad: boolean): Resource => ({
    url,
    path: new URL(url).pathname,
    kind: 'js',
    cdpType: 'Script',
    status: 200,
    transfer: 1,
    decoded: 1,
    gzip: 1,
    beforeLoad,
    failed: false,
  });

  it('moves a resource the page requested once load had begun out of "before load", and only those', () => {
    const [early, late, lateAnyway] = withoutStartedAfterLoad(
      [resource('http://x/early.js', true), resource('http://x/late.js', true), resource('http://x/later.js', false)],
      ['http://x/late.js', 'http://x/later.js'],
    );
    expect(early.beforeLoad).toBe(true);
    expect(late.beforeLoad).toBe(false);
    expect(lateAnyway.beforeLoad).toBe(false);
  });

  it('keeps the page itself before load when a link prefetches its address again after load', () => {
    const [document, script, prefetch] = withoutStartedAfterLoad(
      [resource('http://x/docs/a', true), resource('http://x/a.js', true), resource('http://x/docs/a', false)],
      ['http://x/a.js', 'http://x/docs/a'],
    );
    expect(document.beforeLoad).toBe(true);
    expect(script.beforeLoad).toBe(false);
    expect(prefetch.beforeLoad).toBe(false);
  });

  it('moves the later of two requests for one URL when only the later started after load', () => {
    const [first, second] = withoutStartedAfterLoad([resource('http://x/a.txt', true), resource('http://x/a.txt', true)], ['http://x/a.txt']);
    expect(first.beforeLoad).toBe(true);
    expect(second.beforeLoad).toBe(false);
  });
});
