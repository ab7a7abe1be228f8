import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';

const isElement = (node: ElementContent | RootContent, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

const rowsOf = (section: Element | undefined) => section?.children.filter((row) => isElement(row, 'tr')) ?? [];

/** Each body cell of a table with a header row, labelled with its column's heading (`data-label`). */
function labelled(table: Element): Element {
  const head = table.children.find((child) => isElement(child, 'thead'));
  const headings = rowsOf(head as Element | undefined)[0]
    ?.children.filter((cell) => isElement(cell, 'th'))
    .map((cell) => toString(cell).trim());
  if (!headings?.length) return table;
  const children = table.children.map((section) => {
    if (!isElement(section, 'tbody')) return section;
    const rows = section.children.map((row) => {
      if (!isElement(row, 'tr')) return row;
      let column = 0;
      const cells = row.children.map((cell) =>
        isElement(cell, 'td') ? { ...cell, properties: { ...cell.properties, dataLabel: headings[column++] ?? '' } } : cell,
      );
      return { ...row, children: cells };
    });
    return { ...section, children: rows };
  });
  return { ...table, children };
}

/**
 * The tree with each table's cells labelled by their column's heading, for the page alone: on a
 * phone a table stacks its rows, each cell under its label (components/mdx/mdx-content.module.css),
 * rather than scroll sideways. Only the nodes on the way to a table are copied.
 */
export function withTableLabels<T extends Root | RootContent>(node: T): T {
  if (node.type !== 'root' && node.type !== 'element') return node;
  if (node.type === 'element' && node.tagName === 'table') return labelled(node) as T;
  const children = node.children.map((child) => withTableLabels(child));
  return children.some((child, i) => child !== node.children[i]) ? ({ ...node, children } as T) : node;
}
