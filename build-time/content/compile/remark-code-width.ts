import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CODE_COLUMNS } from '@/lib/core/code-columns';

/** Lines twoslash reads and leaves out of the block (`// @errors: 2339`, `// ---cut---`). */
const TWOSLASH_DIRECTIVE = /^\s*\/\/\s*(@\w+|-{3}cut)/;
/** A highlighter notation, removed from the line it ends (`// [!code ++]`). */
const NOTATION = /\s*\/\/\s*\[!code [^\]]*\]\s*$/;
/** CSS's default tab stop, which the code blocks keep. */
const TAB_SIZE = 8;

/** The columns a line takes as the block shows it: each character one column, a tab to the next stop. */
export function columnsOf(line: string): number {
  let columns = 0;
  for (const character of line.replace(NOTATION, '')) columns = character === '\t' ? (Math.floor(columns / TAB_SIZE) + 1) * TAB_SIZE : columns + 1;
  return columns;
}

/**
 * Every code fence fits the code block's width: a line wider than CODE_COLUMNS is a mistake at its
 * line of the file, each one, so no example scrolls sideways on a laptop's screen. Reported, not
 * thrown: a throw would reach contentlayer as a failure of its own and hide the document's other
 * mistakes. Diagrams (```mermaid) are drawn, not shown as text.
 */
export function remarkCodeWidth() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid' || !node.position) return;
      const opening = node.position.start.line;
      node.value.split('\n').forEach((text, index) => {
        const columns = TWOSLASH_DIRECTIVE.test(text) ? 0 : columnsOf(text);
        if (columns <= CODE_COLUMNS) return;
        file.message(
          `This line of code is ${columns} columns wide; a code block shows ${CODE_COLUMNS} without scrolling. Break it to ${CODE_COLUMNS} columns at most.`,
          { line: opening + 1 + index, column: CODE_COLUMNS + 1 },
        );
      });
    });
  };
}
