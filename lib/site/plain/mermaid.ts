import type { Element, ElementContent } from 'hast';

/** A diagram outside the page (feeds, Markdown, search): its mermaid source as a code block. */
export function plainMermaid(element: Element): ElementContent[] {
  const chart = String(element.properties.chart ?? '');
  return [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: { className: ['language-mermaid'] }, children: [{ type: 'text', value: chart }] }],
    },
  ];
}
