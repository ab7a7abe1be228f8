import { createTransformerFactory, defaultHoverInfoProcessor, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { NodeHover, TwoslashReturn } from 'twoslash';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { CONTINUE, EXIT, visit } from 'unist-util-visit';
import { TWOSLASH_HOVER, TWOSLASH_NOTE } from '@/lib/core/code-hovers';
import { takeResult } from './check-examples';

const span = (properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName: 'span', properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * An error a fence shows on purpose is underlined, its message a line of its own after the line.
 * Hovers are not twoslash's to render (see transformerExamples).
 */
const renderer: TwoslashRenderer = {
  nodeStaticInfo: (_info, node) => node,
  nodesError(_error, nodes) {
    return [span({ className: ['twoslash-error'] }, nodes)];
  },
  lineError(error) {
    return [span({ className: ['twoslash-error-line'], [TWOSLASH_NOTE]: '' }, [text(`error TS${error.code}: ${error.text}`)])];
  },
};

/** A type stops after this many characters: past it, an inferred type is noise, and weight. */
const TYPE_MAX_LENGTH = 160;

/** The type as a popup shows it: twoslash's reading, indented by two spaces a level, and cut when long. */
function typeText(info: string): string {
  const type = defaultHoverInfoProcessor(info).replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
  return type.length > TYPE_MAX_LENGTH ? `${type.slice(0, TYPE_MAX_LENGTH - 1).trimEnd()}…` : type;
}

const textLength = (node: ElementContent): number =>
  node.type === 'text' ? node.value.length : node.type === 'element' ? node.children.reduce((sum, child) => sum + textLength(child), 0) : 0;

/**
 * Makes the name at `character` of a line a hover: focusable (by Tab only the block's first, see
 * firstHoverTabbable), its type its accessible description (`aria-description`), which CSS draws
 * as the popup (`::after`) on hover and on keyboard focus.
 * The token's own span becomes the hover when it holds the name alone; otherwise a span is put
 * around the name inside it, taking the token's colours from it. Twoslash would split the token
 * into spans that each repeat its colours, which on a long guide weighed more than the types.
 */
function addHover(line: Element, hover: NodeHover): void {
  const properties = { className: [TWOSLASH_HOVER], tabIndex: -1, 'aria-description': typeText(hover.text) };
  let index = 0;
  for (const token of line.children) {
    const length = textLength(token);
    const start = hover.character - index;
    index += length;
    if (start < 0 || start + hover.length > length) continue;
    const [value] = token.type === 'element' ? token.children : [];
    if (token.type !== 'element' || token.children.length !== 1 || value?.type !== 'text') return;
    if (start === 0 && hover.length === length) {
      token.properties = { ...token.properties, ...properties };
      return;
    }
    const name = value.value.slice(start, start + hover.length);
    const around = [text(value.value.slice(0, start)), span(properties, [text(name)]), text(value.value.slice(start + hover.length))];
    token.children = around.filter((node) => node.type !== 'text' || node.value !== '');
    return;
  }
}

/**
 * Lets Tab reach the first hover of a block only: the arrow keys move between the others
 * (lib/browser/type-hovers.ts), so each block is one tab stop however many names it types.
 */
function firstHoverTabbable(code: Element): void {
  visit(code, 'element', (element) => {
    if (!(element.properties.className as string[] | undefined)?.includes(TWOSLASH_HOVER)) return CONTINUE;
    element.properties.tabIndex = 0;
    return EXIT;
  });
}

/**
 * Renders the hovers and the marked errors of the fences rehypeCheckExamples has checked: the
 * highlighter takes each fence's result by the id in its meta instead of running twoslash again.
 * Twoslash renders the errors; the hovers are taken out of its result and added after it.
 */
export function transformerExamples(): ShikiTransformer {
  let current: TwoslashReturn | undefined;
  const hoversOf = new WeakMap<object, NodeHover[]>();
  const twoslash = createTransformerFactory(() => {
    if (!current) throw new Error('A checked example reached the highlighter without its result.');
    return current;
  }, renderer)({ langs: ['ts', 'typescript'], filter: () => current !== undefined });
  return {
    ...twoslash,
    name: 'lumenize:examples',
    preprocess(code, options) {
      current = takeResult(this.options.meta?.__raw);
      if (current) {
        hoversOf.set(this.meta, current.hovers);
        current.nodes = current.nodes.filter((node) => node.type !== 'hover');
      }
      try {
        return twoslash.preprocess?.call(this, code, options);
      } finally {
        current = undefined;
      }
    },
    code(codeElement) {
      twoslash.code?.call(this, codeElement);
      for (const hover of hoversOf.get(this.meta) ?? []) {
        const line = this.lines[hover.line];
        if (line) addHover(line, hover);
      }
      firstHoverTabbable(codeElement);
    },
  };
}
