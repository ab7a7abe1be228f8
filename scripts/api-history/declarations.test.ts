import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { surfaceOf } from './declarations';
import { packagesOf } from './packages';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Three packages as a tag of the libraries lays them out: two published, one private that the others import. */
const FILES: Record<string, string> = {
  'packages/a/package.json': JSON.stringify({ name: '@lumenize/a', types: 'dist/index.d.ts' }),
  'packages/a/tsconfig.build.json': JSON.stringify({ compilerOptions: { outDir: './dist', rootDir: './src' } }),
  'packages/a/src/index.ts': `
import { DurableObject } from 'cloudflare:workers';

/** A store. */
export class Store extends DurableObject {
  /** @internal */
  wireUp(): void {}
  private secret = 1;
  #hidden = 2;
  protected guarded(): number {
    return this.secret + this.#hidden;
  }
  read(key: string): string | undefined {
    return key ? undefined : 'x';
  }
}

/** Used by the other packages only. @internal */
export function wire(): void {}

export const MODE = 'strict' as const;
export type MODE = typeof MODE;

export interface Options {
  name?: string;
  /** @internal */
  trace?: boolean;
}

export enum Color {
  Red,
}

export function inferred(flag: boolean) {
  return { flag, at: new Date() };
}

export { helper as renamedHelper } from './helper';
export * from './more';
`,
  'packages/a/src/helper.ts': 'export function helper(count: number): string {\n  return String(count);\n}\n',
  'packages/a/src/more.ts': 'export type Id = string;\n',
  'packages/b/package.json': JSON.stringify({ name: '@lumenize/b', exports: { '.': './src/index.ts' } }),
  'packages/b/src/index.ts': "export { Store } from '@lumenize/a';\nexport { tool } from '@lumenize/tools';\n",
  'packages/tools/package.json': JSON.stringify({ name: '@lumenize/tools', private: true, main: 'src/index.ts' }),
  'packages/tools/src/index.ts': 'export function tool(): number {\n  return 1;\n}\n',
};

function checkout(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-history-declarations-'));
  folders.push(root);
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('surfaceOf', () => {
  const root = checkout();
  const surface = surfaceOf(root, packagesOf(root));
  const a = surface.packages['@lumenize/a'];

  it('lists the published packages only, each with its entry module', () => {
    expect(Object.keys(surface.packages)).toEqual(['@lumenize/a', '@lumenize/b']);
    expect(a.entry).toBe('packages/a/src/index.ts');
  });

  it('leaves out the exports tagged @internal, and counts them', () => {
    expect(Object.keys(a.exports)).toEqual(['Color', 'Id', 'MODE', 'Options', 'Store', 'inferred', 'renamedHelper']);
    expect(a.internal).toEqual(['wire']);
  });

  it('prints a class as a caller sees it: no comments, no export or declare, no private or @internal members', () => {
    expect(a.exports.Store).toEqual({
      kind: 'class',
      declaration: 'class Store extends DurableObject {\n    protected guarded(): number;\n    read(key: string): string | undefined;\n}',
    });
    expect(a.exports.Options.declaration).toBe('interface Options {\n    name?: string;\n}');
  });

  it('names each kind, a constant and a type of one name being a variable', () => {
    expect(Object.fromEntries(Object.entries(a.exports).map(([name, item]) => [name, item.kind]))).toEqual({
      Color: 'enum',
      Id: 'type-alias',
      MODE: 'variable',
      Options: 'interface',
      Store: 'class',
      inferred: 'function',
      renamedHelper: 'function',
    });
    expect(a.exports.MODE.declaration).toBe('const MODE: "strict";\ntype MODE = typeof MODE;');
  });

  it('prints an inferred return type as the compiler infers it, and a renamed re-export by its declaration', () => {
    expect(a.exports.inferred.declaration).toBe('function inferred(flag: boolean): {\n    flag: boolean;\n    at: Date;\n};');
    expect(a.exports.renamedHelper.declaration).toBe('function helper(count: number): string;');
  });

  it('follows a re-export into a sibling package, private ones included, as the workspaces link them', () => {
    const b = surface.packages['@lumenize/b'];
    expect(b.exports.Store).toEqual(a.exports.Store);
    expect(b.exports.tool).toEqual({ kind: 'function', declaration: 'function tool(): number;' });
  });

  it('keeps an unresolved import by its written name and reports the module', () => {
    expect(a.exports.Store.declaration).toContain('extends DurableObject');
    expect(surface.unresolved.modules).toEqual(['cloudflare:workers']);
  });

  it('gives the same surface for the same files in another folder', () => {
    const elsewhere = checkout();
    expect(surfaceOf(elsewhere, packagesOf(elsewhere))).toEqual(surface);
  });
});
