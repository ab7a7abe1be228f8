import { describe, expect, it } from 'vitest';
import { socialLinks, tagSegment } from './blog-fields';

describe("authors' and tags' fields", () => {
  it('puts a tag page at its permalink under /blog/tags and rejects nested permalinks', () => {
    expect(tagSegment({ key: 'mcp', permalink: '/mcp' })).toBe('mcp');
    expect(() => tagSegment({ key: 'mcp', permalink: '/a/b' })).toThrow('content/tags/mcp.yaml: permalink: must be one path segment like "/mcp", got "/a/b"');
  });

  it('turns author socials into profile links and names an unknown platform', () => {
    expect(socialLinks({ linkedin: 'larrymaccherone', github: 'lmaccherone' }, 'larry')).toEqual([
      { platform: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/larrymaccherone/' },
      { platform: 'github', label: 'GitHub', href: 'https://github.com/lmaccherone' },
    ]);
    expect(() => socialLinks({ myspace: 'tom' }, 'larry')).toThrow('content/authors/larry.yaml: socials.myspace: is not a known platform');
    expect(() => socialLinks({ github: '' }, 'larry')).toThrow('content/authors/larry.yaml: socials.github: must be a handle or a URL');
    expect(socialLinks(undefined, 'larry')).toEqual([]);
  });
});
