import { describe, expect, it } from 'vitest';
import { formatProblems } from './problems';

describe('the report of the content’s problems', () => {
  it('lists each problem at its file and line, in order, and counts problems and files apart from warnings', () => {
    const report = formatProblems([
      { file: 'content/docs/b.mdx', line: 9, message: 'Second.' },
      { file: 'content/docs/a.mdx', line: 3, message: 'Two lines,\nthe second indented.' },
      { file: 'content/docs/b.mdx', line: 2, message: 'First.' },
      { file: 'content/docs/c.mdx', line: 4, message: 'An anchor.', warning: true },
    ]);
    expect(report).toBe(
      [
        'content/docs/a.mdx:3: Two lines,',
        '    the second indented.',
        'content/docs/b.mdx:2: First.',
        'content/docs/b.mdx:9: Second.',
        'warning: content/docs/c.mdx:4: An anchor.',
        '3 problems in 2 files; 1 warning in 1 file.',
      ].join('\n'),
    );
  });
});
