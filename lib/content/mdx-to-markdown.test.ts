import { describe, expect, it } from 'vitest';
import { mdxToMarkdown } from './mdx-to-markdown';

const render = (source: string) => mdxToMarkdown(source, { title: 'Page', resolveUrl: (path) => `https://lumenize.com${path}` });

describe('clean Markdown from MDX', () => {
  it('drops front matter, imports, exports and MDX comments, and opens with the title', () => {
    const md = render("---\ntitle: X\n---\nimport { A } from './a';\n\nexport const b = 1;\n\nIntro.\n\n{/* truncate */}\n\nMore.\n");
    expect(md).toBe('# Page\n\nIntro.\n\nMore.\n');
  });

  it('writes admonitions in both syntaxes as a labelled blockquote', () => {
    expect(render('<Admonition type="tip" title="Start here">\n\nDo this.\n\n</Admonition>\n')).toContain('> **Tip: Start here**\n>\n> Do this.');
    expect(render(':::warning[Careful]\nMind the gap.\n:::\n')).toContain('> **Warning: Careful**\n>\n> Mind the gap.');
    expect(render(':::note\nPlain.\n:::\n')).toContain('> **Note**\n>\n> Plain.');
  });

  it('writes each tab under its label', () => {
    const md = render('<Tabs groupId="pm">\n<Tab label="npm">\n\n```bash\n$ npm install x\n```\n\n</Tab>\n<Tab label="pnpm">\n\n```bash\n$ pnpm add x\n```\n\n</Tab>\n</Tabs>\n');
    expect(md).toContain('**npm**\n\n```bash\nnpm install x\n```');
    expect(md).toContain('**pnpm**\n\n```bash\npnpm add x\n```');
    expect(md).not.toMatch(/<\/?Tabs?|\$ /);
  });

  it('resolves diff notation to the code after the change and keeps a block title as a line before it', () => {
    const md = render('```ts title="src/a.ts" {2}\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\n```\n');
    expect(md).toContain('`src/a.ts`\n\n```ts\nconst a = 2;\n```');
    expect(md).not.toContain('[!code');
  });

  it('makes site links absolute and leaves others alone; keeps mermaid fences', () => {
    const md = render('[Intro](/docs/introduction), [ext](https://example.com), [here](#x)\n\n```mermaid\ngraph TD; A-->B\n```\n');
    expect(md).toContain('[Intro](https://lumenize.com/docs/introduction)');
    expect(md).toContain('[ext](https://example.com)');
    expect(md).toContain('[here](#x)');
    expect(md).toContain('```mermaid\ngraph TD; A-->B\n```');
  });
});
