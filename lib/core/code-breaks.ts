import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { toString } from 'hast-util-to-string';

/**
 * Where code may break across lines: the one rule for every place the site wraps code or a name,
 * a guide's inline code and code block titles, an API page's code in its text, a sidebar label, a
 * social card's title. A browser would otherwise break code anywhere, inside a word, or not at
 * all, and the line would stick out.
 *
 * - Code breaks between its pieces: before a dot that starts a name (`env|.MY_DO|.get(id)|.fetch`), and after
 *   a slash, an opening bracket or a comma (`@lumenize/|rpc`, `get(|id`, `Record<|string>`), never
 *   before a space or a closing bracket. A continued line starts with what it continues.
 * - Code of up to `LONG_CODE` characters in running text does not break: it moves to the next
 *   line whole. In a heading or a code block's title, set large or beside buttons, even short code
 *   can be wider than a phone's line, so there it breaks between its pieces too.
 * - A name that stands alone in a narrow place (a sidebar label, a card's title), and fits no
 *   line whole, may also break inside itself: at a camelCase seam (`get|DO|Namespace`) and after
 *   `_` or `-`. Code in text never does: a reader would take the piece for a word of its own.
 */
const BETWEEN_PIECES = /(?<=[\w$)\]])(?=\.[A-Za-z_$])|(?<=[/(<[,])(?=[^\s/)>\],])/g;
const INSIDE_A_NAME = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[_-])(?=[^\s_-])/g;

/** The longest code that moves to the next line whole rather than break. */
export const LONG_CODE = 24;

const offsets = (text: string, rule: RegExp) => [...text.matchAll(rule)].map((match) => match.index);

/**
 * Where code may break: offsets in `code`; none when it is short and flows with the text
 * (`inRunningText`), where moving it whole to the next line costs a reader nothing.
 */
export function codeBreaks(code: string, inRunningText = true): Set<number> {
  return new Set(code.length > LONG_CODE || !inRunningText ? offsets(code, BETWEEN_PIECES) : []);
}

/**
 * `text`, which starts at `start` in its code, cut at each of `breaks` that falls in it; the first
 * piece is empty when the code may break right before `text` (between two tokens: `Record<|string`).
 */
export function cutAt(text: string, start: number, breaks: ReadonlySet<number>): string[] {
  const cuts = [...breaks]
    .filter((at) => at >= start && at < start + text.length)
    .map((at) => at - start)
    .sort((a, b) => a - b);
  return [0, ...cuts].map((from, index) => text.slice(from, cuts[index]));
}

/** A name that stands alone, cut where it may break: between its pieces and inside them. */
export function nameParts(name: string): string[] {
  return cutAt(name, 0, new Set([...offsets(name, BETWEEN_PIECES), ...offsets(name, INSIDE_A_NAME)]));
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const WBR: Element = { type: 'element', tagName: 'wbr', properties: {}, children: [] };

/** `node`'s text nodes with a `<wbr>` at each of `breaks`, offsets in the text of the code it is part of. */
function inCode<T extends ElementContent>(node: T, breaks: ReadonlySet<number>, at: { offset: number }): T | ElementContent[] {
  if (node.type === 'text') {
    const pieces = cutAt(node.value, at.offset, breaks);
    at.offset += node.value.length;
    if (pieces.length === 1) return node;
    return pieces.flatMap((value, index): ElementContent[] => [...(index > 0 ? [WBR] : []), ...(value ? [{ type: 'text', value } as Text] : [])]);
  }
  if (!('children' in node)) return node;
  const children = node.children.flatMap((child) => inCode(child, breaks, at));
  return { ...node, children };
}

/**
 * The tree with `<wbr>` break opportunities in its inline code, for the page alone: the Markdown
 * twin, feeds and search read the compiled tree without them. Code blocks (`<pre>`) scroll instead,
 * and their titles keep to one line; both are left as they are. Only the nodes on the way to
 * inline code are copied.
 */
export function withCodeBreaks<T extends Root | RootContent>(node: T, inHeading = false): T {
  if (node.type !== 'root' && node.type !== 'element') return node;
  if (node.type === 'element') {
    if (node.tagName === 'pre' || (node.tagName === 'figcaption' && 'data-rehype-pretty-code-title' in node.properties)) return node;
    if (node.tagName === 'code') {
      const breaks = codeBreaks(toString(node), !inHeading);
      return breaks.size === 0 ? node : (inCode(node, breaks, { offset: 0 }) as T);
    }
  }
  const heading = inHeading || (node.type === 'element' && HEADINGS.has(node.tagName));
  const children = node.children.map((child) => withCodeBreaks(child, heading));
  return children.some((child, i) => child !== node.children[i]) ? ({ ...node, children } as T) : node;
}
