import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hydrateAfterLoad, withCompileHint } from './hydrate-after-load';

const page = [
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<script type="application/ld+json">{"@type":"TechArticle"}</script>',
  '</head><body><p>Text</p><script src="/_next/static/chunks/c.js" async=""></script></body></html>',
].join('');

describe('framework scripts load after the load event', () => {
  it('replaces the async scripts with one loader at the first one’s place, in document order', () => {
    const { html, scripts } = hydrateAfterLoad(page, 'out/a.html');
    expect(scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[abc]\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.match(/addEventListener\("load"/g)).toHaveLength(1);
    expect(html.indexOf('addEventListener("load"')).toBeLessThan(html.indexOf('polyfills.js'));
    expect(html).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js","/_next/static/chunks/c.js"]');
  });

  it('leaves inline scripts, JSON-LD and the noModule polyfills where they are', () => {
    const { html } = hydrateAfterLoad(page, 'out/a.html');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>document.documentElement.dataset.theme="dark"</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"TechArticle"}</script>');
    expect(html).toContain('<p>Text</p>');
  });

  it('leaves a page without external scripts unchanged', () => {
    const plain = '<html><body><script>1</script></body></html>';
    expect(hydrateAfterLoad(plain, 'out/plain.html')).toEqual({ html: plain, scripts: [] });
  });

  it('keeps a script URL from closing the loader’s own script element', () => {
    const { html } = hydrateAfterLoad('<script src="/_next/x</y.js" async=""></script>', 'out/x.html');
    expect(html).toContain('"/_next/x\\u003c/y.js"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it.each([
    ['type="module"', 'type="module"'],
    ['defer=""', 'defer'],
    ['integrity="sha384-x"', 'integrity'],
    ['nonce="n"', 'nonce'],
  ])('fails the build, naming the page, for a script with %s', (attributes, named) => {
    expect(() => hydrateAfterLoad(`<script src="/_next/a.js" ${attributes}></script>`, 'out/docs/x.html')).toThrow(
      new RegExp(`^out/docs/x\\.html: <script src="/_next/a\\.js".*${named}.*cannot be moved after load`),
    );
  });

  it('fails the build for a script preload that names no script of the page', () => {
    const orphan = '<link rel="preload" as="script" href="/_next/z.js"/><script src="/_next/a.js" async=""></script>';
    expect(() => hydrateAfterLoad(orphan, 'out/b.html')).toThrow('out/b.html: a script preload (/_next/z.js) names no script of the page');
  });
});

describe('start-up scripts carry V8’s compile hint', () => {
  it('puts the hint on the first line, ahead of the code', () => {
    expect(withCompileHint('(globalThis.TURBOPACK||[]).push([])')).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])');
  });

  it('adds it once, however often the step runs', () => {
    expect(withCompileHint(withCompileHint('a()'))).toBe(`${COMPILE_HINT}a()`);
  });
});
