import type { Element, ElementContent } from 'hast';

/** Tabs outside the page (feeds, Markdown, search): every tab, one after another, under its label. */
export function plainTabs(element: Element): ElementContent[] {
  return element.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
}

export function plainTab(element: Element): ElementContent[] {
  const label = String(element.properties.label ?? element.properties.value ?? '');
  const heading: ElementContent = {
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: label }] }],
  };
  return [heading, ...element.children];
}
