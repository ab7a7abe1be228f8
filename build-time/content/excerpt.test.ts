import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '@/build-time/content/compile/compile';
import { readTree } from '@/lib/core/compiled-tree';
import { excerptText, hasTruncateMarker } from './excerpt';

const compile = async (source: string) => readTree(String(await compileDocument(unified()).process(source)));
const excerpt = async (source: string) => excerptText(await compile(source));

describe('a post’s excerpt, as the blog list’s summary', () => {
  it('is the text before the truncate marker, or the whole post without one', async () => {
    const marked = await compile('First paragraph.\n\nSecond paragraph.\n\n{/* truncate */}\n\nPast the marker.\n');
    expect(hasTruncateMarker(marked)).toBe(true);
    expect(excerptText(marked)).toBe('First paragraph. Second paragraph.');
    const whole = await compile('First paragraph.\n\nThe last one.\n');
    expect(hasTruncateMarker(whole)).toBe(false);
    expect(excerptText(whole)).toBe('First paragraph. The last one.');
  });

  it('keeps the words of links, inline code and emphasis, with the whitespace collapsed', async () => {
    expect(await excerpt('Read *the* [guide](/docs/x)   on\n`routeDORequest`, **now**.\n\n{/* truncate */}\n')).toBe('Read the guide on routeDORequest, now.');
  });

  it('reads list items and quotes as the prose they are', async () => {
    expect(await excerpt('Two things:\n\n- one\n- two, with `code`\n\n> A quote.\n\n{/* truncate */}\n')).toBe('Two things: one two, with code A quote.');
  });

  it('leaves out headings and their anchors, so a post that opens with one starts with its first sentence', async () => {
    const text = await excerpt('## Kenton Varda\n\nI started tinkering.\n\n### More\n\nAnd went on.\n\n{/* truncate */}\n');
    expect(text).toBe('I started tinkering. And went on.');
  });

  it('leaves out images and their alt text, alone or inside a paragraph', async () => {
    expect(await excerpt('![A cartoon of five kids](/img/logo.svg)\n\nRemember the game? ![a kid](/img/logo.svg) Everyone sat.\n\n{/* truncate */}\n')).toBe(
      'Remember the game? Everyone sat.',
    );
  });

  it('leaves out code blocks, diagrams, tables, callouts, tabs and details', async () => {
    const source = [
      'Before the code.',
      '```ts title="src/index.ts"\nconst hidden = 1;\n```',
      '```mermaid\ngraph TD\n  Hidden --> Diagram\n```',
      '| Hidden | Table |\n| --- | --- |\n| a | b |',
      ':::tip[Hidden title]\nHidden callout.\n:::',
      '<Tabs>\n<Tab label="Hidden tab">\n\nHidden tab text.\n\n</Tab>\n</Tabs>',
      '<details>\n<summary>Hidden summary</summary>\n\nHidden details.\n\n</details>',
      'After the code.',
      '{/* truncate */}',
    ].join('\n\n');
    const text = await excerpt(source);
    expect(text).toBe('Before the code. After the code.');
    expect(text).not.toMatch(/hidden/i);
  });

  it('leaves out footnote numbers, and a post without a marker keeps its footnotes out too', async () => {
    expect(await excerpt('A claim.[^1] Then more.\n\n[^1]: The source.\n')).toBe('A claim. Then more.');
  });
});
