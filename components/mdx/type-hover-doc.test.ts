import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { TypeHoverDoc } from './type-hover-doc';

it('shows the declaration’s own documentation for a name the API reference has no page for', () => {
  const own = createElement('span', { className: 'twoslash-popup-docs' }, 'Checks a call before it runs.');
  const html = renderToStaticMarkup(createElement(TypeHoverDoc, { symbol: 'content/api/no-reference/index.d.ts#guard' }, own));
  expect(html).toBe('<span class="twoslash-popup-docs">Checks a call before it runs.</span>');
  expect(html).not.toContain('API reference');
});
