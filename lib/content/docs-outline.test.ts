import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractHeadings } from './mdx/headings';

/**
 * The nine guides keep the outline of the pages they replace and are at least as long
 * (issue 3). The expected values are read from the shared facts file, not restated here.
 */
const ROOT = resolve(__dirname, '../..');
const FACTS = readFileSync(join(ROOT, '../shared/reference/docs-facts.md'), 'utf8');

function expectedOutlines(): Map<string, string[]> {
  const outlines = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of FACTS.split('\n')) {
    const page = /^## \d+\. Page: .*`website\/docs\/(.+)\.mdx`/.exec(line);
    if (page) {
      current = page[1];
      outlines.set(current, []);
      continue;
    }
    if (line.startsWith('## ')) current = undefined;
    const heading = /^\s+- H([2-4]) `(.+?)`/.exec(line);
    if (current && heading) outlines.get(current)!.push(`h${heading[1]} ${heading[2]}`);
  }
  return outlines;
}

function originalWordCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of FACTS.matchAll(/^\| ([a-z/-]+) \| (\d+)/gm)) counts.set(match[1], Number(match[2]));
  return counts;
}

/** Words a reader sees: no front matter, code blocks, JSX tags, link targets or markdown syntax. */
function proseWords(mdx: string): number {
  const text = mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|]/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

const guide = (slug: string) => readFileSync(join(ROOT, 'content/docs', `${slug}.mdx`), 'utf8');
const outlines = expectedOutlines();
const counts = originalWordCounts();

describe('the nine guides', () => {
  it('are all described by the facts file', () => {
    expect([...outlines.keys()].sort()).toEqual([
      'introduction',
      'lumenize-base/introduction',
      'lumenize/introduction',
      'rpc/introduction',
      'rpc/quick-start',
      'testing/agents',
      'testing/usage',
      'utils/cors-support',
      'utils/route-do-request',
    ]);
  });

  for (const [slug, outline] of outlines) {
    it(`${slug} has its outline's headings, in order`, () => {
      const headings = extractHeadings(guide(slug))
        .filter((h) => h.level >= 2 && h.level <= 4)
        .map((h) => `h${h.level} ${h.text}`);
      expect(headings).toEqual(outline);
    });

    it(`${slug} is no shorter than the original minus 10%`, () => {
      const original = counts.get(slug);
      expect(original, `word count of ${slug} in the facts file`).toBeGreaterThan(0);
      // The two "coming soon" pages had 8 words; the facts ask for at least 100 of what is planned.
      const floor = original! < 100 ? 100 : Math.floor(original! * 0.9);
      expect(proseWords(guide(slug))).toBeGreaterThanOrEqual(floor);
    });
  }
});
