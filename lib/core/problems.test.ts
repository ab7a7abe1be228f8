import { describe, expect, it } from 'vitest';
import { formatProblems } from './problems';

describe('the report of the content’s problems', () => {
  it('groups the problems by file, each file’s mistakes by line and then its warnings, and counts problems and files apart from warnings', () => {
    const report = formatProblems([
      { file: 'content/docs/b.mdx', line: 9, message: 'Second.' },
      { file: 'content/docs/a.mdx', line: 3, message: 'Two lines,\nthe second indented.' },
      { file: 'content/docs/b.mdx', line: 4, message: 'An anchor.', warning: true },
      { file: 'content/docs/b.mdx', line: 2, message: 'First.' },
      { file: 'content/docs/c.mdx', line: 4, message: 'An anchor.', warning: true },
    ]);
    expect(report).toBe(
      [
        'content/docs/a.mdx:3: Two lines,',
        '    the second indented.',
        '',
        'content/docs/b.mdx:2: First.',
        'content/docs/b.mdx:9: Second.',
        'warning: content/docs/b.mdx:4: An anchor.',
        '',
        'warning: content/docs/c.mdx:4: An anchor.',
        '3 problems in 2 files; 2 warnings in 2 files.',
      ].join('\n'),
    );
  });
});
