import type { Blockquote, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { Parent } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ADMONITION_KINDS, GITHUB_ALERTS, isAdmonitionKind, type AdmonitionKind } from '@/lib/core/admonitions';
import { editDistance, nearest } from '@/lib/core/nearest';

type AlertMarker = keyof typeof GITHUB_ALERTS;

// As on GitHub, the marker stands alone on the quote's first line.
const ALERT_MARKER = new RegExp(`^\\[!(${Object.keys(GITHUB_ALERTS).join('|')})\\][ \\t]*(?:\\r?\\n|$)`, 'i');

/** GitHub's own title for an alert: `IMPORTANT` → `Important`. */
const alertTitle = (marker: AlertMarker) => `${marker[0]}${marker.slice(1).toLowerCase()}`;

function admonition(type: AdmonitionKind, title: string | undefined, children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children };
}

/** `:::tip[Title]` … `:::` → `<Admonition type="tip" title="Title">`. */
function fromContainer(node: ContainerDirective, file: VFile): MdxJsxFlowElement {
  const type = isAdmonitionKind(node.name) ? node.name : 'note';
  if (type !== node.name) {
    const near = nearest(node.name, ADMONITION_KINDS, editDistance);
    file.message(`Unknown admonition type ":::${node.name}"; ${near ? `did you mean ":::${near}"?` : `use one of ${ADMONITION_KINDS.join(', ')}.`}`, node);
  }
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = hasLabel ? toString(first).trim() : (node.attributes?.title ?? undefined);
  return admonition(type, title || undefined, hasLabel ? rest : node.children);
}

/** `> [!WARNING]` … → `<Admonition type="warning" title="Warning">`, or undefined for a plain quote. */
function fromGithubAlert(node: Blockquote): MdxJsxFlowElement | undefined {
  const paragraph = node.children[0];
  if (paragraph?.type !== 'paragraph') return undefined;
  const text = paragraph.children[0];
  if (text?.type !== 'text') return undefined;
  const match = ALERT_MARKER.exec(text.value);
  if (!match) return undefined;
  const marker = match[1].toUpperCase() as AlertMarker;
  text.value = text.value.slice(match[0].length);
  const phrasing: PhrasingContent[] = paragraph.children.filter((child) => !(child.type === 'text' && child.value === ''));
  const rest = node.children.slice(1);
  const children = phrasing.length > 0 ? [{ ...paragraph, children: phrasing } satisfies Paragraph, ...rest] : rest;
  return admonition(GITHUB_ALERTS[marker], alertTitle(marker), children);
}

/**
 * remark-directive also reads `:name` inside text and `::name` on a line of its own; we use only
 * `:::` containers, so those go back to the text they were written as (`10:30`, `key:value`).
 */
function asWritten(node: TextDirective | LeafDirective, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (typeof file.value === 'string' && start !== undefined && end !== undefined) return file.value.slice(start, end);
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return `${colons}${node.name}${label}${attributes ? `{${attributes}}` : ''}`;
}

/** What a node becomes, or undefined to leave it as it is. */
function replacementFor(node: Root | RootContent, file: VFile): RootContent | undefined {
  switch (node.type) {
    case 'containerDirective':
      return fromContainer(node, file);
    case 'blockquote':
      return fromGithubAlert(node);
    case 'textDirective': {
      const text: Text = { type: 'text', value: asWritten(node, file) };
      return text;
    }
    case 'leafDirective': {
      const paragraph: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: asWritten(node, file) }] };
      return paragraph;
    }
    default:
      return undefined;
  }
}

/**
 * Both admonition syntaxes writers know, turned into our `<Admonition>`:
 * Docusaurus containers (`:::note[Title]`, parsed by remark-directive, which must run first)
 * and GitHub alerts (`> [!NOTE]`, IMPORTANT → info, CAUTION → danger).
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent?: Parent) => {
      if (!parent || index === undefined) return;
      const replacement = replacementFor(node, file);
      if (!replacement) return;
      parent.children.splice(index, 1, replacement);
      // Visit the new node's children (nested admonitions, stray directives) next.
      return index;
    });
  };
}
