import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '@/build-time/content/compile/compile';
import { readTree } from '@/lib/core/compiled-tree';
import { plainHtml, plainMarkdown, plainTree } from './outputs';

const compile = async (source: string) => readTree(String(await compileDocument(unified()).process(source)));
const plain = async (source: string) => plainTree(await compile(source), { resolveUrl: (path) => `https://lumenize.com${path}` });
const markdown = async (source: string) => plainMarkdown(await plain(source));
const html = async (source: string) => plainHtml(await plain(source));

describe('Markdown from the compiled document', () => {
  it('drops front matter, MDX comments and the truncate marker', async () => {
    expect(await markdown('---\ntitle: X\n---\n\nIntro.\n\n{/* truncate */}\n\nMore {/* aside */} text.\n')).toBe('Intro.\n\nMore text.');
  });

  it('writes admonitions in every syntax as a quote opened by their kind and title', async () => {
    expect(await markdown('<Admonition type="tip" title="Start here">\n\nDo this.\n\n</Admonition>\n')).toBe('> **Tip: Start here**\n>\n> Do this.');
    expect(await markdown(':::warning[Careful]\nMind the gap.\n:::\n')).toBe('> **Warning: Careful**\n>\n> Mind the gap.');
    expect(await markdown('> [!NOTE]\n> Plain.\n')).toBe('> **Note**\n>\n> Plain.');
  });

  it('writes each tab under its label', async () => {
    const md = await markdown(
      '<Tabs groupId="pm">\n<Tab label="npm">\n\n```bash\n$ npm install x\n```\n\n</Tab>\n<Tab label="pnpm">\n\n```bash\n$ pnpm add x\n```\n\n</Tab>\n</Tabs>\n',
    );
    expect(md).toBe('**npm**\n\n```bash\nnpm install x\n```\n\n**pnpm**\n\n```bash\npnpm add x\n```');
  });

  it('gives code as the copy button does (diff resolved, no prompts) with its title as a line before it', async () => {
    expect(await markdown('```ts title="src/a.ts" {2}\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\n```\n')).toBe(
      '`src/a.ts`\n\n```ts\nconst a = 2;\n```',
    );
  });

  it('makes site links absolute, leaves others alone, keeps tables and mermaid sources', async () => {
    const md = await markdown(
      '[Intro](/docs/introduction), [ext](https://example.com), [here](#x)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```mermaid\ngraph TD; A-->B\n```\n',
    );
    expect(md).toContain('[Intro](https://lumenize.com/docs/introduction), [ext](https://example.com), [here](#x)');
    expect(md).toContain('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(md).toContain('```mermaid\ngraph TD; A-->B\n```');
  });

  it('leaves out the heading anchors the page adds', async () => {
    expect(await markdown('## Set up\n')).toBe('## Set up');
  });
});

describe('the type hovers of a guide’s examples', () => {
  // Compiled as contentlayer hands over a docs guide, whose TypeScript examples get hovers.
  const guide = async (source: string) => {
    const file = new VFile({ value: source, data: { rawDocumentData: { sourceFilePath: 'docs/guide.mdx' } } });
    return plainTree(readTree(String(await compileDocument(unified()).process(file))), { resolveUrl: (path) => `https://lumenize.com${path}` });
  };
  const source = '```ts title="src/a.ts"\n// @errors: 2339\nexport const answer: string = "42";\nanswer.size;\n```\n';

  it('are left out of the Markdown twin (and llms-full.txt), with the errors an example shows on purpose', async () => {
    expect(plainMarkdown(await guide(source))).toBe('`src/a.ts`\n\n```ts\nexport const answer: string = "42";\nanswer.size;\n```');
  });

  it('are left out of the HTML of feeds and search', async () => {
    const out = plainHtml(await guide(source));
    expect(out).toContain('answer');
    expect(out).not.toMatch(/const answer: string|TS2339|tooltip|tabindex|aria-describedby/);
  });
}, 60_000);

describe('HTML for feeds', () => {
  it('holds the whole post, with no trace of the truncate marker', async () => {
    expect(await html('Intro.\n\n{/* truncate */}\n\nMore.\n')).toMatch(/^<p>Intro\.<\/p>\s+<p>More\.<\/p>$/);
  });

  it('keeps code highlighted in the light theme as plain colours', async () => {
    const out = await html('```ts\nconst a = 1;\n```\n');
    expect(out).toContain('<pre><code class="language-ts"><span style="color:#c63543">const</span>');
    expect(out).not.toMatch(/--shiki|data-line|tabindex/i);
  });

  it('makes links and images absolute and gives site images their size', async () => {
    const out = await html('[Intro](/docs/introduction) ![Logo](/img/logo.svg)\n');
    expect(out).toContain('href="https://lumenize.com/docs/introduction"');
    expect(out).toMatch(/<img src="https:\/\/lumenize\.com\/img\/logo\.svg" alt="Logo" width="\d+" height="\d+">/);
  });
});
