import type { Element, ElementContent, Root } from 'hast';
import type { ApiBlock, ApiItemView, ApiParam, Prose, TypePart } from '@/lib/core/api';
import { plainAdmonition } from './admonition';

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

const optional = (row: ApiParam) => [txt(row.optional ? 'optional' : 'required'), ...(row.default !== null ? [txt(', default '), ...prose(row.default)] : [])];

/** A type on a line of its own when the formatter broke it, else inline. */
const typeBlock = (parts: TypePart[]) =>
  typeText(parts).includes('\n')
    ? el('pre', [el('code', [txt(typeText(parts))], { className: ['language-ts'] })])
    : el('p', [el('code', [txt(typeText(parts))])]);

function table(rows: ApiParam[]): Element {
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
    case 'fields':
      // Each under its heading, as on the page, so that search leads to it.
      return item.rows.flatMap((row) => [
        el('h3', [txt(row.name)], { id: row.id }),
        ...(typeText(row.type).includes('\n')
          ? [el('p', optional(row)), typeBlock(row.type)]
          : [el('p', [el('code', [txt(typeText(row.type))]), txt(' — '), ...optional(row)])]),
        ...(row.description.length > 0 ? [el('p', prose(row.description))] : []),
      ]);
    case 'members':
      return item.members.flatMap((member) => [
        el('h3', [txt(member.name)], { id: member.id }),
        el('pre', [el('code', [txt(typeText(member.signature))], { className: ['language-ts'] })]),
        ...(member.description.length > 0 ? [el('p', prose(member.description))] : []),
        ...(member.inheritedFrom
          ? [el('p', [txt('Inherited from '), el('a', [el('code', [txt(member.inheritedFrom.name)])], { href: member.inheritedFrom.url }), txt('.')])]
          : []),
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
    case 'heading':
      return [el('h3', [txt(item.text)], { id: item.id })];
    case 'callout':
      return plainAdmonition(el('Admonition', [el('p', prose(item.parts))], { type: item.kind, title: item.title }));
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
