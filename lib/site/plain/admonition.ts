import type { Element, ElementContent } from 'hast';
import { ADMONITION_LABELS, admonitionKind } from '@/lib/core/admonitions';

/**
 * A callout outside the page (feeds, Markdown, search): a quote opened by its kind and title in
 * bold, `Tip: Start from the test`, so it still reads as a callout without the site's styles.
 */
export function plainAdmonition(element: Element): ElementContent[] {
  const label = ADMONITION_LABELS[admonitionKind(element.properties.type)];
  const title = typeof element.properties.title === 'string' ? element.properties.title : undefined;
  const heading = title && title !== label ? `${label}: ${title}` : label;
  return [
    {
      type: 'element',
      tagName: 'blockquote',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: heading }] }],
        },
        ...element.children,
      ],
    },
  ];
}
