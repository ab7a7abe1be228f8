import type { ElementContent, RootContent } from 'hast';
import type { CompiledTree } from '@/lib/core/compiled-tree';
import { TRUNCATE_ELEMENT } from '@/lib/core/elements';
import { isHeadingAnchor } from '@/lib/core/heading-anchor';

const isMarker = (node: RootContent) => node.type === 'element' && node.tagName === TRUNCATE_ELEMENT;

/** Whether a post has its `{/* truncate *\/}` marker (the compile puts it among the top-level blocks, or reports it). */
export function hasTruncateMarker(tree: CompiledTree): boolean {
  return tree.children.some(isMarker);
}

/** Elements that sit inside a line of text; any other element is a block. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Blocks that hold the post's own prose, read through to their paragraphs and lines. */
const PROSE_CONTAINERS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'dl', 'dt', 'dd', 'div']);

/** The words of inline content: text, links' and code's text, no image's alt, no footnote number. */
function inlineText(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element' || isHeadingAnchor(node) || node.properties.dataFootnoteRef !== undefined) return '';
      if (node.tagName === 'br') return ' ';
      return inlineText(node.children);
    })
    .join('');
}

/** The lines of text of a list of nodes, in order: each run of inline content is one, blocks are read by kind. */
function proseLines(nodes: readonly RootContent[]): string[] {
  const lines: string[] = [];
  let run: ElementContent[] = [];
  const endRun = () => {
    lines.push(inlineText(run));
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || (node.type === 'element' && INLINE.has(node.tagName))) {
      run.push(node);
      continue;
    }
    if (node.type !== 'element') continue;
    endRun();
    if (PROSE_CONTAINERS.has(node.tagName)) lines.push(...proseLines(node.children));
  }
  endRun();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * A post's excerpt, as the blog list's summary: the text of everything before its marker (the
 * whole post without one), as a reader reads it first, whitespace collapsed. In it go paragraphs
 * and list items, in quotes too, with the text of their links, inline code and emphasis. Out stay
 * headings (a summary is prose, and a post that opens with one would start with a bare name),
 * images (alt text describes a picture the list does not show), code blocks, tables, diagrams,
 * callouts, tabs and `<details>` (asides and figures, not the post's opening), and footnote
 * numbers.
 */
export function excerptText(tree: CompiledTree): string {
  const end = tree.children.findIndex(isMarker);
  return proseLines(end === -1 ? tree.children : tree.children.slice(0, end)).join(' ');
}
