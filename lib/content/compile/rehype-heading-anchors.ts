import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading } from '../compiled-tree';

const ANCHORED = new Set(['h2', 'h3']);
const HASH_LINK = 'hash-link';

/** The `#` link after a heading, named `Direct link to <heading text>`. */
export function headingAnchor(id: string, text: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: [HASH_LINK], href: `#${id}`, ariaLabel: `Direct link to ${text}`, dataPagefindIgnore: '' },
    children: [{ type: 'text', value: '#' }],
  };
}

/** The anchor of a heading, which belongs to the page: outputs without the page's headings drop it. */
export function isHeadingAnchor(node: RootContent): boolean {
  return node.type === 'element' && ((node.properties.className as string[] | undefined)?.includes(HASH_LINK) ?? false);
}

/** A heading a page builds itself (API pages), with the anchor a document's headings get in the compile. */
export function anchoredHeading({ level, id, text }: Heading): Element {
  return { type: 'element', tagName: `h${level}`, properties: { id }, children: [{ type: 'text', value: text }, headingAnchor(id, text)] };
}

/** Appends the `#` anchor to each h2–h3 of a document. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!ANCHORED.has(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      node.children.push(headingAnchor(id, toString(node).trim()));
    });
  };
}
