import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { checkDiagram } from './mermaid-parser';

/**
 * Turns ```mermaid fences into `<Mermaid chart="…" />` before code highlighting sees them, once
 * mermaid's own parser has read each: a diagram that does not parse is the writer's mistake,
 * reported at its line of the file (the fence's line plus mermaid's), never drawn as mermaid's
 * error graphic in a reader's browser.
 */
export function remarkMermaid() {
  return async (tree: Root, file: VFile) => {
    const fences: Code[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      fences.push(node);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [{ type: 'mdxJsxAttribute', name: 'chart', value: node.value }],
        children: [],
        position: node.position,
      };
      parent.children.splice(index, 1, element);
    });
    for (const fence of fences) {
      const error = await checkDiagram(fence.value);
      if (!error) continue;
      const fenceLine = fence.position?.start.line;
      const line = fenceLine !== undefined && error.line !== undefined ? fenceLine + error.line : fenceLine;
      const where = error.line === undefined ? 'The diagram' : `Line ${error.line} of the diagram`;
      file.message(`${where} (the \`\`\`mermaid fence at line ${fenceLine ?? '?'}) does not parse. mermaid says:\n${error.message}`, {
        line: line ?? 1,
        column: 1,
      });
    }
  };
}
