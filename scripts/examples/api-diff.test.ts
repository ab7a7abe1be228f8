import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDeclarations } from './api-diff';

const root = mkdtempSync(path.join(tmpdir(), 'api-diff-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;

/** Our declarations and a package's, each in the folder layout it has in the run. */
function diff(ours: string, published: string) {
  const folder = path.join(root, String(++count));
  const oursFile = path.join(folder, 'content/api/demo/index.d.ts');
  const packageFolder = path.join(folder, 'node_modules/@lumenize/demo');
  mkdirSync(path.dirname(oursFile), { recursive: true });
  mkdirSync(path.join(packageFolder, 'dist'), { recursive: true });
  writeFileSync(oursFile, ours);
  writeFileSync(path.join(packageFolder, 'package.json'), JSON.stringify({ name: '@lumenize/demo', types: 'dist/index.d.ts' }));
  writeFileSync(path.join(packageFolder, 'dist/index.d.ts'), published);
  const result = diffDeclarations(oursFile, path.join(packageFolder, 'dist/index.d.ts'));
  return {
    unexplained: result.differences.map((difference) => `${difference.line}: ${difference.message}`),
    explained: result.allowed.map((difference) => difference.message),
  };
}

describe('diffDeclarations', () => {
  it('finds nothing when the declarations agree, local type aliases written out', () => {
    const ours =
      'export {};\ntype Hook = Response | undefined;\n/** Routes. */\nexport declare function route(request: Request, hook?: () => Hook): Promise<Response | undefined>;\n';
    const published = 'export declare function route(request: Request, hook?: () => Response | undefined): Promise<Response | undefined>;\n';
    expect(diff(ours, published)).toEqual({ unexplained: [], explained: [] });
  });

  it('reports an export the package has and the reference does not, and the other way round', () => {
    const { unexplained } = diff(
      'export declare function a(): void;\nexport declare function ours(): void;\n',
      'export declare function a(): void;\nexport declare function internal(): void;\n',
    );
    expect(unexplained).toEqual([
      '1: the package exports function `internal`, which the reference does not declare',
      '2: `ours` is declared here, but the package does not export it',
    ]);
  });

  it('reports a parameter’s optionality, a return type and a kind', () => {
    const { unexplained } = diff(
      'export declare function f(a: string, b: number): string;\nexport interface K { x: string }\n',
      'export declare function f(a: string, b?: number): string | undefined;\nexport type K = { x: string };\n',
    );
    expect(unexplained).toEqual([
      '1: `f` signature 1: (a: string, b: number) => string\n    published: (a: string, b?: number | undefined) => string | undefined',
      '2: `K` is a interface here, a type alias in the package',
    ]);
  });

  it('reports members: a missing one, an optional one, a narrower one', () => {
    const { unexplained } = diff(
      'export declare class C {\n  send(data: string): void;\n  id: string;\n}\n',
      'export declare class C {\n  send(data: string | ArrayBuffer): void;\n  id?: string;\n  close(): void;\n}\n',
    );
    expect(unexplained).toEqual([
      '2: `C` member send: method (data: string) => void\n    published: method (data: string | ArrayBuffer) => void',
      '3: `C` member id: property: string\n    published: property?: string | undefined',
      '1: `C` lacks member close: published as method () => void',
    ]);
  });

  it('reports the package’s @interface tag when the reference lacks it', () => {
    const { unexplained } = diff(
      '/** Options. */\nexport type O = { a: 1 } | boolean;\n',
      '/** Options.\n * @interface\n */\nexport type O = { a: 1 } | boolean;\n',
    );
    expect(unexplained).toEqual(['2: `O`: the package marks it @interface, the reference does not mark it']);
  });

  it('allows a difference only where the declaration says why, naming what differs', () => {
    const published = 'export declare class C {\n  a(): void;\n  b(): void;\n}\nexport type Internal = string;\nexport type Other = string;\n';
    const ours = [
      '// The package also exports `Internal`: the published declarations keep what its source marks internal.',
      '/**',
      ' * A class.',
      ' * @remarks The published type lacks nothing, but `a` is declared narrower here.',
      ' */',
      'export declare class C {',
      '  a(x?: never): void;',
      '  // No word on the package here.',
      '  b(x?: never): void;',
      '}',
      '',
    ].join('\n');
    const { unexplained, explained } = diff(ours, published);
    expect(explained).toEqual([expect.stringMatching(/^`C` member a:/), 'the package exports type alias `Internal`, which the reference does not declare']);
    expect(unexplained).toEqual([
      expect.stringMatching(/^9: `C` member b:/),
      '1: the package exports type alias `Other`, which the reference does not declare',
    ]);
  });
});

describe('diffDeclarations of a subset', () => {
  it('lets the declarations leave exports and members out, and holds what they say to the package', () => {
    const folder = path.join(root, 'subset');
    const oursFile = path.join(folder, 'content/api/demo/index.d.ts');
    const published = path.join(folder, 'node_modules/@lumenize/demo/dist/index.d.ts');
    mkdirSync(path.dirname(oursFile), { recursive: true });
    mkdirSync(path.dirname(published), { recursive: true });
    writeFileSync(path.join(folder, 'node_modules/@lumenize/demo/package.json'), JSON.stringify({ name: '@lumenize/demo', types: 'dist/index.d.ts' }));
    writeFileSync(oursFile, 'export declare class C {\n  a(): string;\n}\nexport declare function made(): void;\n');
    writeFileSync(published, 'export declare class C {\n  a(): number;\n  b(): void;\n}\nexport declare function other(): void;\n');
    const result = diffDeclarations(oursFile, published, { subset: true });
    expect(result.differences.map((difference) => difference.message)).toEqual([
      '`C` member a: method () => string\n    published: method () => number',
      '`made` is declared here, but the package does not export it',
    ]);
  });
});
