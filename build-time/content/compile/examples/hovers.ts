import { createTransformerFactory, defaultHoverInfoProcessor, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { TwoslashReturn } from 'twoslash';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer, ShikiTransformerContext } from 'shiki';
import { CONTINUE, EXIT, visit } from 'unist-util-visit';
import { TWOSLASH_HOVER, TWOSLASH_NOTE, TWOSLASH_POPUP, TYPE_HOVER_DOC } from '@/lib/core/code-hovers';
import { takeResult, type CheckedExample, type NodeHover } from './check-examples';
import { darkCodeTheme, lightCodeTheme } from '../code-themes';

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

/** Documentation longer than this shows its first sentence: a popup says what a name is, its page the rest. */
const DOCS_MAX_LENGTH = 320;

/**
 * A name's own documentation, for a name the API reference does not declare (a type of the example
 * itself, of the Workers runtime): its first paragraph, `{@link X}` as the name it links, code in
 * backticks set as code.
 */
function docsOf(docs: string): ElementContent[] {
  let summary = docs
    .split(/\n\s*\n/)[0]
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|?\s*([^}]*))?\}/g, (_, name: string, label: string | undefined) => label?.trim() || name)
    .replace(/\s+/g, ' ')
    .trim();
  if (summary.length > DOCS_MAX_LENGTH) summary = /^.*?[.!?](?=\s)/.exec(summary)?.[0] ?? summary;
  return summary.split(/`([^`]+)`/).flatMap((piece, index): ElementContent[] => {
    if (piece === '') return [];
    // A span, not <code>: the highlighter would take a <code> for code of its own to colour.
    return index % 2 === 1 ? [span({ className: ['twoslash-popup-code'] }, [text(piece)])] : [text(piece)];
  });
}

/** A type in the code's colours, light and dark, as the code around it: one span a run of one colour. */
function highlighted(context: ShikiTransformerContext, type: string): ElementContent[] {
  const { tokens } = context.codeToTokens(type, { lang: 'ts', themes: { light: lightCodeTheme.name!, dark: darkCodeTheme.name! }, defaultColor: false });
  const nodes: ElementContent[] = [];
  let last: { style: string; node: Element } | undefined;
  tokens.forEach((line, index) => {
    if (index > 0) {
      nodes.push({ type: 'text', value: '\n' });
      last = undefined;
    }
    for (const token of line) {
      const style = Object.entries(token.htmlStyle ?? {})
        .filter(([name]) => name.startsWith('--shiki-'))
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
      if (last && (last.style === style || token.content.trim() === '')) {
        (last.node.children[0] as { value: string }).value += token.content;
        continue;
      }
      const node = span(style ? { style } : {}, [text(token.content)]);
      nodes.push(node);
      last = { style, node };
    }
  });
  return nodes;
}

/**
 * The popup of a hover: the type, highlighted, then what the documentation says of the name: its
 * own documentation, written in. For a name declared under the content's `api/` (TYPE_HOVER_DOC),
 * the page gives instead the reference's summary and a link to its page, where the reference has
 * one; a declaration without a page yet (a package whose reference waits) keeps its own.
 */
function popup(context: ShikiTransformerContext, id: string, hover: NodeHover, symbol: string | undefined): Element {
  const own = hover.docs ? docsOf(hover.docs) : [];
  const docs = own.length > 0 ? [span({ className: ['twoslash-popup-docs'] }, own)] : [];
  return span({ className: ['twoslash-popup'], id, [TWOSLASH_POPUP]: '' }, [
    span({ className: ['twoslash-popup-type'] }, highlighted(context, typeText(hover.text))),
    ...(symbol ? [{ type: 'element', tagName: TYPE_HOVER_DOC, properties: { symbol }, children: docs } satisfies Element] : docs),
  ]);
}

/** The length of a node's code: a popup added to a name before it on its line is not code. */
const textLength = (node: ElementContent): number =>
  node.type === 'text'
    ? node.value.length
    : node.type === 'element' && node.properties[TWOSLASH_POPUP] === undefined
      ? node.children.reduce((sum, child) => sum + textLength(child), 0)
      : 0;

/**
 * Makes the name at `character` of a line a hover: focusable (by Tab only the block's first, see
 * firstHoverTabbable), holding its popup, which CSS shows on hover and on keyboard focus and which
 * describes it (`aria-describedby`).
 * The token's own span becomes the hover when it holds the name alone; otherwise a span is put
 * around the name inside it, taking the token's colours from it. Twoslash would split the token
 * into spans that each repeat its colours, which on a long guide weighed more than the types.
 */
function addHover(line: Element, hover: NodeHover, popupOf: (hover: NodeHover) => Element): void {
  const shown = popupOf(hover);
  const properties = { className: [TWOSLASH_HOVER], tabIndex: -1, ariaDescribedBy: [String(shown.properties.id)] };
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
      token.children = [value, shown];
      return;
    }
    const name = value.value.slice(start, start + hover.length);
    const around = [text(value.value.slice(0, start)), span(properties, [text(name), shown]), text(value.value.slice(start + hover.length))];
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
  const checkedOf = new WeakMap<object, CheckedExample & { hovers: NodeHover[] }>();
  const twoslash = createTransformerFactory(() => {
    if (!current) throw new Error('A checked example reached the highlighter without its result.');
    return current;
  }, renderer)({ langs: ['ts', 'typescript'], filter: () => current !== undefined });
  return {
    ...twoslash,
    name: 'lumenize:examples',
    preprocess(code, options) {
      const checked = takeResult(this.options.meta?.__raw);
      current = checked?.result;
      if (checked) {
        // The hovers are kept aside, and twoslash renders the rest.
        checkedOf.set(this.meta, { ...checked, hovers: checked.result.hovers });
        checked.result.nodes = checked.result.nodes.filter((node) => node.type !== 'hover');
      }
      try {
        return twoslash.preprocess?.call(this, code, options);
      } finally {
        current = undefined;
      }
    },
    code(codeElement) {
      twoslash.code?.call(this, codeElement);
      const checked = checkedOf.get(this.meta);
      // An id unique on the page: the fence's line in it, then the name's place in the fence.
      const popupOf = (hover: NodeHover) => popup(this, `type-${checked!.line}-${hover.line}-${hover.character}`, hover, checked!.symbols.get(hover));
      for (const hover of checked?.hovers ?? []) {
        const line = this.lines[hover.line];
        if (line) addHover(line, hover, popupOf);
      }
      firstHoverTabbable(codeElement);
    },
  };
}
