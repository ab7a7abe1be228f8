import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/**
 * Where a name in code may break across lines, as a reader expects a long one to: before a dot
 * and after a slash, an opening parenthesis or a comma (`env.MY_DO.|get(|id)`). A browser would
 * otherwise break it anywhere, inside a word, or not at all, and the line would stick out.
 */
const BREAK_AFTER = /(?<=\w)(?=\.\w)|(?<=[/(,])(?=\S)/g;

const WBR: Element = { type: 'element', tagName: 'wbr', properties: {}, children: [] };

function withBreaks(text: Text): ElementContent[] {
  const parts = text.value.split(BREAK_AFTER);
  if (parts.length === 1) return [text];
  return parts.flatMap((value, index) => (index === 0 ? [{ type: 'text', value }] : [WBR, { type: 'text', value }]));
}

function inCode<T extends RootContent>(node: T): T {
  if (node.type === 'text') return node;
  if (!('children' in node)) return node;
  const children = node.children.flatMap((child) => (child.type === 'text' ? withBreaks(child) : [inCode(child)]));
  return { ...node, children };
}

/**
 * The tree with `<wbr>` break opportunities in its inline code, for the page alone: the Markdown
 * twin, feeds and search read the compiled tree without them. Code blocks (`<pre>`) scroll instead,
 * and their titles keep to one line; both are left as they are. Only the nodes on the way to
 * inline code are copied.
 */
export function withCodeBreaks<T extends Root | RootContent>(node: T): T {
  if (node.type !== 'root' && node.type !== 'element') return node;
  if (node.type === 'element') {
    if (node.tagName === 'pre' || (node.tagName === 'figcaption' && 'data-rehype-pretty-code-title' in node.properties)) return node;
    if (node.tagName === 'code') return inCode(node) as T;
  }
  const children = node.children.map((child) => withCodeBreaks(child));
  return children.some((child, i) => child !== node.children[i]) ? ({ ...node, children } as T) : node;
}
