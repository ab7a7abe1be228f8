import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hydrateAfterLoad, loaderScript, withCompileHint } from './hydrate-after-load';

/** Next's inline payload, which the framework's scripts hydrate, and Turbopack's bootstrap, naming the chunks its runtime loads. */
const BOOT = (...chunks: string[]) =>
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":${JSON.stringify(chunks)},"runtimeModuleIds":[1]});</script>`;
const PAYLOAD = `${BOOT()}<script>(self.__next_f=self.__next_f||[]).push([0])</script>`;

const page = [
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  BOOT('static/chunks/a.js', 'static/chunks/c.js'),
  PAYLOAD,
  '<script type="application/ld+json">{"@type":"TechArticle"}</script>',
  '</head><body><p>Text</p><script src="/_next/static/chunks/c.js" async=""></script></body></html>',
].join('');

describe('framework scripts load after the load event', () => {
  it('replaces the async scripts with one loader at the first one’s place, in document order', () => {
    const { html, scripts } = hydrateAfterLoad(page, 'out/a.html');
    expect(scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[abc]\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    const loader = loaderScript(scripts);
    expect(html.split(loader)).toHaveLength(2);
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('polyfills.js'));
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js","/_next/static/chunks/c.js"]');
  });

  it('leaves inline scripts, JSON-LD and the noModule polyfills where they are', () => {
    const { html } = hydrateAfterLoad(page, 'out/a.html');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>document.documentElement.dataset.theme="dark"</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"TechArticle"}</script>');
    expect(html).toContain('<p>Text</p>');
  });

  it('changes nothing else: every other byte is as it was', () => {
    const { html, scripts } = hydrateAfterLoad(page, 'out/a.html');
    const loader = loaderScript(scripts);
    const expected = page
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>', '')
      .replace('<script src="/_next/static/chunks/a.js" async=""></script>', loader)
      .replace('<script src="/_next/static/chunks/b.js" async=""></script>', '')
      .replace('<script src="/_next/static/chunks/c.js" async=""></script>', '');
    expect(html).toBe(expected);
  });

  it('leaves a page without external scripts unchanged', () => {
    const plain = '<html><body><script>1</script></body></html>';
    expect(hydrateAfterLoad(plain, 'out/plain.html')).toEqual({ html: plain, scripts: [] });
  });

  it('keeps a script URL from closing the loader’s own script element', () => {
    const { html } = hydrateAfterLoad(`<script src="/_next/x</y.js" async=""></script>${PAYLOAD}`, 'out/x.html');
    expect(html).toContain('"/_next/x\\u003c/y.js"');
    // The loader's, the bootstrap's and the payload's: the URL closes none.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it.each([
    ['type="module"', 'type="module"'],
    ['defer=""', 'defer'],
    ['integrity="sha384-x"', 'integrity'],
    ['nonce="n"', 'nonce'],
    ['', 'without async'],
  ])('fails the build, naming the page, for a script with %s', (attributes, named) => {
    const extra = attributes.startsWith('defer') || attributes === '' ? '' : ' async=""';
    expect(() => hydrateAfterLoad(`<script src="/_next/a.js" ${attributes}${extra}></script>${PAYLOAD}`, 'out/docs/x.html')).toThrow(
      new RegExp(`^out/docs/x\\.html: <script src="/_next/a\\.js".*${named}.*cannot be moved after load`),
    );
  });

  it('fails the build when Turbopack’s bootstrap names a chunk the page does not load, or is missing', () => {
    const missing = `<script src="/_next/static/chunks/a.js" async=""></script>${BOOT('static/chunks/a.js', 'static/chunks/gone.js')}${PAYLOAD}`;
    expect(() => hydrateAfterLoad(missing, 'out/e.html')).toThrow(
      "out/e.html: Turbopack's bootstrap names static/chunks/gone.js, which is not one of the page's scripts",
    );
    const none = '<script src="/_next/static/chunks/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    expect(() => hydrateAfterLoad(none, 'out/f.html')).toThrow('out/f.html: no Turbopack bootstrap');
  });

  it('fails the build for a script preload that names no script of the page', () => {
    const orphan = `<link rel="preload" as="script" href="/_next/z.js"/><script src="/_next/a.js" async=""></script>${PAYLOAD}`;
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

  it('fails the build when the framework’s scripts come without the payload they hydrate', () => {
    expect(() => hydrateAfterLoad(`<script src="/_next/a.js" async=""></script>${BOOT()}`, 'out/c.html')).toThrow(
      "out/c.html: framework scripts without Next's inline payload",
    );
  });

  it('finds scripts as the HTML parser does: not in comments or inside other scripts', () => {
    const tricky = `<!-- <script src="/_next/old.js" async=""></script> --><script>var t='<script src="/_next/s.js"></'+'script>'</script><script src="/_next/a.js" async=""></script>${PAYLOAD}`;
    const { html, scripts } = hydrateAfterLoad(tricky, 'out/d.html');
    expect(scripts).toEqual(['/_next/a.js']);
    expect(html).toContain('<!-- <script src="/_next/old.js" async=""></script> -->');
  });
});
