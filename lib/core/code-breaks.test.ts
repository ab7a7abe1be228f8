import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { nameParts, withCodeBreaks } from './code-breaks';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: Element['children'], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const root = (...children: Root['children']): Root => ({ type: 'root', children });
const inlineCode = (...children: Element['children']) => toHtml(withCodeBreaks(root(element('p', [element('code', children)]))));

describe('code in a guide', () => {
  it('breaks long inline code before a dot that starts a name and after an opening bracket or comma, never inside a word', () => {
    expect(inlineCode(text('env.MY_DO.getByName(name, id).fetch(request)'))).toBe(
      '<p><code>env<wbr>.MY_DO<wbr>.getByName(<wbr>name, id)<wbr>.fetch(<wbr>request)</code></p>',
    );
  });

  it('breaks a package path after its slash and a generic type after its <, but not before a closing bracket or a number’s dot', () => {
    expect(inlineCode(text('import("@lumenize/testing")'))).toBe('<p><code>import(<wbr>"@lumenize/<wbr>testing")</code></p>');
    expect(inlineCode(text('Record<string, number[]> = {}; 1.5'))).toBe('<p><code>Record&#x3C;<wbr>string, number[]> = {}; 1.5</code></p>');
  });

  it('moves short code to the next line whole: it has no break', () => {
    expect(inlineCode(text('env.MY_DO.get(id)'))).toBe('<p><code>env.MY_DO.get(id)</code></p>');
  });

  it('breaks short code in a heading between its pieces: set large, it can outgrow a phone’s line', () => {
    expect(toHtml(withCodeBreaks(root(element('h2', [text('Testing with '), element('code', [text('Browser.context(origin)')])]))))).toBe(
      '<h2>Testing with <code>Browser<wbr>.context(<wbr>origin)</code></h2>',
    );
  });

  it('leaves a code block and its title alone: the block scrolls, its title keeps to one line', () => {
    const title = element('figcaption', [text('src/durable-objects/counter.ts')], { 'data-rehype-pretty-code-title': '' });
    const block = element('pre', [element('code', [text('const counter = env.COUNTER.getByName(name);')])]);
    expect(toHtml(withCodeBreaks(root(element('figure', [title, block]))))).toBe(
      '<figure><figcaption data-rehype-pretty-code-title="">src/durable-objects/counter.ts</figcaption>' +
        '<pre><code>const counter = env.COUNTER.getByName(name);</code></pre></figure>',
    );
  });

  it('finds the breaks of highlighted code across its tokens, a break at a token’s edge included', () => {
    const tokens = ['routeDORequest', '(', 'request', ',', ' env', '.', 'MY_DO', ')'].map((token) => element('span', [text(token)]));
    expect(inlineCode(...tokens)).toBe(
      '<p><code><span>routeDORequest</span><span>(</span><span><wbr>request</span><span>,</span><span> env</span><span><wbr>.</span><span>MY_DO</span><span>)</span></code></p>',
    );
    const plain = root(element('p', [text('a.b/c')]));
    expect(withCodeBreaks(plain)).toBe(plain);
  });
});

describe('a name that stands alone (a sidebar label, a card title)', () => {
  it('breaks where code breaks, and inside the name at its camelCase seams and after _ or -', () => {
    expect(nameParts('getDONamespaceFromPathSegment()')).toEqual(['get', 'DO', 'Namespace', 'From', 'Path', 'Segment()']);
    expect(nameParts('@lumenize/testing')).toEqual(['@lumenize/', 'testing']);
    expect(nameParts('env.MY_DO')).toEqual(['env', '.MY_', 'DO']);
    expect(nameParts('Quick Start')).toEqual(['Quick Start']);
  });
});
