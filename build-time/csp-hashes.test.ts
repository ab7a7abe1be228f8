import { readFileSync } from 'node:fs';
import { xml2js, type Element as XmlNode } from 'xml-js';
import { describe, expect, it } from 'vitest';
import { checkLastStep, checkScriptPolicy, withScriptPolicy } from './csp-hashes';

/** sha256 of `alert(1)`, as CSP examples list it (computed with openssl, not with the code under test). */
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
/** sha256 of `alert(2)`. */
const ALERT_2_HASH = "'sha256-4axlHpxgDbFzJObpXPFZgZhULrEGgJiud3OwxN9unHg='";
/** sha256 of `a\nb`: the browser hashes a script's text with its newlines normalised. */
const A_NEWLINE_B_HASH = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";

const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>t</title></head><body>${body}</body></html>`;
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

describe('the meta policy of a page', () => {
  it('comes right after <meta charset>, before every script, and allows each inline script by its hash', () => {
    const { html, hashes } = withScriptPolicy(page('<script>alert(1)</script>', '<script src="/_next/a.js" async=""></script>'), 'x.html');
    expect(html.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src ')).toBe(true);
    expect(policyOf(html)).toBe(`script-src 'self' 'wasm-unsafe-eval' 'report-sample' ${ALERT_HASH}; object-src 'none'; base-uri 'none'`);
    expect(hashes).toBe(1);
  });

  it('leaves the rest of the page byte for byte as it was', () => {
    const before = page('<script>alert(1)</script>', '<p class=x>a &amp; b</p>');
    const { html } = withScriptPolicy(before, 'x.html');
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(before);
  });

  it('does not list a data block (JSON-LD), which no policy applies to, and lists a repeated script once', () => {
    const { html } = withScriptPolicy(
      page('<script type="application/ld+json">{"a":1}</script><script>alert(1)</script>', '<script>alert(1)</script>'),
      'x.html',
    );
    expect(policyOf(html)).toBe(`script-src 'self' 'wasm-unsafe-eval' 'report-sample' ${ALERT_HASH}; object-src 'none'; base-uri 'none'`);
  });

  it('hashes a module script, and a script with CRLF newlines as the browser reads it (LF)', () => {
    const { html } = withScriptPolicy(page('<script type="module">alert(1)</script><script>a\r\nb</script>'), 'x.html');
    expect(policyOf(html)).toContain(`${ALERT_HASH} ${A_NEWLINE_B_HASH};`);
  });

  it('fails, naming the page, the line and the attribute, on an inline event handler', () => {
    expect(() => withScriptPolicy(page('', '\n<img src="a.png" alt="" onerror="alert(1)">'), 'out/docs/x.html')).toThrow(
      /^out\/docs\/x\.html line 2: <img onerror="…"> is an inline event handler/,
    );
  });

  it('fails on a javascript: URL', () => {
    expect(() => withScriptPolicy(page('', '<a href=" JavaScript:alert(1)">x</a>'), 'out/x.html')).toThrow(
      /^out\/x\.html line 1: <a href="javascript:…"> runs inline script/,
    );
  });

  it('fails when the page already has a policy, unless told to replace the one it wrote', () => {
    const { html } = withScriptPolicy(page('<script>alert(1)</script>'), 'x.html');
    expect(() => withScriptPolicy(html, 'x.html')).toThrow(/^x\.html: already has a Content-Security-Policy meta tag/);
    const edited = html.replace('alert(1)', 'alert(2)');
    const replaced = withScriptPolicy(edited, 'x.html', { replace: true }).html;
    expect(replaced.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(checkScriptPolicy(replaced, 'x.html')).toEqual([]);
  });

  it('fails on a page whose head does not open with <meta charset>, as when a script comes first', () => {
    expect(() => withScriptPolicy('<!DOCTYPE html><html><head><title>t</title></head><body></body></html>', 'x.html')).toThrow(
      /^x\.html: the head does not open with <meta charset>/,
    );
    expect(() => withScriptPolicy('<!DOCTYPE html><html><head><script>alert(1)</script><meta charset="utf-8"></head><body></body></html>', 'x.html')).toThrow(
      /^x\.html: the head does not open with <meta charset>/,
    );
  });
});

describe('the check of a finished page', () => {
  const policed = withScriptPolicy(page('<script>alert(1)</script>', '<script>a\nb</script>'), 'out/x.html').html;

  it('passes a page as the step wrote it', () => {
    expect(checkScriptPolicy(policed, 'out/x.html')).toEqual([]);
  });

  it('names the page and the script when one character of a script changed after the hashes were taken', () => {
    expect(checkScriptPolicy(policed.replace('alert(1)', 'alert(2)'), 'out/x.html')).toEqual([
      `out/x.html: the inline script of line 1 starting "alert(2)" has no hash in the page's policy (${ALERT_2_HASH})`,
      `out/x.html: the policy lists ${ALERT_HASH}, which no inline script of the page has`,
    ]);
  });

  it('names a script added after the hashes were taken', () => {
    expect(checkScriptPolicy(policed.replace('</body>', '<script>document.title="pwned by a later step"</script></body>'), 'out/x.html')).toEqual([
      expect.stringMatching(/^out\/x\.html: the inline script of line 2 starting "document\.title=\\"pwned by a later step\\"" has no hash/),
    ]);
  });

  it('fails a page without a policy, with two, or with one that allows unsafe-inline', () => {
    expect(checkScriptPolicy(page('<script>alert(1)</script>'), 'out/x.html')).toEqual(['out/x.html: no Content-Security-Policy meta tags, expected one']);
    expect(
      checkScriptPolicy(policed.replace('<title>', `<meta http-equiv="content-security-policy" content="script-src 'self'"/><title>`), 'out/x.html'),
    ).toEqual(['out/x.html: 2 Content-Security-Policy meta tags, expected one']);
    expect(checkScriptPolicy(policed.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"), 'out/x.html')).toEqual([
      "out/x.html: script-src allows 'unsafe-inline'",
    ]);
  });

  it('fails a policy placed after a script, which it does not cover', () => {
    const late = page('<script>alert(1)</script>' + `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${ALERT_HASH}"/>`);
    expect(checkScriptPolicy(late, 'out/x.html')).toEqual(['out/x.html: the policy comes after the <script> of line 1, which it does not cover']);
  });
});

describe('the place of the step in the build', () => {
  it('is last; a step after it fails the build, named', () => {
    expect(() => checkLastStep([{ name: 'next build' }, { name: 'csp hashes' }])).not.toThrow();
    expect(() => checkLastStep([{ name: 'csp hashes' }, { name: 'add analytics' }])).toThrow(
      /^"add analytics" runs after "csp hashes" and could change pages after their script hashes were taken/,
    );
    expect(() => checkLastStep([{ name: 'next build' }])).toThrow(/no "csp hashes" step/);
  });
});

describe("the feeds' XSLT view", () => {
  // A feed is XML: it has no meta tag, and the header's policy (which allows inline scripts) is
  // its only one. That is safe while the page the stylesheet makes has no script to allow.
  const nodes = (node: XmlNode): XmlNode[] => [node, ...(node.elements ?? []).flatMap(nodes)];
  const made = (node: XmlNode) => (node.name === 'xsl:element' || node.name === 'xsl:attribute' ? String(node.attributes?.name ?? '') : (node.name ?? ''));

  it('makes a page without a script, an event handler or a javascript: URL', () => {
    const file = new URL('../public/blog/feed.xsl', import.meta.url);
    const all = nodes(xml2js(readFileSync(file, 'utf8'), { compact: false }) as XmlNode).filter((node) => node.type === 'element');
    expect(all.filter((node) => made(node) === 'html')).toHaveLength(1);
    const scripts = all.filter((node) => /^(\w+:)?script$/i.test(made(node))).map(made);
    const handlers = all.flatMap((node) => [
      ...Object.keys(node.attributes ?? {}).filter((name) => /^on[a-z]+$/i.test(name)),
      ...(node.name === 'xsl:attribute' && /^on[a-z]+$/i.test(made(node)) ? [made(node)] : []),
    ]);
    expect({ scripts, handlers, javascriptUrls: readFileSync(file, 'utf8').match(/javascript:/gi) ?? [] }).toEqual({
      scripts: [],
      handlers: [],
      javascriptUrls: [],
    });
  });
});
