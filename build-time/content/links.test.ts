import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SitePage } from '@/lib/core/page';
import { checkDocumentLinks, type LinkingDocument } from './links';

const publicDir = mkdtempSync(join(tmpdir(), 'links-public-'));
mkdirSync(join(publicDir, 'img'));
writeFileSync(join(publicDir, 'img', 'there.svg'), '<svg/>');

const pages = [
  { url: '/docs/intro', headings: [{ level: 2, text: 'Setup', id: 'setup' }] },
  { url: '/docs/introduction' },
  { url: '/blog' },
] as unknown as SitePage[];

const doc = (links: LinkingDocument['links']): LinkingDocument => ({ sourcePath: 'content/docs/guide.mdx', url: '/docs/guide', links, ids: ['own'] });
const check = (...links: LinkingDocument['links']) => checkDocumentLinks([doc(links)], pages, publicDir);

describe('the links of a document, checked against the page model', () => {
  it('accepts pages, public files, anchors the page has, the outputs beside the pages and other sites', () => {
    expect(
      check(
        { url: '/docs/intro', line: 1, image: false },
        { url: '/docs/intro/', line: 2, image: false },
        { url: '/docs/intro#setup', line: 3, image: false },
        { url: '#own', line: 4, image: false },
        { url: 'intro', line: 5, image: false },
        { url: '/img/there.svg', line: 6, image: true },
        { url: '/blog/rss.xml', line: 7, image: false },
        { url: '/docs/intro.md', line: 8, image: false },
        { url: 'https://example.com/nowhere', line: 9, image: false },
        { url: 'mailto:team@example.com', line: 10, image: false },
      ),
    ).toEqual([]);
  });

  it('a link or image that leads nowhere is an error at its line; a missing anchor a warning', () => {
    expect(
      check(
        { url: '/docs/nowhere', line: 3, image: false },
        { url: '/img/missing.svg', line: 5, image: true },
        { url: '/docs/intro#teardown', line: 7, image: false },
        { url: '#elsewhere', line: 9, image: false },
        { url: '/docs/Intro-duction', line: 11, image: false },
      ),
    ).toEqual([
      { file: 'content/docs/guide.mdx', line: 3, message: 'Link to /docs/nowhere leads to no page of the site.' },
      { file: 'content/docs/guide.mdx', line: 5, message: 'Image /img/missing.svg is not a file of the site (images go in public/: public/img/missing.svg).' },
      {
        file: 'content/docs/guide.mdx',
        line: 7,
        warning: true,
        message: 'Link to /docs/intro#teardown: /docs/intro has no heading or element with the id "teardown".',
      },
      { file: 'content/docs/guide.mdx', line: 9, warning: true, message: 'Link to #elsewhere: this page has no heading or element with the id "elsewhere".' },
      { file: 'content/docs/guide.mdx', line: 11, message: 'Link to /docs/Intro-duction leads to no page of the site; did you mean /docs/introduction?' },
    ]);
  });
});

describe('the links of an archived version’s document', () => {
  it('are checked in that version, and a broken one is named as written and where it led', () => {
    const archived: LinkingDocument = {
      sourcePath: 'content/versions/1.0.0/docs/guide.mdx',
      url: '/docs/1.0.0/guide',
      links: [{ url: '/docs/1.0.0/intro', written: '/docs/intro', line: 4, image: false }],
      ids: [],
    };
    expect(checkDocumentLinks([archived], pages, publicDir)).toEqual([
      {
        file: 'content/versions/1.0.0/docs/guide.mdx',
        line: 4,
        message: "Link to /docs/intro (in this version's docs, /docs/1.0.0/intro) leads to no page of the site.",
      },
    ]);
  });
});
