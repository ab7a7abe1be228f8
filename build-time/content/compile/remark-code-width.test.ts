import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { CODE_COLUMNS } from '@/lib/core/code-columns';
import { compileDocument } from './compile';
import { columnsOf } from './remark-code-width';

const compile = (source: string) => compileDocument(unified()).process(new VFile({ value: source, path: 'docs/page.mdx' }));
const fence = (lines: string[], info = 'js') => ['Some text.', '', '```' + info, ...lines, '```', ''].join('\n');
const line = (columns: number) => `x(${'a'.repeat(columns - 3)})`;

describe('code fences are held to the code block’s width', () => {
  it(`accepts a line of ${CODE_COLUMNS} columns`, async () => {
    await expect(compile(fence([line(CODE_COLUMNS)]))).resolves.toBeDefined();
  });

  it('fails on a wider line, naming each wide line of the file and its width', async () => {
    const source = fence(['short();', line(CODE_COLUMNS + 1), 'short();', line(CODE_COLUMNS + 9)]);
    // The fence opens on line 3: its code starts on line 4.
    await expect(compile(source)).rejects.toThrow(
      `Code wider than ${CODE_COLUMNS} columns, which a code block shows without scrolling: line 5 (${CODE_COLUMNS + 1} columns), line 7 (${CODE_COLUMNS + 9} columns).`,
    );
    await expect(compile(source)).rejects.toMatchObject({ file: 'docs/page.mdx', line: 5, column: CODE_COLUMNS + 1 });
  });

  it('measures a line as the block shows it: without its highlighter notation, and without twoslash’s directives', async () => {
    const marked = `${line(CODE_COLUMNS)} // [!code ++]`;
    expect(columnsOf(marked)).toBe(CODE_COLUMNS);
    await expect(compile(fence([marked, `// @errors: ${'2339 '.repeat(30)}`], 'ts notwoslash'))).resolves.toBeDefined();
  });

  it('counts a tab to the next tab stop, as the block shows it', () => {
    expect(columnsOf('\tx')).toBe(9);
    expect(columnsOf('abc\tx')).toBe(9);
  });

  it('leaves diagrams alone', async () => {
    await expect(compile(fence([`graph LR; A[${'a'.repeat(CODE_COLUMNS)}] --> B`], 'mermaid'))).resolves.toBeDefined();
  });
});
