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
  it('gives each export its page, its printed signature with linked types, and its TSDoc', () => {
    const { read } = reference({ 'api/kit/index.d.ts': KIT });
    const [{ pkg, items }] = read().packages;
    expect(pkg).toMatchObject({ id: 'kit', url: '/docs/kit/api' });
    const make = items.find((item) => item.name === 'make')!;
    expect(make.url).toBe('/docs/kit/api/functions/make');
    expect(plainText(make.signature)).toBe('export function make(id: string, options?: Options): string;');
    expect(make.signature.find((part) => part.text === 'Options')).toEqual({ text: 'Options', url: '/docs/kit/api/interfaces/Options' });
    expect(make.summary).toEqual([{ text: 'Makes a widget from ' }, { text: 'Options', code: true, url: '/docs/kit/api/interfaces/Options' }, { text: '.' }]);
    expect(make.params.map((param) => [param.name, param.optional, param.default, plainText(param.description)])).toEqual([
      ['id', false, null, 'Its id.'],
      ['options', true, '{}', 'How it looks.'],
    ]);
    expect(make.throws.map(plainText)).toEqual(['An Error for an empty id.']);
    expect(make.notes.map(plainText)).toEqual(['One note, wrapped.', 'Another.']);
    expect(make.examples).toEqual([{ code: "make('a');", language: 'ts' }]);
    expect(make.deprecated).toEqual([{ text: 'Use ' }, { text: 'the options', url: '/docs/kit/api/interfaces/Options' }, { text: ' instead.' }]);
    expect(make.guides).toEqual(['/docs/kit']);
    const options = items.find((item) => item.name === 'Options')!;
    expect(options.fields).toMatchObject([{ name: 'label', optional: true, default: "'w'" }]);
  });

  it('breaks a long signature into one parameter a line, links kept, and indents a body by two spaces', () => {
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
    const [{ items }] = read().packages;
    const make = items.find((item) => item.name === 'makeLongerWidget')!;
    expect(plainText(make.signature)).toBe(
      'export function makeLongerWidget(\n  identifier: string,\n  options?: Options,\n  fallbackLabel?: string,\n): string;',
    );
    expect(make.signature.find((part) => part.text === 'Options')).toEqual({ text: 'Options', url: '/docs/kit/api/interfaces/Options' });
    expect(plainText(items.find((item) => item.name === 'Options')!.signature)).toBe('export interface Options {\n  label?: string;\n}');
  });

  it('says where a re-exported item is declared', () => {
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
    const [kit] = read().packages;
    expect(kit.items[0]).toMatchObject({ name: 'make', packageName: '@x/kit', declaredIn: '@x/core', url: '/docs/kit/api/functions/make' });
  });

  it('files a type alias tagged @interface under the interfaces, as TypeDoc does, and no other alias', () => {
    const { read } = reference({
      'api/kit/index.d.ts': `/**\n * The shapes a widget takes.\n *\n * @interface\n */\nexport type Shape = false | { sides: number };\n\n/** A widget's id. */\nexport type Id = string;\n`,
    });
    const [{ items }] = read().packages;
    expect(items.map((item) => [item.name, item.kind, item.url])).toEqual([
      ['Id', 'type-alias', '/docs/kit/api/type-aliases/Id'],
      ['Shape', 'interface', '/docs/kit/api/interfaces/Shape'],
    ]);
    expect(plainText(items[1].signature)).toBe('export type Shape = false | {\n  sides: number;\n};');
  });

  it('fails on @interface above anything but a type alias, naming the file and line', () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/**\n * Makes one.\n * @interface\n */\nexport function make(): void;\n` });
    expect(read).toThrow(`${dir}/api/kit/index.d.ts:3: @interface files a type alias under the interfaces; function make is not one.`);
  });

  it('fails on a {@link} to nothing the reference documents, naming the file and line', () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/**\n * Makes one, see {@link Nowhere}.\n */\nexport function make(): void;\n` });
    expect(read).toThrow(`${dir}/api/kit/index.d.ts:2: {@link Nowhere} names nothing the reference documents`);
  });

  it('fails on a @param documented under a name the function does not have, naming the file and line', () => {
    const { dir, read } = reference({
      'api/kit/index.d.ts': `/**\n * Makes one.\n *\n * @param idd - Its id.\n */\nexport function make(id: string): void;\n`,
    });
    expect(read).toThrow(`${dir}/api/kit/index.d.ts:4: @param idd names no parameter of make; its parameters are id.`);
  });

  it('fails on an export without a summary, naming the file and line', () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/** Makes one. */\nexport function make(): void;\n\nexport interface Options {}\n` });
    expect(read).toThrow(`${dir}/api/kit/index.d.ts:4: Options has no summary`);
  });

  it('fails on a tag it would not render, naming the file and line', () => {
    const { dir, read } = reference({ 'api/kit/index.d.ts': `/**\n * Makes one.\n * @guides /docs/kit\n */\nexport function make(): void;\n` });
    expect(read).toThrow(`${dir}/api/kit/index.d.ts:3: @guides is not a tag the reference renders`);
  });
});

describe('published declarations', () => {
  it('read like our own: dotted @param names, @throws {Type}, standard tags passed over, @internal left out', () => {
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
    const [{ items }] = read().packages;
    expect(items.map((item) => item.name)).toEqual(['route']);
    expect(items[0].params.map((param) => param.name)).toEqual(['options']);
    expect(items[0].throws.map(plainText)).toEqual(['RangeError On a bad prefix.']);
  });
});
