import { createTransformerFactory, defaultHoverInfoProcessor, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { TWOSLASH_HOVER, TWOSLASH_NOTE } from '@/lib/core/code-hovers';
import { takeResult } from './check-examples';

const span = (properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName: 'span', properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * A hover is the token itself, focusable, its type its accessible description (`aria-description`),
 * which CSS also shows as the popup (`::after`) on hover and on keyboard focus: one span and one
 * attribute, no element for the popup, so the page stays valid HTML and light, and no output that
 * reads the code's text (copy, Markdown, feeds, search) can pick the type up. An error a fence
 * shows on purpose is underlined, its message a line of its own after the line.
 */
const renderer: TwoslashRenderer = {
  nodeStaticInfo(info, node) {
    return span({ className: [TWOSLASH_HOVER], tabIndex: 0, 'aria-description': defaultHoverInfoProcessor(info.text) }, [node as ElementContent]);
  },
  nodesError(_error, nodes) {
    return [span({ className: ['twoslash-error'] }, nodes)];
  },
  lineError(error) {
    return [span({ className: ['twoslash-error-line'], [TWOSLASH_NOTE]: '' }, [text(`error TS${error.code}: ${error.text}`)])];
  },
};

/**
 * Renders the hovers and the marked errors of the fences rehypeCheckExamples has checked: the
 * highlighter takes each fence's result by the id in its meta instead of running twoslash again.
 */
export function transformerExamples(): ShikiTransformer {
  let current: ReturnType<typeof takeResult>;
  const twoslash = createTransformerFactory(() => {
    if (!current) throw new Error('A checked example reached the highlighter without its result.');
    return current;
  }, renderer)({ langs: ['ts', 'typescript'], filter: () => current !== undefined });
  return {
    ...twoslash,
    name: 'lumenize:examples',
    preprocess(code, options) {
      current = takeResult(this.options.meta?.__raw);
      try {
        return twoslash.preprocess?.call(this, code, options);
      } finally {
        current = undefined;
      }
    },
  };
}
