import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { unified, type Plugin, type Processor } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { ADMONITION_KINDS } from '@/lib/core/admonitions';
import { headingsOf, readTree } from '@/lib/core/compiled-tree';
import { compileDocument } from './compile';
import { storedFindings } from './findings';

/** Stands in for components/mdx/admonition.tsx, so the markup shows exactly what the compile passed. */
function Admonition({ type, title, children }: { type?: string; title?: string; children: ReactNode }) {
  return createElement('aside', { 'data-type': type, 'data-title': title }, children);
}

/** The compiled tree, or the writer's mistakes the compile found, thrown as the content step reports them. */
async function compile(source: string) {
  const stored = String(await compileDocument(unified()).process(source));
  const { problems } = storedFindings(stored);
  if (problems.length > 0) throw new Error(problems.map((problem) => `${problem.line}: ${problem.message}`).join('\n'));
  return readTree(stored);
}

/** What the compile found in a document: its links and the writer's mistakes, with their lines. */
const findings = async (source: string) => storedFindings(String(await compileDocument(unified()).process(source)));

/** Compiles MDX with the site's one compile and renders the tree to HTML as the page does. */
async function render(source: string): Promise<string> {
  const components = { Admonition } as unknown as Partial<Components>;
  return renderToStaticMarkup(toJsxRuntime(await compile(source), { Fragment, jsx, jsxs, components }));
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
    for (const type of ADMONITION_KINDS) {
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
    const html = await render('```ts\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\nconst b = 3;\n```');
    expect(html).not.toContain('[!code');
    expect(html).toMatch(/<pre[^>]*class="[^"]*has-diff/);
    expect(html).toMatch(/<span[^>]*class="[^"]*diff remove[^"]*"[^>]*data-line=""/);
    expect(html).toMatch(/<span[^>]*class="[^"]*diff add[^"]*"[^>]*data-line=""/);
    expect(textOf(html)).toContain('const a = 1;');
  });

  it('the notation may close a line that is itself a comment; the comment stays', async () => {
    const html = await render('```js\n// keep this comment // [!code ++]\nconst a = 1;\n```');
    expect(textOf(html)).toBe('// keep this comment\nconst a = 1;');
    expect(html).toMatch(/class="[^"]*diff add[^"]*"/);
  });

  it('no line keeps the space that stood before a removed notation', async () => {
    const html = await render('```ts\nconst a = 2; // [!code ++]\n```');
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

describe('MDX as content', () => {
  it('our components keep their name and literal attributes; lower-case JSX stays HTML', async () => {
    const html = await render('<Admonition type="tip" title="Hi">\n\nBody\n\n</Admonition>\n\n<details>\n<summary>More</summary>\n\nText\n\n</details>');
    expect(html).toContain('<aside data-type="tip" data-title="Hi"><p>Body</p></aside>');
    expect(html).toMatch(/<details><summary>More<\/summary>\s*<p>Text<\/p>\s*<\/details>/);
  });

  it('comments vanish and the truncate marker becomes an empty marker element between the blocks', async () => {
    const tree = await compile('Before {/* a note */} after.\n\n{/* truncate */}\n\nRest.');
    expect(JSON.stringify(tree)).not.toContain('a note');
    const elements = tree.children.filter((node) => node.type === 'element');
    expect(elements.map((node) => node.tagName)).toEqual(['p', 'Truncate', 'p']);
    expect(elements[1].children).toEqual([]);
  });

  it.each([
    ['inside a paragraph', 'Intro {/* truncate */} text.', 1],
    ['in a list', '- one\n\n  {/* truncate */}\n\n- two', 3],
    ['in a component', '<Admonition type="note">\n\n{/* truncate */}\n\n</Admonition>', 3],
  ])('a truncate marker %s is a mistake at its line, since it would end no excerpt', async (_where, source, line) => {
    const { problems } = await findings(source);
    expect(problems).toEqual([{ line, message: expect.stringMatching(/^\{\/\* truncate \*\/\}: put the marker on a line of its own between two paragraphs/) }]);
  });

  it('a second truncate marker is a mistake at its line; the excerpt ends at the first', async () => {
    const { problems } = await findings('One.\n\n{/* truncate */}\n\nTwo.\n\n{/* truncate */}\n\nThree.');
    expect(problems).toEqual([{ line: 7, message: '{/* truncate */}: a second marker; the excerpt ends at the first, so remove this one.' }]);
  });

  it.each([
    ['an expression', 'Total: {1 + 1}', /\{1 \+ 1\}: expressions are not supported in content/],
    ['an import', "import { X } from './x';\n\nText", /import and export are not supported/],
    ['an unknown component', '<Callout>Hi</Callout>', /Unknown component <Callout>; the components are <Admonition>/],
    ['an attribute expression', '<Tabs groupId={id}>\n</Tabs>', /<Tabs> attribute groupId: only literal values/],
  ])('%s is a problem reported at its line', async (_what, source, message) => {
    const { problems } = await findings(`\n\n${source}`);
    expect(problems).toEqual([{ line: 3, message: expect.stringMatching(message) }]);
  });

  it('a misspelled component or admonition names the one meant', async () => {
    const { problems } = await findings('<Admonitoin type="tip">Hi</Admonitoin>\n\n:::tipp\nBody\n:::\n');
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: 1, message: 'Unknown component <Admonitoin>; did you mean <Admonition>?' },
        { line: 3, message: 'Unknown admonition type ":::tipp"; did you mean ":::tip"?' },
      ]),
    );
    expect(problems).toHaveLength(2);
  });

  it('a tag left open is reported at the line it opens, in the writer’s words', async () => {
    const source = '---\ntitle: T\n---\n\nIntro.\n\n<Admonition type="tip">\n\nText.\n\nMore text.\n';
    expect((await findings(source)).problems).toEqual([
      { line: 7, message: '<Admonition> is never closed: end it with </Admonition>, or write <Admonition … /> when it holds nothing.' },
    ]);
  });

  it('a closing tag that does not match is reported at its line, naming the tag open there', async () => {
    expect((await findings('Text.\n\n<div>\n\nx\n\n</span>\n')).problems).toEqual([
      { line: 7, message: '</span> does not match the tag open here, <div> (line 3): close that one first, with </div>.' },
    ]);
  });

  it('any other MDX that does not parse is the parser’s message at its line, without its own place', async () => {
    expect((await findings('Text.\n\nA <!-- comment --> here.\n')).problems).toEqual([
      { line: 3, message: expect.stringMatching(/^This MDX does not parse: Unexpected character `!` .*\{\/\* text \*\/\}/) },
    ]);
  });

  it('every unknown component of a document is reported, not only the first', async () => {
    const { problems } = await findings('<Card>One</Card>\n\nText.\n\n<Steps>Two</Steps>\n');
    expect(problems.map(({ line, message }) => [line, message.split(';')[0]])).toEqual([
      [1, 'Unknown component <Card>'],
      [5, 'Unknown component <Steps>'],
    ]);
  });
});

describe('a fault of the compile’s own code', () => {
  it('is kept as the document’s one problem, saying whose fault it is, with its stack, rather than thrown to contentlayer', async () => {
    const crash: Plugin = () => () => {
      throw new Error('a plugin that throws');
    };
    // contentlayer hands the compile a processor of its own, with its plugins on it: this one's throws.
    const failing = unified().use(crash) as unknown as Processor;
    const { problems } = storedFindings(String(await compileDocument(failing).process('Text.\n')));
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(
      /^The site's compile failed on this document: a fault of the site's code, not of the document\.\nError: a plugin that throws\n\s+at /,
    );
  });
});

describe('diagrams', () => {
  it('a diagram mermaid cannot parse is a problem at the fence’s line plus mermaid’s, with mermaid’s message', async () => {
    const { problems } = await findings('Text.\n\n```mermaid\nsequenceDiagram\n  A->>B: call\n  B->>A result\n```\n');
    expect(problems).toEqual([
      {
        line: 6,
        message: expect.stringContaining('Line 3 of the diagram (the ```mermaid fence at line 3) does not parse. mermaid says:\nParse error on line 3'),
      },
    ]);
  });

  it('a diagram that parses is no problem, in a type that sanitizes its labels while it parses', async () => {
    const { problems } = await findings('```mermaid\nclassDiagram\n  class Worker {\n    +fetch()\n  }\n```\n');
    expect(problems).toEqual([]);
  });
});

describe('links', () => {
  it('each link and image comes with its line, for the content step to check', async () => {
    const { links } = await findings('[a](/docs/a)\n\n![b](/img/b.svg)\n\n<a href="#c">c</a>\n');
    expect(links).toEqual([
      { url: '/docs/a', line: 1, image: false },
      { url: '/img/b.svg', line: 3, image: true },
      { url: '#c', line: 5, image: false },
    ]);
  });
});

describe('headings of the compiled tree', () => {
  it('come with the ids the page has, without the anchor link, repeated headings numbered', async () => {
    const tree = await compile('## Set *up*\n\n### Step\n\n### Step\n\n```md\n## not a heading\n```');
    expect(headingsOf(tree)).toEqual([
      { level: 2, text: 'Set up', id: 'set-up' },
      { level: 3, text: 'Step', id: 'step' },
      { level: 3, text: 'Step', id: 'step-1' },
    ]);
  });

  it('include headings inside components', async () => {
    const tree = await compile(':::tip\n\n## Inside\n\n:::');
    expect(headingsOf(tree)).toEqual([{ level: 2, text: 'Inside', id: 'inside' }]);
  });
});

describe('links of an archived version’s document', () => {
  /** Compiles MDX as contentlayer hands over the file at `sourceFilePath` of the content folder. */
  const findingsAt = async (source: string, sourceFilePath: string) =>
    storedFindings(String(await compileDocument(unified()).process(new VFile({ value: source, data: { rawDocumentData: { sourceFilePath } } }))));
  const source = 'See [the quick start](/docs/rpc/quick-start#setup), [the docs](/docs), [the blog](/blog) and [a sibling](./other).\n';

  it('lead into that version’s docs, at their lines, keeping what the writer wrote', async () => {
    const { links } = await findingsAt(`\n${source}`, 'versions/1.0.0/docs/rpc/guide.mdx');
    expect(links).toEqual([
      { url: '/docs/1.0.0/rpc/quick-start#setup', written: '/docs/rpc/quick-start#setup', line: 2, image: false },
      { url: '/docs/1.0.0', written: '/docs', line: 2, image: false },
      { url: '/blog', line: 2, image: false },
      { url: './other', line: 2, image: false },
    ]);
  });

  it('of the latest stay as they are written', async () => {
    const { links } = await findingsAt(source, 'docs/rpc/guide.mdx');
    expect(links.map((link) => link.url)).toEqual(['/docs/rpc/quick-start#setup', '/docs', '/blog', './other']);
  });
});
