import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { headingAnchor } from '@/lib/core/heading-anchor';

const ANCHORED = new Set(['h2', 'h3']);

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
