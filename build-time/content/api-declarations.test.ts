import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { plainText } from '@/lib/core/api';
import { readApiReference } from './api-declarations';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Reads packages declared by `files` (path under the content folder → text), written to a fresh folder. */
function reference(files: Record<string, string>, packages = [{ id: 'kit', name: '@x/kit', label: 'Kit', entry: 'api/kit/index.d.ts' }]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-declarations-'));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return { dir: path.relative(process.cwd(), dir), read: () => readApiReference(packages, { dir }) };
}

const KIT = `/**
 * Makes a widget from {@link Options}.
 *
 * @param id - Its id.
 * @param options - How it looks.
 * @paramDefault options \`{}\`
 * @returns The widget's label.
 * @throws An \`Error\` for an empty id.
 * @remarks
 * - One note,
 *   wrapped.
 * - Another.
 * @example
 * \`\`\`ts
 * make('a');
 * \`\`\`
 * @deprecated Use {@link Options | the options} instead.
 * @guide /docs/kit
 */
export function make(id: string, options?: Options): string;

/** What {@link make} takes. */
export interface Options {
  /**
   * Its label.
   *
   * @defaultValue \`'w'\`
   */
  label?: string;
}
`;

describe('the API reference read from declarations', () => {
  it('gives each export its page, its printed signature with linked types, and its TSDoc', async () => {
    const { read } = reference({ 'api/kit/index.d.ts': KIT });
    const [{ pkg, items }] = (await read()).packages;
    expect(pkg).toMatchObject({ id: 'kit', url: '/docs/kit/api' });
    const make = items.find((item) => item.name === 'make')!;
    expect(make.url).toBe('/docs/kit/api/functions/make');
    expect(plainText(make.signature)).toBe('export function make(id: string, options?: Options): string;');
    expect(make.signature.find((part) => part.text === 'Options')).toEqual({ text: 'Options', url: '/docs/kit/api/interfaces/Options' });
    expect(make.summary).toEqual([{ text: 'Makes a widget from ' }, { text: 'Options', code: true, url: '/docs/kit/api/interfaces/Options' }, { text: '.' }]);
    expect(make.params.map((param) => [param.name, param.optional, param.default, plainText(param.description)])).toEqual([
      ['id', false, null, 'Its id.'],
      ['options', true, [{ text: '{}', code: true }], 'How it looks.'],
    ]);
    expect(make.throws.map(plainText)).toEqual(['An Error for an empty id.']);
    expect(make.notes).toEqual([
      {
        title: null,
        notes: [
          { kind: 'item', parts: [{ text: 'One note, wrapped.' }] },
          { kind: 'item', parts: [{ text: 'Another.' }] },
        ],
      },
    ]);
    expect(make.examples).toEqual([{ code: "make('a');", language: 'ts' }]);
    expect(make.deprecated).toEqual([{ text: 'Use ' }, { text: 'the options', url: '/docs/kit/api/interfaces/Options' }, { text: ' instead.' }]);
    expect(make.guides).toEqual(['/docs/kit']);
    const options = items.find((item) => item.name === 'Options')!;
    expect(options.fields).toMatchObject([{ name: 'label', optional: true, default: [{ text: "'w'", code: true }] }]);
  });

  it('lists the fields of an options object written in place under its parameter, with their comments and defaults', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': `/**
 * Connects.
 *
 * @param config - How to connect.
 */
export function connect(
  config?: {
    /**
     * Milliseconds to wait.
     *
     * @defaultValue \`30000\`
     */
    timeout?: number;
    /**
     * Where to.
     *
     * @defaultValue the page's origin, else \`'http://localhost'\`
     */
    url?: string;
  },
): void;
`,
    });
    const [{ items }] = (await read()).packages;
    const rows = items[0].params.map((param) => [param.name, plainText(param.type), param.optional, param.default, plainText(param.description)]);
    expect(rows).toEqual([
      ['config', 'object', true, null, 'How to connect.'],
      ['config.timeout', 'number', true, [{ text: '30000', code: true }], 'Milliseconds to wait.'],
      // A default in words keeps its code as code, and its words as words
      ['config.url', 'string', true, [{ text: "the page's origin, else " }, { text: "'http://localhost'", code: true }], 'Where to.'],
    ]);
    expect(plainText(items[0].signature)).toContain('timeout?: number;');
  });

  it('formats a signature wider than a code block as prettier does, one parameter a line, links kept', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': `/** Makes one. */
export function makeLongerWidget(identifier: string, options?: Options, fallbackLabel?: string): string;

/** What it takes. */
export interface Options {
  /** Its label. */
  label?: string;
}
`,
    });
    const [{ items }] = (await read()).packages;
    const make = items.find((item) => item.name === 'makeLongerWidget')!;
    expect(plainText(make.signature)).toBe(
      'export function makeLongerWidget(\n  identifier: string,\n  options?: Options,\n  fallbackLabel?: string,\n): string;',
    );
    expect(make.signature.find((part) => part.text === 'Options')).toEqual({ text: 'Options', url: '/docs/kit/api/interfaces/Options' });
    expect(plainText(items.find((item) => item.name === 'Options')!.signature)).toBe('export interface Options {\n  label?: string;\n}');
  });

  it('formats each type an entry shows, and fails on an example wider than a code block, naming the file and line', async () => {
    const union = Array.from({ length: 8 }, (_, index) => `'transport-${index}'`).join(' | ');
    const { read } = reference({
      'api/kit/index.d.ts': `/** What it takes. */\nexport interface Options {\n  /** How it talks. */\n  transport?: ${union};\n  /** Its size. */\n  size?: { width: number;\n height: number };\n}\n`,
    });
    const [options] = (await read()).packages[0].items;
    expect(plainText(options.fields[0].type).split('\n')).toEqual(Array.from({ length: 8 }, (_, index) => `| 'transport-${index}'`));
    expect(plainText(options.fields[1].type)).toBe('{ width: number; height: number }');

    const wide = `make('${'a'.repeat(90)}');`;
    const example = reference({
      'api/kit/index.d.ts': `/**\n * Makes one.\n *\n * @example\n * \`\`\`ts\n * ${wide}\n * \`\`\`\n */\nexport function make(id: string): void;\n`,
    });
    await expect(example.read()).rejects.toThrow(
      `${example.dir}/api/kit/index.d.ts:6: an @example of make has a line of ${wide.length} characters; break it within 90`,
    );
  });

  it('lists the members a class inherits from a documented class, with whose they are, but its constructor and what it declares again', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': `/** A base. */
export class Base {
  /** Makes one. */
  constructor(id: string);
  /** Draws it. */
  render(): string;
  /** Its size. */
  size(): number;
}

/** A subclass. */
export class Fancy extends Base {
  /** Draws it fancily. */
  render(): string;
}
`,
    });
    const [base, fancy] = (await read()).packages[0].items;
    expect(base.members.map((member) => [member.name, member.inheritedFrom])).toEqual([
      ['constructor', undefined],
      ['render', undefined],
      ['size', undefined],
    ]);
    expect(fancy.members.map((member) => [member.name, plainText(member.description), member.inheritedFrom])).toEqual([
      ['render', 'Draws it fancily.', undefined],
      ['size', 'Its size.', { name: 'Base', url: '/docs/kit/api/classes/Base' }],
    ]);
  });

  it('says where a re-exported item is declared', async () => {
    const { read } = reference(
      {
        'api/kit/index.d.ts': `export { make } from '@x/core';\n`,
        'api/core/index.d.ts': `/** Makes one. */\nexport function make(): void;\n`,
      },
      [
        { id: 'kit', name: '@x/kit', label: 'Kit', entry: 'api/kit/index.d.ts' },
        { id: 'core', name: '@x/core', label: 'Core', entry: 'api/core/index.d.ts' },
      ],
    );
    const [kit] = (await read()).packages;
    expect(kit.items[0]).toMatchObject({ name: 'make', packageName: '@x/kit', declaredIn: '@x/core', url: '/docs/kit/api/functions/make' });
  });

  it('files a type alias tagged @interface under the interfaces, as TypeDoc does, and no other alias', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': `/**\n * The shapes a widget takes.\n *\n * @interface\n */\nexport type Shape = false | { sides: number };\n\n/** A widget's id. */\nexport type Id = string;\n`,
    });
    const [{ items }] = (await read()).packages;
    expect(items.map((item) => [item.name, item.kind, item.url])).toEqual([
      ['Id', 'type-alias', '/docs/kit/api/type-aliases/Id'],
      ['Shape', 'interface', '/docs/kit/api/interfaces/Shape'],
    ]);
    expect(plainText(items[1].signature)).toBe('export type Shape = false | { sides: number };');
  });

  it('fails on @interface above anything but a type alias, naming the file and line', async () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/**\n * Makes one.\n * @interface\n */\nexport function make(): void;\n` });
    await expect(read()).rejects.toThrow(`${dir}/api/kit/index.d.ts:3: @interface files a type alias under the interfaces; function make is not one.`);
  });

  it('fails on a {@link} to nothing the reference documents, naming the file and line', async () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/**\n * Makes one, see {@link Nowhere}.\n */\nexport function make(): void;\n` });
    await expect(read()).rejects.toThrow(`${dir}/api/kit/index.d.ts:2: {@link Nowhere} names nothing the reference documents`);
  });

  it('fails on a @param documented under a name the function does not have, naming the file and line', async () => {
    const { dir, read } = reference({
      'api/kit/index.d.ts': `/**\n * Makes one.\n *\n * @param idd - Its id.\n */\nexport function make(id: string): void;\n`,
    });
    await expect(read()).rejects.toThrow(`${dir}/api/kit/index.d.ts:4: @param idd names no parameter of make; its parameters are id.`);
  });

  it('fails on an export without a summary, naming the file and line', async () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/** Makes one. */\nexport function make(): void;\n\nexport interface Options {}\n` });
    await expect(read()).rejects.toThrow(`${dir}/api/kit/index.d.ts:4: Options has no summary`);
  });

  it('fails on a tag it would not render, naming the file and line', async () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/**\n * Makes one.\n * @guides /docs/kit\n */\nexport function make(): void;\n` });
    await expect(read()).rejects.toThrow(`${dir}/api/kit/index.d.ts:3: @guides is not a tag the reference renders`);
  });
});

/** A function whose `@remarks` is `lines`, each written as a line of its comment. */
const withRemarks = (...lines: string[]) =>
  `/**\n * Makes one.\n *\n * @remarks\n${lines.map((line) => ` * ${line}`.trimEnd()).join('\n')}\n */\nexport function make(): void;\n`;

describe('the notes of @remarks', () => {
  it('are grouped under the titles the writer gives them, notes before the first title in a group without one', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': withRemarks(
        'A paragraph first,',
        'on two lines.',
        '',
        '### Errors',
        '- One thing `fails`,',
        '  wrapped.',
        '- Another fails.',
        '',
        '### Wire format',
        'Encoded as JSON.',
      ),
    });
    const [make] = (await read()).packages[0].items;
    expect(make.notes).toEqual([
      { title: null, notes: [{ kind: 'paragraph', parts: [{ text: 'A paragraph first, on two lines.' }] }] },
      {
        title: 'Errors',
        notes: [
          { kind: 'item', parts: [{ text: 'One thing ' }, { text: 'fails', code: true }, { text: ', wrapped.' }] },
          { kind: 'item', parts: [{ text: 'Another fails.' }] },
        ],
      },
      { title: 'Wire format', notes: [{ kind: 'paragraph', parts: [{ text: 'Encoded as JSON.' }] }] },
    ]);
  });

  it('makes a note that starts "Security:" or "Hazard:" a warning, without its prefix', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': withRemarks('### Security', '- Security: anyone reaches `env`.', '- Hazard: calls run twice.', '- A plain note.'),
    });
    const [make] = (await read()).packages[0].items;
    expect(make.notes[0].notes).toEqual([
      { kind: 'security', parts: [{ text: 'Anyone reaches ' }, { text: 'env', code: true }, { text: '.' }] },
      { kind: 'hazard', parts: [{ text: 'Calls run twice.' }] },
      { kind: 'item', parts: [{ text: 'A plain note.' }] },
    ]);
  });

  it.each([
    [
      'a title at another level',
      ['- A note.', '## Errors', '- Fails.'],
      6,
      '"## Errors" is not a group\'s title; a group of notes starts with a line "### Title".',
    ],
    ['a title without words', ['###', '- A note.'], 5, 'a line "###" names no group'],
    ['a title with no notes below it', ['### Errors', '', '### Lifecycle', '- Ends.'], 5, 'the group "### Errors" has no notes'],
    ['a second group of one title', ['### Errors', '- One.', '### Errors', '- Two.'], 7, 'a second group "### Errors"'],
    ['a warning that says nothing', ['- Fine.', '- Security:'], 6, '"Security:" says nothing'],
  ])('fail on %s, naming the file and line', async (_, lines, line, message) => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': withRemarks(...lines) });
    await expect(read()).rejects.toThrow(`${dir}/api/kit/index.d.ts:${line}: @remarks of make: ${message}`);
  });
});

describe('published declarations', () => {
  it('read like our own: dotted @param names, @throws {Type}, standard tags passed over, @internal left out', async () => {
    const { read } = reference({
      'api/kit/index.d.ts': `/**
 * Routes a request.
 *
 * @param options - The options.
 * @param options.prefix - Their prefix.
 * @throws {RangeError} On a bad prefix.
 * @see the guide
 * @since 0.9.0
 */
export declare function route(options?: { prefix?: string }): void;

/**
 * A cookie.
 *
 * @internal
 */
export interface Cookie {
  name: string;
}
`,
    });
    const [{ items }] = (await read()).packages;
    expect(items.map((item) => item.name)).toEqual(['route']);
    expect(items[0].params.map((param) => [param.name, plainText(param.description)])).toEqual([
      ['options', 'The options.'],
      ['options.prefix', 'Their prefix.'],
    ]);
    expect(items[0].throws.map(plainText)).toEqual(['RangeError On a bad prefix.']);
  });
});
