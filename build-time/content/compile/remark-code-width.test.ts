import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { CODE_COLUMNS } from '@/lib/core/code-columns';
import { compileDocument } from './compile';
import { storedFindings } from './findings';
import { columnsOf } from './remark-code-width';

const compile = (source: string) => compileDocument(unified()).process(new VFile({ value: source, path: 'docs/page.mdx' }));
/** The writer's mistakes the compile found in `source`, each at its line. */
const problems = async (source: string) => storedFindings(String(await compile(source))).problems;
const fence = (lines: string[], info = 'js') => ['Some text.', '', '```' + info, ...lines, '```', ''].join('\n');
const line = (columns: number) => `x(${'a'.repeat(columns - 3)})`;

describe('code fences are held to the code block’s width', () => {
  it(`accepts a line of ${CODE_COLUMNS} columns`, async () => {
    expect(await problems(fence([line(CODE_COLUMNS)]))).toEqual([]);
  });

  it('names each wider line at its line of the file, with its width', async () => {
    const source = fence(['short();', line(CODE_COLUMNS + 1), 'short();', line(CODE_COLUMNS + 9)]);
    // The fence opens on line 3: its code starts on line 4.
    expect(await problems(source)).toEqual([
      {
        line: 5,
        message: `This line of code is ${CODE_COLUMNS + 1} columns wide; a code block shows ${CODE_COLUMNS} without scrolling. Break it to ${CODE_COLUMNS} columns at most.`,
      },
      {
        line: 7,
        message: `This line of code is ${CODE_COLUMNS + 9} columns wide; a code block shows ${CODE_COLUMNS} without scrolling. Break it to ${CODE_COLUMNS} columns at most.`,
      },
    ]);
  });

  it('measures a line as the block shows it: without its highlighter notation, and without twoslash’s directives', async () => {
    const marked = `${line(CODE_COLUMNS)} // [!code ++]`;
    expect(columnsOf(marked)).toBe(CODE_COLUMNS);
    expect(await problems(fence([marked, `// @errors: ${'2339 '.repeat(30)}`], 'ts notwoslash'))).toEqual([]);
  });

  it('counts a tab to the next tab stop, as the block shows it', () => {
    expect(columnsOf('\tx')).toBe(9);
    expect(columnsOf('abc\tx')).toBe(9);
  });

  it('leaves diagrams alone', async () => {
    expect(await problems(fence([`graph LR; A[${'a'.repeat(CODE_COLUMNS)}] --> B`], 'mermaid'))).toEqual([]);
  });
});
