import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBasePath, headersUnder, parseRedirects, redirectsUnder, withRedirects } from './cdn-rules';

const publicFile = (name: string) => readFileSync(new URL(`../public/${name}`, import.meta.url), 'utf8');

describe("the site's _headers and _redirects", () => {
  it('are files the CDN accepts', () => {
    expect(() => headersUnder(publicFile('_headers'), '/base', 'public/_headers')).not.toThrow();
    expect(parseRedirects(publicFile('_redirects'), 'public/_redirects')).toContainEqual({ from: '/blog/page/1', to: '/blog', status: 301 });
  });
});

describe('under a base path', () => {
  it('prefixes every path rule of _headers and leaves header lines and comments alone', () => {
    const text = '# some\n/docs/*\n  X-Robots-Tag: noindex\n/_next/static/*\n  ! Cache-Control\n  Cache-Control: immutable\n';
    expect(headersUnder(text, '/base')).toBe(
      '# some\n/base/docs/*\n  X-Robots-Tag: noindex\n/base/_next/static/*\n  ! Cache-Control\n  Cache-Control: immutable\n',
    );
  });

  it('gives the home page, which /base/* does not match, the headers of the rule for every path', () => {
    const text = '/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n/_next/static/*\n  Cache-Control: immutable\n';
    expect(headersUnder(text, '/base')).toBe(
      '/base/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n/base/_next/static/*\n  Cache-Control: immutable\n\n# The home page: /base/* does not match /base itself.\n/base\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n',
    );
  });

  it('prefixes redirect sources and targets on the site, not targets elsewhere', () => {
    const text = '# moved\n/blog/page/1 /blog 301\n/chat https://discord.gg/x\n';
    expect(redirectsUnder(text, '/a/b')).toBe('# moved\n/a/b/blog/page/1 /a/b/blog 301\n/a/b/chat https://discord.gg/x\n');
  });

  it('names the file and line of a rule the CDN would reject', () => {
    expect(() => parseRedirects('/a /b 301\n/c /d 404\n', 'public/_redirects')).toThrow('public/_redirects line 2: the status must be one of');
    expect(() => parseRedirects('/a\n')).toThrow('_redirects line 1: expected "from to [status]"');
    expect(() => headersUnder('docs/*\n  X: 1\n', '/base', 'public/_headers')).toThrow('public/_headers line 1: a path rule must start with "/"');
    expect(() => headersUnder('/*\n  not a header\n', '/base')).toThrow('_headers line 2: "not a header" is not a "Name: value" header line.');
  });

  it('refuses a base path the CDN layout cannot be made for', () => {
    expect(checkBasePath('/base', 'LUMENIZE_BASE_PATH')).toBe('/base');
    for (const bad of ['base', '/base/', '/', '/a/../b', '/a b']) {
      expect(() => checkBasePath(bad, 'LUMENIZE_BASE_PATH'), bad).toThrow('LUMENIZE_BASE_PATH: the base path must look like');
    }
  });
});

describe('withRedirects', () => {
  it('adds the rules after the file’s own, under a comment, keeping a rule the file has for the same source', () => {
    const text = withRedirects(
      '/blog/page/1 /blog 301\n',
      [
        { from: '/docs/utils/cors', to: '/docs/routing/cors', status: 301 },
        { from: '/blog/page/1', to: '/elsewhere', status: 301 },
      ],
      'old docs',
    );
    expect(text).toBe('/blog/page/1 /blog 301\n\n# Written by the build: old docs.\n/docs/utils/cors /docs/routing/cors 301\n');
    expect(parseRedirects(text)).toHaveLength(2);
  });
});
