import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const ANCHORED = new Set(['h2', 'h3']);

/** Appends a `#` link after each h2–h3, named `Direct link to <heading text>`. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!ANCHORED.has(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      const text = toString(node).trim();
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}`, dataPagefindIgnore: '' },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
