import { createTransformerFactory, defaultHoverInfoProcessor, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { Element, ElementContent, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { visit } from 'unist-util-visit';
import { TWOSLASH_HOVER, TWOSLASH_NOTE, TWOSLASH_POPUP } from '@/lib/core/code-hovers';
import { takeResult } from './check-examples';

const span = (properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName: 'span', properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * Hovers as phrasing content only (spans in the code's `<pre>`, never a `<pre>` or `<div>` inside
 * them), so the page stays valid HTML: a focusable token holding its popup, which CSS shows on
 * hover and on keyboard focus, and which rehypeHoverIds ties to the token as its description.
 * An error a fence shows on purpose is underlined, its message a line of its own after the line.
 */
const renderer: TwoslashRenderer = {
  nodeStaticInfo(info, node) {
    const type = defaultHoverInfoProcessor(info.text);
    return span({ className: ['twoslash-hover'], tabIndex: 0, [TWOSLASH_HOVER]: '' }, [
      node as ElementContent,
      span({ className: ['twoslash-popup'], role: 'tooltip', [TWOSLASH_POPUP]: '' }, [text(type)]),
    ]);
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

/**
 * Gives each popup of a document an id and its token `aria-describedby` that id, so a screen
 * reader announces the type as the token's description. Ids are numbered per document, after
 * highlighting, since the highlighter sees one block at a time.
 */
export function rehypeHoverIds() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'element', (element) => {
      if (element.properties[TWOSLASH_HOVER] === undefined) return;
      const popup = element.children.find((child): child is Element => child.type === 'element' && child.properties[TWOSLASH_POPUP] !== undefined);
      if (!popup) return;
      const id = `type-${++count}`;
      popup.properties.id = id;
      element.properties.ariaDescribedBy = [id];
    });
  };
}
