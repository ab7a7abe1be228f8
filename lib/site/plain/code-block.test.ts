import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { TWOSLASH_HOVER, TWOSLASH_POPUP, TYPE_HOVER_DOC } from '@/lib/core/code-hovers';
import { plainCodeFigure } from './code-block';

const span = (properties: Element['properties'], ...children: Element['children']): Element => ({ type: 'element', tagName: 'span', properties, children });
const text = (value: string) => ({ type: 'text' as const, value });

describe('a code block outside the page', () => {
  it('carries the code of a type hover without its popup: no type, no summary, no link', () => {
    const popup = span(
      { className: ['twoslash-popup'], id: 'type-1-0-6', [TWOSLASH_POPUP]: '' },
      span({ className: ['twoslash-popup-type'] }, span({ style: '--shiki-light:#005CC5;--shiki-dark:#6CB6FF' }, text('const answer: 42'))),
      { type: 'element', tagName: TYPE_HOVER_DOC, properties: { symbol: 'content/api/kit/index.d.ts#answer' }, children: [] },
    );
    const line = span(
      { dataLine: '' },
      span({ style: '--shiki-light:#c63543;--shiki-dark:#f57a72' }, text('const ')),
      span({ style: '--shiki-light:#005CC5;--shiki-dark:#6CB6FF', className: [TWOSLASH_HOVER], tabIndex: 0 }, text('answer'), popup),
      span({ style: '--shiki-light:#24292E;--shiki-dark:#ADBAC7' }, text(' = 42;')),
    );
    const figure: Element = {
      type: 'element',
      tagName: 'figure',
      properties: { dataRehypePrettyCodeFigure: '' },
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: { dataLanguage: 'ts' },
          children: [{ type: 'element', tagName: 'code', properties: {}, children: [line] }],
        },
      ],
    };
    const html = toHtml({ type: 'root', children: plainCodeFigure(figure) });
    expect(html).toBe(
      '<pre><code class="language-ts"><span style="color:#c63543">const </span><span style="color:#005CC5">answer</span><span style="color:#24292E"> = 42;</span></code></pre>',
    );
  });
});
