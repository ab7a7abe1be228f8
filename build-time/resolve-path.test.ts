import { describe, expect, it } from 'vitest';
import { candidateFiles } from './resolve-path';

describe('candidateFiles', () => {
  it('finds the page file for each route form the CDN redirects to it', () => {
    for (const form of ['/docs/introduction', '/docs/introduction/', '/docs/introduction.html', '/docs/introduction/index.html']) {
      expect(candidateFiles(form)).toContain('docs/introduction.html');
    }
  });

  it('serves assets by their own path first', () => {
    expect(candidateFiles('/blog/rss.xml')[0]).toBe('blog/rss.xml');
    expect(candidateFiles('/_next/static/chunks/a.js')[0]).toBe('_next/static/chunks/a.js');
  });

  it('refuses paths that climb out of the export', () => {
    expect(candidateFiles('/../etc/passwd')).toEqual([]);
    expect(candidateFiles('/%2e%2e/secret')).toEqual([]);
  });
});
