import { describe, expect, it } from 'vitest';
import { socialLinks, tagSegment } from './blog-fields';

// The content folder is not always content/ (LUMENIZE_CONTENT_DIR): errors name the file where it is.
const TAG_FILE = 'e2e/fixture/content/tags/alpha.yaml';
const AUTHOR_FILE = 'e2e/fixture/content/authors/ada.yaml';

describe("authors' and tags' fields", () => {
  it('puts a tag page at its permalink under /blog/tags and rejects nested permalinks, naming the tag’s file', () => {
    expect(tagSegment({ key: 'alpha', permalink: '/alpha', sourcePath: TAG_FILE })).toBe('alpha');
    expect(() => tagSegment({ key: 'alpha', permalink: '/a/b', sourcePath: TAG_FILE })).toThrow(
      'e2e/fixture/content/tags/alpha.yaml: permalink: must be one path segment like "/alpha", got "/a/b"',
    );
  });

  it('turns author socials into profile links and names an unknown platform', () => {
    expect(socialLinks({ linkedin: 'larrymaccherone', github: 'lmaccherone' }, AUTHOR_FILE)).toEqual([
      { platform: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/larrymaccherone/' },
      { platform: 'github', label: 'GitHub', href: 'https://github.com/lmaccherone' },
    ]);
    expect(() => socialLinks({ myspace: 'tom' }, AUTHOR_FILE)).toThrow('e2e/fixture/content/authors/ada.yaml: socials.myspace: is not a known platform');
    expect(() => socialLinks({ github: '' }, AUTHOR_FILE)).toThrow('e2e/fixture/content/authors/ada.yaml: socials.github: must be a handle or a URL');
    expect(socialLinks(undefined, AUTHOR_FILE)).toEqual([]);
  });
});
