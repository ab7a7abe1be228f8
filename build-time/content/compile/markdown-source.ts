import type { Code, Root, Yaml } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * A document's source as the compile reads it (the same remark syntax as compile.ts), for the tools
 * that look at what the writer wrote rather than at the page: its front matter and its fenced code,
 * each with the lines it spans, fences inside JSX and lists included.
 */
interface SourceFence {
  lang: string;
  /** The rest of the opening line: `title="src/index.ts" {3,5-7}`. */
  meta: string;
  code: string;
  /** The lines of the opening and the closing marker, 1-based. */
  start: number;
  end: number;
}

export interface MarkdownSource {
  frontMatter?: { yaml: string; start: number; end: number };
  fences: SourceFence[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

export function readMarkdownSource(text: string, file: string): MarkdownSource {
  let tree: Root;
  try {
    tree = parser.parse(text);
  } catch (error) {
    // A VFileMessage: its place is a point, or a position whose start is one.
    const place = (error as { place?: { line?: number; start?: { line: number } } }).place;
    const line = place?.start?.line ?? place?.line;
    throw new Error(`${file}${line ? `:${line}` : ''}: ${(error as Error).message}`);
  }
  const fences: SourceFence[] = [];
  let frontMatter: MarkdownSource['frontMatter'];
  visit(tree, ['code', 'yaml'], (node) => {
    const { start, end } = (node as Code | Yaml).position!;
    if (node.type === 'yaml') frontMatter = { yaml: (node as Yaml).value, start: start.line, end: end.line };
    else fences.push({ lang: (node as Code).lang ?? '', meta: (node as Code).meta ?? '', code: (node as Code).value, start: start.line, end: end.line });
  });
  return { frontMatter, fences };
}
