import { describe, expect, it } from 'vitest';
import { isPathWithin, normalizePath } from './paths';

describe('normalizePath', () => {
  it('maps /x, /x/, /x.html and /x/index.html to /x', () => {
    for (const form of ['/docs/introduction', '/docs/introduction/', '/docs/introduction.html', '/docs/introduction/index.html']) {
      expect(normalizePath(form)).toBe('/docs/introduction');
    }
  });

  it('keeps the root as /', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('drops query and hash, and collapses repeated slashes', () => {
    expect(normalizePath('/docs//rpc/api/?x=1#top')).toBe('/docs/rpc/api');
  });
});

describe('isPathWithin', () => {
  it('is true for the base and below, false for siblings that share a prefix', () => {
    expect(isPathWithin('/docs/rpc/quick-start.html', '/docs')).toBe(true);
    expect(isPathWithin('/docs/', '/docs')).toBe(true);
    expect(isPathWithin('/docsy', '/docs')).toBe(false);
  });
});
