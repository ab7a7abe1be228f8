import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MarkdownPage } from '../../site/markdown-pages';
import { searchKind, searchSection } from '../../site/search/section';

export interface DevRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

const INLINE = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.type === 'html' ? '' : node.value;
  if (!('children' in node)) return '';
  const children: Nodes[] = node.children;
  // Inline runs join as written; blocks, cells and list items are separate words.
  return children.map((child) => textOf(child)).join(children.every((child) => INLINE.has(child.type)) ? '' : '\n');
}

/** Markdown as the words a reader sees: blocks and table cells apart, no syntax. */
export function markdownText(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  return textOf(tree).replace(/\n{2,}/g, '\n').trim();
}

/**
 * `npm run dev` has no export to index, so the live preview's search indexes the content itself:
 * the same pages, titles, sections and Docs/Blog filter as the built site, from each page's
 * Markdown twin (lib/site/markdown-pages.ts).
 */
export function devRecords(pages: MarkdownPage[]): DevRecord[] {
  return pages.map((page) => ({
    url: page.url,
    content: markdownText(page.markdown),
    language: 'en',
    meta: { title: page.title, section: searchSection(page.url) },
    filters: { kind: [searchKind(page.url)] },
  }));
}
