import type { Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Parent } from 'unist';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { MDX_COMPONENT_NAMES, TRUNCATE_ELEMENT } from '@/lib/core/elements';
import { editDistance, nearest } from '@/lib/core/nearest';

/** The one expression a document may hold besides comments: where a post's excerpt ends. */
const TRUNCATE_MARKER = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
const COMMENT = /^\s*\/\*[\s\S]*\*\/\s*$/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** HTML elements that stand for a block even where MDX parses them inside a paragraph. */
const BLOCK_TAGS = new Set(['summary', 'details', 'div', 'figure', 'figcaption', 'section', 'aside', 'picture', 'video']);

/** The literal attributes of a JSX element; an `{expression}` value has no meaning without running code. */
function literalProperties(element: JsxElement, file: VFile): Record<string, string | boolean> {
  const properties: Record<string, string | boolean> = {};
  for (const attribute of element.attributes) {
    const name = attribute.type === 'mdxJsxAttribute' ? attribute.name : '{…}';
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value === 'object')) {
      file.message(`<${element.name}> attribute ${name}: only literal values ("text") are supported, not {expressions}.`, element);
      continue;
    }
    const { value } = attribute as MdxJsxAttribute;
    properties[name] = value === null || value === undefined ? true : (value as string);
  }
  return properties;
}

/** What a JSX element becomes: an HTML element of the same name, or one of our components by name. */
function asElement(element: JsxElement, file: VFile): void {
  const name = element.name;
  if (!name) {
    file.message('Fragments (<>…</>) are not supported; write the content without them.', element);
    element.data = { hName: 'div' };
    return;
  }
  if (/^[a-z]/.test(name)) {
    element.data = { hName: name, hProperties: literalProperties(element, file) };
    return;
  }
  if (!(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) {
    const near = nearest(name, MDX_COMPONENT_NAMES, editDistance);
    const hint = near ? `did you mean <${near}>?` : `the components are ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}.`;
    file.message(`Unknown component <${name}>; ${hint}`, element);
    element.data = { hName: 'div' };
    return;
  }
  element.data = { hName: name, hProperties: literalProperties(element, file) };
}

/**
 * MDX as content, not as a program: documents are compiled to a tree that every output (the page,
 * excerpts, feeds, Markdown, search) reads, so nothing in them may need JavaScript to mean
 * something. JSX elements become elements of that tree (our components keep their name), the
 * `{/* truncate *\/}` marker becomes a `Truncate` element, other comments go, and imports, exports
 * or expressions fail the build with the file and the place.
 *
 * The marker ends the excerpt only as a block of the document itself, once: anywhere else (in a
 * paragraph, a list, a component) or a second time it would silently end nothing, so it is a mistake.
 */
export function remarkJsx() {
  return (tree: Root, file: VFile) => {
    let marked = false;
    visit(tree, (node, index, parent?: Parent) => {
      if (!parent || index === undefined) return;
      const siblings = parent.children as RootContent[];
      switch (node.type) {
        case 'mdxjsEsm':
          file.message('import and export are not supported in content; components are available by name.', node);
          siblings.splice(index, 1);
          return [SKIP, index];
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          if (TRUNCATE_MARKER.test(node.value)) {
            const block = node.type === 'mdxFlowExpression' && parent === tree;
            if (block && !marked) {
              marked = true;
              const marker: Paragraph = { type: 'paragraph', children: [], data: { hName: TRUNCATE_ELEMENT } };
              siblings.splice(index, 1, marker);
              return SKIP;
            }
            file.message(
              block
                ? '{/* truncate */}: a second marker; the excerpt ends at the first, so remove this one.'
                : '{/* truncate */}: put the marker on a line of its own between two paragraphs of the post, outside any list, quote or component.',
              node,
            );
            siblings.splice(index, 1);
            return [SKIP, index];
          }
          if (!COMMENT.test(node.value)) file.message(`{${node.value.trim()}}: expressions are not supported in content.`, node);
          siblings.splice(index, 1);
          return [SKIP, index];
        }
        case 'paragraph': {
          // `<summary>Title</summary>` on its own line parses as a paragraph holding one inline element.
          const [only] = node.children;
          if (node.children.length === 1 && only.type === 'mdxJsxTextElement' && BLOCK_TAGS.has(only.name ?? '')) {
            asElement(only, file);
            siblings.splice(index, 1, only as unknown as RootContent);
          }
          return undefined;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          asElement(node, file);
          return undefined;
        default:
          return undefined;
      }
    });
  };
}
