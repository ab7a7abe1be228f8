import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TypePart } from '@/lib/core/api';
import { withCodeBreaks } from '@/lib/core/code-breaks';
import { ApiProse, TypeText } from './type-text';

/** The text of some HTML with `|` where it holds a <wbr>. */
const breaksIn = (html: string) =>
  html
    .replace(/<wbr\s*\/?>/g, '|')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|#x3C);/g, '<')
    .replace(/&gt;/g, '>');

const inline = (parts: TypePart[]) => breaksIn(renderToStaticMarkup(createElement(TypeText, { parts, inline: true })));
const inGuide = (code: string) => {
  const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: code }] }] };
  return breaksIn(toHtml(withCodeBreaks(tree)));
};

describe('code on an API page', () => {
  const signature: TypePart[] = ['RpcAccessible', '<', 'InstanceType', '<', 'typeof', ' ', 'MyDO', '>>', ' | ', 'env', '.', 'MY_DO'].map((text) => ({ text }));
  const code = signature.map((part) => part.text).join('');

  it('breaks long code in the text where the guides break the same code, across its highlighted tokens', () => {
    expect(inline(signature)).toBe('RpcAccessible<|InstanceType<|typeof MyDO>> | env|.MY_DO');
    expect(inline(signature)).toBe(inGuide(code));
  });

  it('keeps a signature block without breaks, and short code in the prose whole', () => {
    expect(renderToStaticMarkup(createElement(TypeText, { parts: signature }))).not.toContain('<wbr');
    expect(breaksIn(renderToStaticMarkup(createElement(ApiProse, { parts: [{ text: 'x-lumenize-*', code: true }] })))).toBe('x-lumenize-*');
  });
});
