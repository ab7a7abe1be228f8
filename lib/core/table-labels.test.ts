import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { withTableLabels } from './table-labels';

const el = (tagName: string, ...children: Element['children']): Element => ({ type: 'element', tagName, properties: {}, children });
const text = (value: string) => ({ type: 'text' as const, value });

describe('withTableLabels', () => {
  it('labels each body cell with the heading of its column', () => {
    const table = el(
      'table',
      el('thead', el('tr', el('th', text('Name')), el('th', el('em', text('Released'))))),
      el('tbody', el('tr', el('td', text('rpc')), el('td', text('yes')))),
    );
    expect(toHtml(withTableLabels({ type: 'root', children: [table] }))).toBe(
      '<table><thead><tr><th>Name</th><th><em>Released</em></th></tr></thead><tbody><tr><td data-label="Name">rpc</td><td data-label="Released">yes</td></tr></tbody></table>',
    );
  });

  it('leaves a table without a header row as it is', () => {
    const table = el('table', el('tbody', el('tr', el('td', text('a')))));
    expect(withTableLabels(table)).toBe(table);
  });
});
