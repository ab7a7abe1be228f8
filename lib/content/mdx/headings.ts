import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

export interface Heading {
  level: number;
  text: string;
  id: string;
}

const FENCE = /^\s*(```|~~~)/;
const ATX_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * Reads the ATX headings of an MDX body in document order, with the ids `rehype-slug`
 * gives them (one slugger over every level, so repeated headings get the same suffixes).
 */
export function extractHeadings(body: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const match = ATX_HEADING.exec(line);
    if (!match) continue;
    const text = toString(fromMarkdown(match[2])).trim();
    headings.push({ level: match[1].length, text, id: slugger.slug(text) });
  }
  return headings;
}
