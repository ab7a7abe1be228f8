import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { isHeadingAnchor } from './heading-anchor';

/** A document after the one compile (build-time/content/compile/compile.ts): a hast tree, stored by contentlayer. */
export type CompiledTree = Root;

/**
 * How a tree is stored: JSON in which an element is `[shape, ...children]` and a text node is its
 * string; `shapes` lists each distinct tag name with its properties (and data) once per document.
 * Highlighted code is most of a document, and mostly spans that differ only in their colours: a
 * token takes about 12 bytes here against 130 as plain hast JSON. contentlayer keeps every
 * document in memory while it writes them, so at a thousand docs this is what keeps its build
 * within memory (3.2 GB → 1.3 GB). Any other kind of node is kept as it is.
 */
export interface StoredTree {
  shapes: [tagName: string, properties: Element['properties'], data?: Element['data']][];
  children: StoredNode[];
}
/** An element: its shape's index, then its children. */
interface StoredElement extends Array<number | StoredNode> {
  0: number;
}
type StoredNode = string | StoredElement | RootContent;

/** A tree in the stored form, as an object: for a tree kept inside other JSON (the page model). */
export function packTree(tree: CompiledTree): StoredTree {
  const shapes: StoredTree['shapes'] = [];
  const shapeIds = new Map<string, number>();
  const shapeOf = (element: Element) => {
    const shape: StoredTree['shapes'][number] =
      element.data === undefined ? [element.tagName, element.properties] : [element.tagName, element.properties, element.data];
    const key = JSON.stringify(shape);
    let id = shapeIds.get(key);
    if (id === undefined) {
      id = shapes.push(shape) - 1;
      shapeIds.set(key, id);
    }
    return id;
  };
  const store = (node: RootContent): StoredNode => {
    if (node.type === 'text' && node.data === undefined) return node.value;
    if (node.type === 'element' && node.content === undefined) {
      return [shapeOf(node), ...node.children.map(store)];
    }
    return node;
  };
  return { shapes, children: tree.children.map(store) };
}

export function unpackTree({ shapes, children }: StoredTree): CompiledTree {
  const read = (node: StoredNode): RootContent => {
    if (typeof node === 'string') return { type: 'text', value: node };
    if (!Array.isArray(node)) return node;
    const [tagName, properties, data] = shapes[node[0]];
    const children = (node.slice(1) as StoredNode[]).map(read) as ElementContent[];
    return data === undefined
      ? { type: 'element', tagName, properties: { ...properties }, children }
      : { type: 'element', tagName, properties: { ...properties }, data, children };
  };
  return { type: 'root', children: children.map(read) };
}

export function readTree(json: string): CompiledTree {
  return unpackTree(JSON.parse(json) as StoredTree);
}

export interface Heading {
  level: number;
  text: string;
  id: string;
}

/** Which headings a page's table of contents lists. */
export interface TocRange {
  min: number;
  max: number;
  hidden: boolean;
}

/** The headings a page's table of contents lists: those in its range, none when it is hidden. */
export function tableOfContents({ headings, toc }: { headings: Heading[]; toc: TocRange }): Heading[] {
  return toc.hidden ? [] : headings.filter((heading) => heading.level >= toc.min && heading.level <= toc.max);
}

const HEADING = /^h([1-6])$/;

/**
 * Every heading of the compiled document, in order, with the id the page really gives it and its
 * text without the `#` anchor link: the table of contents and the search index read these.
 */
export function headingsOf(tree: CompiledTree): Heading[] {
  const headings: Heading[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const level = HEADING.exec(node.tagName);
      if (level && typeof node.properties.id === 'string') {
        const text = toString({ ...node, children: node.children.filter((child) => !isHeadingAnchor(child)) } as Element).trim();
        headings.push({ level: Number(level[1]), text, id: node.properties.id });
      } else {
        walk(node.children);
      }
    }
  };
  walk(tree.children);
  return headings;
}
