import type { Element, ElementContent, Root } from 'hast';
import { apiItemSections, proseParts, type ApiItem, type ApiParam } from '@/lib/core/api';

/**
 * An API page outside the page (the Markdown twin, llms-full.txt, the search index): the same
 * sections, ids and facts as the page, as plain HTML. Backticks in the prose become `<code>`.
 */

const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const txt = (value: string): ElementContent => ({ type: 'text', value });

function prose(text: string): ElementContent[] {
  return proseParts(text).map((part) => (part.code ? el('code', [txt(part.text)]) : txt(part.text)));
}

const code = (text: string, language?: string) => el('pre', [el('code', [txt(text)], language ? { className: [`language-${language}`] } : {})]);

function table(rows: ApiParam[]): Element {
  const cell = (tag: 'th' | 'td', children: ElementContent[]) => el(tag, children);
  const optional = (row: ApiParam) => [
    txt(row.optional ? 'optional' : 'required'),
    ...(row.default !== null ? [txt(', default '), el('code', [txt(row.default)])] : []),
  ];
  return el('table', [
    el('thead', [
      el(
        'tr',
        ['Name', 'Type', 'Optional / default', 'Meaning'].map((name) => cell('th', [txt(name)])),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el('tr', [
          cell('td', [el('code', [txt(row.name)])]),
          cell('td', [el('code', [txt(row.type)])]),
          cell('td', optional(row)),
          cell('td', prose(row.description)),
        ]),
      ),
    ),
  ]);
}

export function plainApiItem(item: ApiItem, guides: { label: string; href: string }[]): Root {
  const sections: Record<string, ElementContent[]> = {
    signature: [code(item.signature, 'ts')],
    parameters: [table(item.params)],
    fields: [table(item.fields)],
    members: item.members.flatMap((member) => [el('h3', [txt(member.name)]), code(member.signature, 'ts'), el('p', prose(member.description))]),
    returns: item.returns ? [el('p', [el('code', [txt(item.returns.type)]), txt(' — '), ...prose(item.returns.description)])] : [],
    throws: [
      el(
        'ul',
        item.throws.map((text) => el('li', prose(text))),
      ),
    ],
    notes: [
      el(
        'ul',
        item.notes.map((text) => el('li', prose(text))),
      ),
    ],
    'exported-from': [el('p', [txt('Import it from '), el('code', [txt(item.packageName)]), txt(` (declared in ${item.declaredIn}).`)])],
    'see-it-in-use': [
      el(
        'ul',
        guides.map((guide) => el('li', [el('a', [txt(guide.label)], { href: guide.href })])),
      ),
    ],
  };
  return {
    type: 'root',
    children: [el('p', prose(item.summary)), ...apiItemSections(item).flatMap(({ id, text }) => [el('h2', [txt(text)], { id }), ...sections[id]])],
  };
}

export function plainApiIndex(
  groups: { group: string; segment: string; items: { name: string; url: string; summary: string }[] }[],
  packageName: string,
): Root {
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
