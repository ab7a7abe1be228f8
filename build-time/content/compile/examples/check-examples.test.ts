import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { readTree } from '@/lib/core/compiled-tree';
import { TWOSLASH_HOVER, TWOSLASH_NOTE, TWOSLASH_POPUP, TYPE_HOVER_DOC } from '@/lib/core/code-hovers';
import { runtimeOf } from './check-examples';
import { storedFindings } from '../findings';

// Compiled as guides of the fixture content, whose kit package has its declarations there
// (content/api/kit/index.d.ts); the content folder is read when the compile is first imported.
process.env.LUMENIZE_CONTENT_DIR = 'e2e/fixture/content';
const { compileDocument } = await import('../compile');

// The checks take a while the first time: TypeScript reads the Workers and DOM libraries once.
const SLOW_MS = 60_000;

/** Compiles MDX as the guide `docs/<name>` of the content folder (or of a version's tree, `versions/<version>/docs/<name>`), as contentlayer hands it over. */
async function compileGuide(source: string, name = 'guide.mdx', path?: string, tree = ''): Promise<Root> {
  const file = new VFile({ value: source, path, data: { rawDocumentData: { sourceFilePath: `${tree}docs/${name}` } } });
  const stored = String(await compileDocument(unified()).process(file));
  const { problems } = storedFindings(stored);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return readTree(stored);
}

const fence = (meta: string, ...lines: string[]) => ['```ts ' + meta, ...lines, '```'].join('\n');
const page = (...fences: string[]) => `---\ntitle: T\ndescription: D\n---\n\n${fences.join('\n\n')}\n`;

interface Hover {
  token: string;
  type: string;
  element: Element;
  popup: Element;
  /** The API reference's name of the token's declaration, which the page turns into a summary and a link. */
  symbol?: string;
  /** The documentation the compile wrote in, for a name the reference does not declare. */
  docs?: Element;
}

const hasClass = (element: Element, name: string) => (element.properties.className as string[] | undefined)?.includes(name) ?? false;
const childElements = (element: Element) => element.children.filter((child): child is Element => child.type === 'element');

function hoversOf(tree: Root): Hover[] {
  const hovers: Hover[] = [];
  visit(tree, 'element', (element) => {
    if (!hasClass(element, TWOSLASH_HOVER)) return;
    const popup = childElements(element).find((child) => child.properties[TWOSLASH_POPUP] !== undefined)!;
    const [type, ...rest] = childElements(popup);
    const doc = rest.find((child) => child.tagName === TYPE_HOVER_DOC);
    const token = element.children
      .filter((child) => child !== popup)
      .map((child) => toString(child))
      .join('');
    hovers.push({
      token,
      type: toString(type),
      element,
      popup,
      symbol: doc?.properties.symbol as string | undefined,
      docs: rest.find((child) => hasClass(child, 'twoslash-popup-docs')),
    });
  });
  return hovers;
}

describe('the type check of a guide’s TypeScript examples', () => {
  it(
    'fails the build on the fixture’s example with a type error, naming the page, the line and TypeScript’s message',
    async () => {
      const path = 'e2e/fixture/content/failing/type-error.mdx';
      const compiled = compileGuide(readFileSync(path, 'utf8'), 'type-error.mdx', path);
      await expect(compiled).rejects.toThrow(`${path}:12:34 - error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.`);
      await expect(compiled).rejects.toThrow('// @errors: 2345');
    },
    SLOW_MS,
  );

  it('accepts an error the fence marks with // @errors, and shows its message after its line', async () => {
    const tree = await compileGuide(page(fence('title="src/a.ts"', '// @errors: 2339', 'const text: string = "a";', 'text.size;')));
    const notes: string[] = [];
    visit(tree, 'element', (element) => {
      if (element.properties[TWOSLASH_NOTE] !== undefined) notes.push(toString(element));
    });
    expect(notes).toEqual(["error TS2339: Property 'size' does not exist on type 'string'."]);
    expect(toString(tree)).not.toContain('@errors');
  });

  it('checks Worker code against the Workers types, without the DOM', async () => {
    const worker = page(fence('title="src/index.ts"', 'export const title = document.title;'));
    await expect(compileGuide(worker)).rejects.toThrow(/guide\.mdx:7:\d+ - error TS2584: Cannot find name 'document'/);
    const socket = page(fence('title="src/index.ts"', 'const [client] = Object.values(new WebSocketPair());', 'client.onmessage = () => {};'));
    await expect(compileGuide(socket)).rejects.toThrow(/guide\.mdx:8:\d+ - error TS2339: Property 'onmessage' does not exist on type 'WebSocket'/);
  });

  it('checks browser code against the DOM, chosen by a title naming the browser or by runtime="browser"', async () => {
    const code = ['const ws = new WebSocket("wss://example.com");', 'ws.onmessage = () => {};', 'export const title = document.title;'];
    await expect(compileGuide(page(fence('title="src/browser.ts"', ...code)))).resolves.toBeDefined();
    await expect(compileGuide(page(fence('title="src/client.ts" runtime="browser"', ...code)))).resolves.toBeDefined();
    expect(() => runtimeOf('title="src/a.ts" runtime="deno"')).toThrow('runtime="deno" is not a runtime');
  });

  it('resolves the @lumenize packages from the API declarations, and the Workers modules the guides import', async () => {
    const source = page(
      fence(
        'title="src/index.ts"',
        "import { DurableObject } from 'cloudflare:workers';",
        "import { makeWidget, type Widget } from '@lumenize/kit';",
        'export interface Env { WIDGETS: DurableObjectNamespace }',
        'export class Widgets extends DurableObject<Env> {',
        "  widget(): Widget { return makeWidget('w1'); }",
        '}',
        'export default {',
        '  async fetch(request, env) {',
        "    return env.WIDGETS.get(env.WIDGETS.idFromName('a')).fetch(request);",
        '  },',
        '} satisfies ExportedHandler<Env>;',
      ),
    );
    await expect(compileGuide(source)).resolves.toBeDefined();
    const misused = page(fence('title="src/index.ts"', "import { makeWidget } from '@lumenize/kit';", 'makeWidget(1);'));
    await expect(compileGuide(misused)).rejects.toThrow(/error TS2345/);
  });

  it('lets a fence import another fence of its page by its title, shown before or after it', async () => {
    const source = page(
      fence('title="test/answer.test.ts"', "import { answer } from '../src/index';", 'export const doubled: number = answer * 2;'),
      fence('title="src/index.ts"', 'export const answer = 42;'),
      fence('title="test/text.test.ts"', "import { answer } from '../src/index';", 'export const text: string = answer;'),
    );
    await expect(compileGuide(source)).rejects.toThrow(/guide\.mdx:17:14 - error TS2322: Type 'number' is not assignable to type 'string'/);
  });

  it('never lets a page see another page’s files', async () => {
    await compileGuide(page(fence('title="src/index.ts"', 'export const answer = 42;')), 'one.mdx');
    const other = page(fence('title="test/a.test.ts"', "import { answer } from '../src/index';", 'export const a = answer;'));
    await expect(compileGuide(other, 'two.mdx')).rejects.toThrow(/error TS2307: Cannot find module '\.\.\/src\/index'/);
  });

  it('makes the first appearance of each name on a page a token described by its type, one tab stop a block', async () => {
    const tree = await compileGuide(
      page(
        fence('title="src/a.ts"', 'export const answer = 42;', 'export const twice = answer * 2;', 'export const thrice = answer * 3;'),
        fence('title="src/b.ts"', "import { answer } from './a';", 'export const half = answer / 2;', 'const twice = "2";'),
      ),
    );
    expect(hoversOf(tree).map(({ token, type }) => [token, type])).toEqual([
      ['answer', 'const answer: 42'],
      ['twice', 'const twice: number'],
      ['thrice', 'const thrice: number'],
      ['half', 'const half: number'],
    ]);
    // Tab reaches each block's first; the arrow keys the others (lib/browser/type-hovers.ts).
    expect(hoversOf(tree).map(({ element }) => element.properties.tabIndex)).toEqual([0, -1, -1, 0]);
    const ids = hoversOf(tree).map(({ popup }) => popup.properties.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { element, popup } of hoversOf(tree)) {
      expect(element.tagName).toBe('span');
      // Described by its popup, which is inside it: a pointer moving onto the popup stays on the hover.
      expect(element.properties.ariaDescribedBy).toEqual([popup.properties.id]);
    }
  });

  it('shows a type in the code’s colours, light and dark', async () => {
    const tree = await compileGuide(page(fence('title="src/a.ts"', 'export const answer: Record<string, number> = {};')));
    const [{ popup }] = hoversOf(tree);
    const [type] = childElements(popup);
    expect(toString(type)).toBe('const answer: Record<string, number>');
    const styles = childElements(type).map((token) => String(token.properties.style));
    expect(styles.length).toBeGreaterThan(2);
    for (const style of styles) expect(style).toMatch(/^--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+$/i);
  });

  it('names, in the popup of a name the API reference declares, its declaration, for the page to give its summary and link', async () => {
    const tree = await compileGuide(
      page(
        fence(
          'title="src/a.ts"',
          "import { makeWidget, type WidgetId } from '@lumenize/kit';",
          "const id: WidgetId = 'w1';",
          "export const widget = makeWidget(id, { label: 'One' });",
          'export const label = widget.render();',
        ),
      ),
    );
    const kit = 'e2e/fixture/content/api/kit';
    expect(Object.fromEntries(hoversOf(tree).map(({ token, symbol, docs }) => [token, [symbol, docs === undefined]]))).toEqual({
      makeWidget: [`${kit}/index.d.ts#makeWidget`, true],
      WidgetId: [`${kit}/core.d.ts#WidgetId`, true],
      id: [undefined, true],
      widget: [undefined, true],
      label: [`${kit}/index.d.ts#WidgetOptions.label`, true],
      render: [`${kit}/index.d.ts#Widget.render`, true],
    });
    // The declaration's own documentation rides along, for the page to show where the reference has no page for it
    const render = hoversOf(tree).find(({ token }) => token === 'render')!;
    const doc = childElements(render.popup).find((child) => child.tagName === TYPE_HOVER_DOC)!;
    expect(toString(doc)).toBe("Returns the widget's label.");
  });

  it('writes in the popup of another name its own documentation: the first paragraph, its code as code', async () => {
    const tree = await compileGuide(
      page(
        fence(
          'title="src/a.ts"',
          '/**',
          ' * Adds one to `count`.',
          ' *',
          ' * More about it.',
          ' */',
          'export function increment(count: number) {',
          '  return count + 1;',
          '}',
        ),
      ),
    );
    const increment = hoversOf(tree).find(({ token }) => token === 'increment')!;
    expect(increment.symbol).toBeUndefined();
    expect(increment.docs?.children).toEqual([
      { type: 'text', value: 'Adds one to ' },
      { type: 'element', tagName: 'span', properties: { className: ['twoslash-popup-code'] }, children: [{ type: 'text', value: 'count' }] },
      { type: 'text', value: '.' },
    ]);
  });

  it('gives no hover to a name whose type says nothing, as an interface without a comment', async () => {
    const tree = await compileGuide(
      page(fence('title="src/a.ts"', 'interface Shape { sides: number }', 'export function sides(shape: Shape) {', '  return shape.sides;', '}')),
    );
    expect(hoversOf(tree).filter(({ type }) => type === '')).toEqual([]);
    expect(hoversOf(tree).map(({ token }) => token)).not.toContain('Shape');
    expect(hoversOf(tree).map(({ token }) => token)).toContain('sides');
  });

  it('gives no hover to what a guide does not teach: JavaScript’s globals, their members, global constructors', async () => {
    const tree = await compileGuide(
      page(fence('title="src/a.ts"', 'export const shown = JSON.stringify([new Date(), new Response(), undefined]);', 'console.log(shown.slice(1));')),
    );
    expect(hoversOf(tree).map(({ token, type }) => [token, type])).toEqual([['shown', 'const shown: string']]);
  });

  it('leaves blog posts, other languages and fences marked notwoslash alone', async () => {
    const post = new VFile({ value: page(fence('', 'const a: number = "x";')), data: { rawDocumentData: { sourceFilePath: 'blog/post.mdx' } } });
    expect(hoversOf(readTree(String(await compileDocument(unified()).process(post))))).toEqual([]);
    const guide = await compileGuide(page(fence('notwoslash', 'const a: number = "x";'), '```js\nconst b = 1;\n```'));
    expect(hoversOf(guide)).toEqual([]);
  });

  it(
    'checks an archived version’s guide against that version’s declarations, and the latest’s against its own',
    async () => {
      // The fixture's 1.0.0 kit still has legacyRender, which 2.0.0 removed.
      const source = page(
        fence(
          'title="src/render.ts"',
          "import { legacyRender, makeWidget } from '@lumenize/kit';",
          "export const text: string = legacyRender(makeWidget('w'));",
        ),
      );
      await expect(compileGuide(source, 'render.mdx', undefined, 'versions/1.0.0/')).resolves.toBeDefined();
      await expect(compileGuide(source, 'render.mdx')).rejects.toThrow(`error TS2305: Module '"@lumenize/kit"' has no exported member 'legacyRender'.`);
    },
    SLOW_MS,
  );
});
