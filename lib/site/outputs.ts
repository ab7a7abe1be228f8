import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { plainElement } from '@/lib/site/plain/elements';
import { intrinsicSize } from '@/lib/site/image-size';
import { isSitePath } from '@/lib/core/paths';
import type { CompiledTree } from '@/lib/core/compiled-tree';
import { isHeadingAnchor } from '@/lib/core/heading-anchor';
import { contentTree } from './page-content';
import type { SitePage } from '@/lib/core/page';

/**
 * The outputs of a compiled document that are not the page: plain HTML (feeds), Markdown (the
 * `.md` twins and llms-full.txt) and the search index. All start from `plainTree`, where every
 * component has been replaced by its plain HTML meaning (lib/site/plain/elements.ts).
 */

export interface PlainOptions {
  /** Maps a root-relative URL (`/img/x.svg`, `/docs/y`) to the one the output should carry. */
  resolveUrl: (path: string) => string;
}

function plainChildren(nodes: RootContent[], options: PlainOptions): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'doctype' || isHeadingAnchor(node)) return [];
    if (node.type !== 'element') return [node as ElementContent];
    const replacement = plainElement(node);
    if (replacement) return plainChildren(replacement, options);
    return [plainOwn(node, options)];
  });
}

function plainOwn(element: Element, options: PlainOptions): Element {
  const properties = { ...element.properties };
  delete properties.tabIndex;
  // Read before the image's URL is rewritten.
  if (element.tagName === 'img') Object.assign(properties, intrinsicSize(properties));
  for (const key of ['href', 'src'] as const) {
    const value = properties[key];
    if (typeof value === 'string' && isSitePath(value)) properties[key] = options.resolveUrl(value);
  }
  return { ...element, properties, children: plainChildren(element.children, options) };
}

/** The document with every component in its plain HTML form and site URLs resolved. */
export function plainTree(tree: CompiledTree, options: PlainOptions): Root {
  return { type: 'root', children: plainChildren(tree.children, options) };
}

/** What a page says, in that plain form: the Markdown twin, the search index and the feeds start here. */
export function plainContent(page: SitePage, options: PlainOptions): Root | undefined {
  const tree = contentTree(page);
  return tree && plainTree(tree, options);
}

export function plainHtml(tree: Root): string {
  return toHtml(tree);
}

/** Markdown for people and tools that read text: GFM tables, fenced code with its language. */
export function plainMarkdown(tree: Root): string {
  return toMarkdown(toMdast(tree), { bullet: '-', fences: true, rule: '-', extensions: [gfmToMarkdown()] }).trim();
}
