import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file';

const rules = parseHeadersFile(readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8'));
const get = (path: string, name: string) => headersFor(rules, path).find(([key]) => key === name)?.[1];

describe('the _headers file the CDN reads', () => {
  it('sends nosniff, a referrer policy and a CSP with frame-ancestors on every page', () => {
    expect(get('/docs/introduction', 'X-Content-Type-Options')).toBe('nosniff');
    expect(get('/', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const csp = get('/blog', 'Content-Security-Policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('caches hashed static files for a year, and only those', () => {
    expect(get('/_next/static/chunks/a.js', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(get('/docs/introduction', 'Cache-Control')).toBeUndefined();
  });

  it('rejects a header line outside a path rule', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow('header line outside a path rule');
  });
});
