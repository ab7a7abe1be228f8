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
 * Every code fence fits the code block's width: a line wider than CODE_COLUMNS fails the build,
 * naming the file and the line, so no example scrolls sideways on a laptop's screen. Diagrams
 * (```mermaid) are drawn, not shown as text.
 */
export function remarkCodeWidth() {
  return (tree: Root, file: VFile) => {
    const wide: { line: number; column: number; columns: number }[] = [];
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid' || !node.position) return;
      const { line: opening, column: indent } = node.position.start;
      node.value.split('\n').forEach((text, index) => {
        const columns = TWOSLASH_DIRECTIVE.test(text) ? 0 : columnsOf(text);
        if (columns > CODE_COLUMNS) wide.push({ line: opening + 1 + index, column: indent + CODE_COLUMNS, columns });
      });
    });
    if (wide.length === 0) return;
    const lines = wide.map(({ line, columns }) => `line ${line} (${columns} columns)`).join(', ');
    const [first] = wide;
    file.fail(`Code wider than ${CODE_COLUMNS} columns, which a code block shows without scrolling: ${lines}. Break each to ${CODE_COLUMNS} columns at most.`, {
      start: { line: first.line, column: first.column },
      end: { line: first.line, column: first.column + first.columns - CODE_COLUMNS },
    });
  };
}
