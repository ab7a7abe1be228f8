import { describe, expect, it } from 'vitest';
import { attribute, elementsOf, hasAttribute, locationOf, textOf } from './html';

describe('elementsOf', () => {
  it('lists every element in document order, a template’s content included', () => {
    const html = '<!doctype html><html><head><script id="a">x()</script></head><body><template><p id="b"></p></template><i id="c"></i></body></html>';
    const ids = elementsOf(html)
      .map((element) => attribute(element, 'id'))
      .filter(Boolean);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('gives a script its text and an element the offsets it was found at', () => {
    const html = '<!doctype html><html><head><script async src="/x.js"></script><script>go(1)</script></head></html>';
    const [external, inline] = elementsOf(html, { locations: true }).filter((element) => element.tagName === 'script');
    expect(hasAttribute(external, 'async')).toBe(true);
    expect(textOf(inline)).toBe('go(1)');
    const where = locationOf(inline, 'page.html');
    expect(html.slice(where.startOffset, where.endOffset)).toBe('<script>go(1)</script>');
  });

  it('names the page when a position is asked of a tree parsed without them', () => {
    const [html] = elementsOf('<p>x</p>');
    expect(() => locationOf(html, 'docs/x.html')).toThrow('docs/x.html: the parser gave no position for <html>');
  });
});
