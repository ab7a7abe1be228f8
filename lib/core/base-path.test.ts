import { describe, expect, it } from 'vitest';
import { absoluteUrl, withBasePath } from './base-path';

const site = { url: 'https://lumenize.com' };

describe('withBasePath', () => {
  it('puts site paths under the base path and leaves URLs alone', () => {
    expect(withBasePath('/img/logo.svg', '/base')).toBe('/base/img/logo.svg');
    expect(withBasePath('https://example.com/a.png', '/base')).toBe('https://example.com/a.png');
    expect(withBasePath('//cdn.example.com/a.png', '/base')).toBe('//cdn.example.com/a.png');
  });
});

describe('absoluteUrl', () => {
  it('makes paths absolute with the production URL', () => {
    expect(absoluteUrl('/img/social-card.png', site, '')).toBe('https://lumenize.com/img/social-card.png');
    expect(absoluteUrl('https://example.com/a.png', site, '')).toBe('https://example.com/a.png');
  });

  it('puts the base path between the URL and the path, the home page without a trailing slash', () => {
    expect(absoluteUrl('/', site, '/base')).toBe('https://lumenize.com/base');
    expect(absoluteUrl('/docs/introduction', site, '/base')).toBe('https://lumenize.com/base/docs/introduction');
  });
});
