import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { TRUNCATE_ELEMENT } from './compile/elements';
import { isHeadingAnchor } from './compile/rehype-heading-anchors';

/** A document after the one compile (compile/compile.ts): a hast tree, stored as JSON by contentlayer. */
export type CompiledTree = Root;

export function readTree(json: string): CompiledTree {
  return JSON.parse(json) as CompiledTree;
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

const isTruncate = (node: RootContent) => node.type === 'element' && node.tagName === TRUNCATE_ELEMENT;

export function hasExcerptMarker(tree: CompiledTree): boolean {
  return tree.children.some(isTruncate);
}

/** A post's excerpt: everything before its `{/* truncate *\/}` marker, or the whole post without one. */
export function excerptOf(tree: CompiledTree): CompiledTree {
  const at = tree.children.findIndex(isTruncate);
  return at === -1 ? tree : { ...tree, children: tree.children.slice(0, at) };
}

/**
 * A tree shown inside a list (a post's excerpt on the blog pages): headings move down `shift`
 * levels under the list's own titles, and lose their ids and anchors, which belong to the post.
 */
export function forListing(tree: CompiledTree, shift: number): CompiledTree {
  const strip = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type !== 'element') return [node];
      if (isHeadingAnchor(node)) return [];
      const level = HEADING.exec(node.tagName);
      const properties = { ...node.properties };
      if (level) delete properties.id;
      const tagName = level ? `h${Math.min(6, Number(level[1]) + shift)}` : node.tagName;
      return [{ ...node, tagName, properties, children: strip(node.children) as Element['children'] }];
    });
  return { ...tree, children: strip(tree.children) };
}
