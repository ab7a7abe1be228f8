import { describe, expect, it } from 'vitest';
import { isDuplicate, routeOfHtmlFile } from './index-files';

describe('routeOfHtmlFile', () => {
  it('gives the route links use for an exported file', () => {
    expect(routeOfHtmlFile('docs/rpc/quick-start.html')).toBe('/docs/rpc/quick-start');
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('blog/index.html')).toBe('/blog');
  });
});

describe('isDuplicate', () => {
  const page = (url: string, canonical?: string) => ({
    url,
    content: `<html><head>${canonical ? `<link rel="canonical" href="${canonical}"/>` : ''}</head><body data-pagefind-body></body></html>`,
  });

  it('leaves out a page whose canonical is another route, and only that', () => {
    expect(isDuplicate(page('/docs', 'https://lumenize.com/docs/introduction'))).toBe(true);
    expect(isDuplicate(page('/docs/introduction', 'https://lumenize.com/docs/introduction'))).toBe(false);
    expect(isDuplicate(page('/docs/introduction', 'https://lumenize.com/base/docs/introduction'))).toBe(false);
    expect(isDuplicate(page('/docs/introduction'))).toBe(false);
  });
});
