import type { Element, ElementContent, RootContent } from 'hast';

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

/**
 * A heading a page builds itself (API pages), with the anchor a document's headings get in the
 * compile; `code` sets its text as code (a member's name).
 */
export function anchoredHeading({ level, id, text }: { level: number; id: string; text: string }, { code = false } = {}): Element {
  const value: ElementContent = { type: 'text', value: text };
  const shown: ElementContent = code ? { type: 'element', tagName: 'code', properties: {}, children: [value] } : value;
  return { type: 'element', tagName: `h${level}`, properties: { id }, children: [shown, headingAnchor(id, text)] };
}
