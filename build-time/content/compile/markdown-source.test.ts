import { describe, expect, it } from 'vitest';
import { readMarkdownSource } from './markdown-source';

describe('a document source read as the compile reads it', () => {
  it('gives the front matter and every fence, inside JSX and lists too, with the lines each spans', () => {
    const text = [
      '---',
      'title: A',
      '---',
      '<Tabs>',
      '<Tab label="npm">',
      '',
      '```bash title="Terminal"',
      '$ npm install x',
      '```',
      '',
      '</Tab>',
      '</Tabs>',
      '',
      '1. Step:',
      '   ```ts {2}',
      '   const a = 1;',
      '   ```',
    ].join('\n');
    const source = readMarkdownSource(text, 'content/docs/a.mdx');
    expect(source.frontMatter).toEqual({ yaml: 'title: A', start: 1, end: 3 });
    expect(source.fences).toEqual([
      { lang: 'bash', meta: 'title="Terminal"', code: '$ npm install x', start: 7, end: 9 },
      { lang: 'ts', meta: '{2}', code: 'const a = 1;', start: 15, end: 17 },
    ]);
  });

  it('names the file and the line of a syntax mistake', () => {
    expect(() => readMarkdownSource('Text\n\n<Tab>\n</Tabs>\n', 'content/docs/b.mdx')).toThrow(/^content\/docs\/b\.mdx:4: Unexpected closing tag/);
  });
});
