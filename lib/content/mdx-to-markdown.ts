/**
 * Clean Markdown from a page's MDX (issue 8, readers who use AI tools): front matter, imports and
 * MDX comments gone, our components written out as Markdown, code notation resolved as the copy
 * button resolves it, site links made absolute.
 */
import type { BlockContent, Blockquote, Code, DefinitionContent, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { asPasted } from './mdx/code-notation';

const CALLOUT_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Warning' };

function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const found = node.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const strong = (text: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text }] }] });

/** A callout as a blockquote opened by its kind and title: `> **Tip: Start from the test**`. */
function callout(kind: string, title: string | undefined, children: (BlockContent | DefinitionContent)[]): Blockquote {
  const label = CALLOUT_LABELS[kind.toLowerCase()] ?? kind;
  return { type: 'blockquote', children: [strong(title ? `${label}: ${title}` : label), ...children] };
}

/** The mdast of our MDX components, written as plain Markdown. */
function rewrite(tree: Root, resolveUrl: (path: string) => string) {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    const replace = (nodes: RootContent[]) => {
      (parent.children as RootContent[]).splice(index, 1, ...nodes);
      return [SKIP, index] as [typeof SKIP, number];
    };
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return replace([]);
      case 'containerDirective': {
        // :::tip[Title] — the label paragraph is marked `directiveLabel`.
        const [first, ...rest] = node.children;
        const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const title = labelled ? first.children.map((child) => ('value' in child ? child.value : '')).join('') : undefined;
        return replace([callout(node.name, title, (labelled ? rest : node.children) as BlockContent[])]);
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as MdxJsxFlowElement;
        if (element.name === 'Admonition') {
          return replace([callout(attribute(element, 'type') ?? 'note', attribute(element, 'title'), element.children as BlockContent[])]);
        }
        if (element.name === 'Tab') {
          const label = attribute(element, 'label') ?? attribute(element, 'value') ?? '';
          return replace([strong(label), ...(element.children as RootContent[])]);
        }
        // Tabs and any other wrapper: their content, as it reads.
        return replace(element.children as RootContent[]);
      }
      case 'code': {
        const code = node as Code;
        const title = /title="([^"]+)"/.exec(code.meta ?? '')?.[1];
        // As the copy button gives it: notation resolved, shell prompts left out.
        const shell = ['bash', 'sh', 'shell', 'console'].includes(code.lang ?? '');
        code.value = asPasted(code.value.split('\n'))
          .map((line) => (shell ? line.replace(/^\$ /, '') : line))
          .join('\n');
        code.meta = null;
        if (title) {
          (parent.children as RootContent[]).splice(index, 0, { type: 'paragraph', children: [{ type: 'inlineCode', value: title }] });
          return [SKIP, index + 2] as [typeof SKIP, number];
        }
        return undefined;
      }
      case 'link':
      case 'image':
      case 'definition':
        if (node.url.startsWith('/') && !node.url.startsWith('//')) node.url = resolveUrl(node.url);
        return undefined;
      default:
        return undefined;
    }
  });
}

export function mdxToMarkdown(source: string, { title, resolveUrl }: { title?: string; resolveUrl: (path: string) => string }): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(() => (tree: Root) => rewrite(tree, resolveUrl))
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });
  const body = String(processor.processSync(source.replace(/^---\n[\s\S]*?\n---\n/, ''))).trim();
  return `${title ? `# ${title}\n\n` : ''}${body}\n`;
}
