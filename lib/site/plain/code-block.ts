import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { TWOSLASH_NOTE, TWOSLASH_POPUP } from '@/lib/core/code-hovers';

const FIGURE = 'data-rehype-pretty-code-figure';

/** A highlighted code block or inline code, as rehype-pretty-code wraps it. */
export function isCodeFigure(element: Element): boolean {
  return element.properties[FIGURE] !== undefined || element.properties[toCamel(FIGURE)] !== undefined;
}

function toCamel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const isElement = (node: ElementContent): node is Element => node.type === 'element';
const hasClass = (element: Element, name: string) => (element.properties.className as string[] | undefined)?.includes(name) ?? false;
const isPrompt = (element: Element) => element.properties.dataPrompt !== undefined || element.properties['data-prompt'] !== undefined;

/**
 * A token keeps its light-theme colour as a plain `color`, which any reader of HTML understands,
 * and nothing else (a type hover's popup included).
 */
function plainToken(node: ElementContent): ElementContent | undefined {
  if (!isElement(node)) return node;
  if (isPrompt(node) || node.properties[TWOSLASH_POPUP] !== undefined) return undefined;
  const color = /--shiki-light:\s*(#[0-9a-f]{3,8})/i.exec(String(node.properties.style ?? ''))?.[1];
  const children = node.children.map(plainToken).filter((child): child is ElementContent => child !== undefined);
  return color
    ? { type: 'element', tagName: 'span', properties: { style: `color:${color}` }, children }
    : { type: 'element', tagName: 'span', properties: {}, children };
}

/**
 * A code block outside the page (feeds, Markdown, search) is the code as the copy button gives it:
 * lines a diff removes, `$ ` prompts, types and error messages left out, tokens in their light-theme colours, and its
 * title as a line of its own before it. Inline code becomes plain `<code>`.
 */
export function plainCodeFigure(figure: Element): ElementContent[] {
  if (figure.tagName !== 'figure') {
    return [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: toString(figure) }] }];
  }
  const children = figure.children.filter(isElement);
  const caption = children.find((child) => child.tagName === 'figcaption');
  const pre = children.find((child) => child.tagName === 'pre');
  const code = pre?.children.filter(isElement).find((child) => child.tagName === 'code');
  if (!pre || !code) return figure.children;
  const language = String(pre.properties.dataLanguage ?? pre.properties['data-language'] ?? 'plaintext');
  const lines = code.children.filter(isElement).filter((line) => !hasClass(line, 'remove') && line.properties[TWOSLASH_NOTE] === undefined);
  const body: ElementContent[] = lines.flatMap((line, index) => {
    const tokens = line.children.map(plainToken).filter((child): child is ElementContent => child !== undefined);
    return index === 0 ? tokens : [{ type: 'text' as const, value: '\n' }, ...tokens];
  });
  const block: Element = {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, children: body }],
  };
  if (!caption) return [block];
  return [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: toString(caption) }] }],
    },
    block,
  ];
}
