import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { withCodeBreaks } from './code-breaks';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: Element['children'], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const root = (...children: Root['children']): Root => ({ type: 'root', children });

describe('withCodeBreaks', () => {
  it('lets a name in inline code break before a dot and after a slash, parenthesis or comma, never inside a word', () => {
    const tree = root(element('p', [text('Call '), element('code', [text('env.MY_DO.get(a,b)')]), text(' or @lumenize/rpc.')]));
    expect(toHtml(withCodeBreaks(tree))).toBe('<p>Call <code>env<wbr>.MY_DO<wbr>.get(<wbr>a,<wbr>b)</code> or @lumenize/rpc.</p>');
  });

  it('leaves a code block and its title alone: the block scrolls, its title keeps to one line', () => {
    const title = element('figcaption', [text('test/wrangler.jsonc')], { 'data-rehype-pretty-code-title': '' });
    const block = element('pre', [element('code', [text('a.b/c')])]);
    expect(toHtml(withCodeBreaks(root(element('figure', [title, block]))))).toBe(
      '<figure><figcaption data-rehype-pretty-code-title="">test/wrangler.jsonc</figcaption><pre><code>a.b/c</code></pre></figure>',
    );
  });

  it('reaches inline code inside highlighted spans and leaves a tree without code as it was', () => {
    const tree = root(element('p', [element('code', [element('span', [text('a.b')])])]));
    expect(toHtml(withCodeBreaks(tree))).toBe('<p><code><span>a<wbr>.b</span></code></p>');
    const plain = root(element('p', [text('a.b/c')]));
    expect(withCodeBreaks(plain)).toBe(plain);
  });
});
