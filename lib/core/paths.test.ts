import { describe, expect, it } from 'vitest';
import { inVersion, isPathWithin, normalizePath } from './paths';

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

describe('inVersion', () => {
  it('leads a docs link of an archived version’s page within that version', () => {
    expect(inVersion('/docs/rpc/quick-start#setup', '/docs/1.0.0')).toBe('/docs/1.0.0/rpc/quick-start#setup');
    expect(inVersion('/docs/rpc/quick-start', '/docs')).toBe('/docs/rpc/quick-start');
    expect(inVersion('/blog/post', '/docs/1.0.0')).toBe('/blog/post');
  });

  it('leaves a link to another archived version where it leads', () => {
    expect(inVersion('/docs/0.9.0/rpc/api', '/docs/1.0.0', ['0.9.0', '1.0.0'])).toBe('/docs/0.9.0/rpc/api');
    expect(inVersion('/docs/0.9.0x/rpc/api', '/docs/1.0.0', ['0.9.0', '1.0.0'])).toBe('/docs/1.0.0/0.9.0x/rpc/api');
  });
});
