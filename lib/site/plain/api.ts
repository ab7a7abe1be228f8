import type { Element, ElementContent, Root } from 'hast';
import type { ApiBlock, ApiItemView, ApiParam, Prose, TypePart } from '@/lib/core/api';

/**
 * An API page outside the page (the Markdown twin, llms-full.txt, the search index): the blocks of
 * the same description the page renders (lib/core/api.ts `apiItemView`), as plain HTML.
 */

const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const txt = (value: string): ElementContent => ({ type: 'text', value });

function prose(parts: Prose): ElementContent[] {
  return parts.map((part) => {
    const content = part.code ? el('code', [txt(part.text)]) : txt(part.text);
    return part.url ? el('a', [content], { href: part.url }) : content;
  });
}

/** Printed code stays one text: Markdown has no links inside a code block. */
const typeText = (parts: TypePart[]) => parts.map((part) => part.text).join('');

function table(rows: ApiParam[]): Element {
  const optional = (row: ApiParam) => [
    txt(row.optional ? 'optional' : 'required'),
    ...(row.default !== null ? [txt(', default '), el('code', [txt(row.default)])] : []),
  ];
  return el('table', [
    el('thead', [
      el(
        'tr',
        ['Name', 'Type', 'Optional / default', 'Meaning'].map((name) => el('th', [txt(name)])),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el('tr', [
          el('td', [el('code', [txt(row.name)])]),
          el('td', [el('code', [txt(typeText(row.type))])]),
          el('td', optional(row)),
          el('td', prose(row.description)),
        ]),
      ),
    ),
  ]);
}

function block(item: ApiBlock): ElementContent[] {
  switch (item.type) {
    case 'paragraph':
      return [el('p', prose(item.parts))];
    case 'deprecated':
      return [el('p', [el('strong', [txt('Deprecated.')]), txt(' '), ...prose(item.parts)])];
    case 'history':
      return item.entries.map((entry) => el('p', [el('em', prose(entry))]));
    case 'code':
      return [el('pre', [el('code', [txt(typeText(item.parts))], { className: [`language-${item.language}`] })])];
    case 'params':
      return [table(item.rows)];
    case 'members':
      return item.members.flatMap((member) => [
        el('h3', [txt(member.name)]),
        el('pre', [el('code', [txt(typeText(member.signature))], { className: ['language-ts'] })]),
        ...(member.description.length > 0 ? [el('p', prose(member.description))] : []),
      ]);
    case 'typed':
      return [el('p', [el('code', [txt(typeText(item.parts))]), txt(' — '), ...prose(item.description)])];
    case 'list':
      return [
        el(
          'ul',
          item.items.map((parts) => el('li', prose(parts))),
        ),
      ];
    case 'links':
      return [
        el(
          'ul',
          item.links.map((link) => el('li', [el('a', [txt(link.label)], { href: link.href })])),
        ),
      ];
  }
}

export function plainApiItem(view: ApiItemView): Root {
  return {
    type: 'root',
    children: [...view.lead.flatMap(block), ...view.sections.flatMap(({ id, text, blocks }) => [el('h2', [txt(text)], { id }), ...blocks.flatMap(block)])],
  };
}

export function plainApiIndex(groups: { group: string; segment: string; items: { name: string; url: string; summary: Prose }[] }[], packageName: string): Root {
  return {
    type: 'root',
    children: [
      el('p', [txt('Everything '), el('code', [txt(packageName)]), txt(' exports, grouped by kind.')]),
      ...groups.flatMap(({ group, segment, items }) => [
        el('h2', [txt(group)], { id: segment }),
        el(
          'ul',
          items.map((item) => el('li', [el('a', [el('code', [txt(item.name)])], { href: item.url }), txt(': '), ...prose(item.summary)])),
        ),
      ]),
    ],
  };
}
