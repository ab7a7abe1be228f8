import GithubSlugger from 'github-slugger';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '@/build-time/content/compile/compile';
import { docSlug, PER_CATEGORY, sidebarEntries, syntheticDoc } from './synthetic-docs';

const headingSlugs = (mdx: string) => {
  const slugger = new GithubSlugger();
  return mdx
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) => slugger.slug(line.replace(/^#+ /, '')));
};

describe('synthetic docs', () => {
  it('are the same on every run, with front matter, headings and code', () => {
    expect(syntheticDoc(42)).toBe(syntheticDoc(42));
    expect(syntheticDoc(42)).not.toBe(syntheticDoc(43));
    const doc = syntheticDoc(7);
    expect(doc).toMatch(/^---\ntitle: ".+"\nsidebar_label: Doc 0007\ndescription: .+\n/);
    expect(headingSlugs(doc).length).toBeGreaterThanOrEqual(3);
  });

  it('vary: some pages have code blocks, tables and admonitions', () => {
    const docs = Array.from({ length: 50 }, (_, i) => syntheticDoc(i));
    expect(docs.filter((d) => d.includes('```')).length).toBeGreaterThan(10);
    expect(docs.filter((d) => d.includes('| option |')).length).toBeGreaterThan(2);
    expect(docs.filter((d) => d.includes('<Admonition')).length).toBeGreaterThan(2);
  });

  it('link only to earlier synthetic docs and to headings those docs have', () => {
    for (let i = 0; i < 300; i += 1) {
      for (const [, target, anchor] of syntheticDoc(i).matchAll(/\(\/docs\/scale\/doc-(\d{4})(?:#([^)]+))?\)/g)) {
        const index = Number(target);
        expect(index).toBeLessThan(i);
        if (anchor) expect(headingSlugs(syntheticDoc(index))).toContain(anchor);
      }
    }
  });

  it('pass the compile’s type check of their TypeScript examples', { timeout: 120_000 }, async () => {
    const withTypeScript = Array.from({ length: 60 }, (_, i) => i)
      .filter((i) => syntheticDoc(i).includes('```ts'))
      .slice(0, 6);
    expect(withTypeScript.length).toBeGreaterThan(2);
    for (const index of withTypeScript) {
      const file = new VFile({ value: syntheticDoc(index), data: { rawDocumentData: { sourceFilePath: `docs/${docSlug(index)}.mdx` } } });
      await expect(compileDocument(unified()).process(file), `doc ${index}`).resolves.toBeDefined();
    }
  });

  it('name every doc once in the sidebar entries, in categories of 25', () => {
    const entries = sidebarEntries(60);
    expect(entries.match(/- doc: /g)).toHaveLength(60);
    expect(entries).toContain(`- doc: ${docSlug(59)}\n`);
    expect(entries.match(/category: Scale \d+/g)).toHaveLength(Math.ceil(60 / PER_CATEGORY));
  });
});
