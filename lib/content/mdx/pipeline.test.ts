import { evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypePlugins, remarkPlugins } from './pipeline';

/** Stands in for components/mdx/admonition.tsx, so the markup shows exactly what the plugin passed. */
function Admonition({ type, title, children }: { type?: string; title?: string; children: ReactNode }) {
  return createElement('aside', { 'data-type': type, 'data-title': title }, children);
}

/** Compiles MDX with the site's own plugins and renders it to HTML. */
async function render(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins, rehypePlugins });
  return renderToStaticMarkup(createElement(Content, { components: { Admonition } }));
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('Docusaurus admonitions', () => {
  it(':::note[Title] becomes an Admonition with that title and the body inside', async () => {
    const html = await render(':::note[Optional *title*]\n\nSome **body** text.\n\n:::');
    expect(html).toBe('<aside data-type="note" data-title="Optional title"><p>Some <strong>body</strong> text.</p></aside>');
  });

  it('every type is accepted; without a label the component picks its default title', async () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
      expect(await render(`:::${type}\nBody\n:::`)).toBe(`<aside data-type="${type}"><p>Body</p></aside>`);
    }
  });

  it('admonitions nest, and may hold code blocks and lists', async () => {
    const html = await render('::::tip[Outer]\n\n- a\n- b\n\n:::danger\nInner\n:::\n\n```ts\nconst a = 1;\n```\n\n::::');
    expect(html).toMatch(/^<aside data-type="tip" data-title="Outer"><ul>/);
    expect(html).toContain('<aside data-type="danger"><p>Inner</p></aside>');
    expect(html).toContain('data-rehype-pretty-code-figure');
  });

  it('an unknown type fails the build, naming it', async () => {
    await expect(render(':::details\nBody\n:::')).rejects.toThrow(/Unknown admonition type ":::details"/);
  });
});

describe('GitHub alerts', () => {
  const cases = [
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'info', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'danger', 'Caution'],
  ] as const;
  for (const [marker, type, title] of cases) {
    it(`> [!${marker}] becomes a ${type} admonition titled ${title}`, async () => {
      const html = await render(`> [!${marker}]\n> Mind the **gap**.\n>\n> Second paragraph.`);
      expect(html).toBe(`<aside data-type="${type}" data-title="${title}"><p>Mind the <strong>gap</strong>.</p><p>Second paragraph.</p></aside>`);
    });
  }

  it('a quote that only mentions a marker, or has text after it, stays a quote', async () => {
    expect(await render('> A quote about [!NOTE] markers.')).toBe('<blockquote>\n<p>A quote about [!NOTE] markers.</p>\n</blockquote>');
    expect(await render('> [!NOTE] with text after it')).toBe('<blockquote>\n<p>[!NOTE] with text after it</p>\n</blockquote>');
  });
});

describe('colons in ordinary text survive remark-directive', () => {
  it.each([
    'Meet at 10:30 or 14:45:10.',
    'See https://lumenize.com/docs and mailto:team@lumenize.com.',
    'A key:value pair, a ratio 16:9, and Note:this one.',
    'The `foo:bar` and :emoji: and :name[label]{attr="x"} forms.',
    'std::string and a::b::c.',
  ])('%s', async (line) => {
    expect(textOf(await render(line))).toBe(line.replace(/`/g, ''));
  });

  it('a line that starts with :: stays a paragraph', async () => {
    expect(await render('::leaf on its own line')).toBe('<p>::leaf on its own line</p>');
  });
});

describe('code blocks', () => {
  it('// [!code ++] and // [!code --] mark the lines and leave the notation out of the output', async () => {
    const html = await render("```ts\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\nconst b = 3;\n```");
    expect(html).not.toContain('[!code');
    expect(html).toMatch(/<pre[^>]*class="[^"]*has-diff/);
    expect(html).toMatch(/<span[^>]*class="[^"]*diff remove[^"]*"[^>]*data-line=""/);
    expect(html).toMatch(/<span[^>]*class="[^"]*diff add[^"]*"[^>]*data-line=""/);
    expect(textOf(html)).toContain('const a = 1;');
  });

  it('the notation may close a line that is itself a comment; the comment stays', async () => {
    const html = await render("```js\n// keep this comment // [!code ++]\nconst a = 1;\n```");
    expect(textOf(html)).toBe('// keep this comment\nconst a = 1;');
    expect(html).toMatch(/class="[^"]*diff add[^"]*"/);
  });

  it('no line keeps the space that stood before a removed notation', async () => {
    const html = await render("```ts\nconst a = 2; // [!code ++]\n```");
    expect(textOf(html)).toBe('const a = 2;');
  });

  it('token colours under WCAG AA in the stock themes are replaced in both modes', async () => {
    const html = await render('```ts\n// a comment\nconst a = 1;\n```');
    expect(html).toContain('--shiki-light:#646c76;--shiki-dark:#96a0aa'); // the comment
    expect(html).toContain('--shiki-light:#c63543;--shiki-dark:#f57a72'); // const
  });

  it('a `$ ` prompt in a shell block gets its own span; the command keeps its text', async () => {
    const html = await render('```bash\n$ npm install @lumenize/utils\nadded 1 package\n```');
    expect(html).toContain('<span data-prompt="" aria-hidden="true">$ </span>');
    expect(textOf(html)).toContain('$ npm install @lumenize/utils');
    expect(html.match(/data-prompt/g)).toHaveLength(1);
  });

  it('a `$ ` in another language is left alone', async () => {
    expect(await render('```ts\n$ = 1;\n```')).not.toContain('data-prompt');
  });

  it('showLineNumbers marks the code for the CSS line counter', async () => {
    expect(await render('```ts showLineNumbers\nconst a = 1;\n```')).toMatch(/<code[^>]*data-line-numbers=""/);
  });
});
