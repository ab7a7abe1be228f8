import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportedFiles, packagesOf, sourceModule } from './packages';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A checkout of the given files (path → text) in a fresh temporary folder. */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-history-packages-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const BUILD_CONFIG = JSON.stringify({ compilerOptions: { outDir: './dist', rootDir: './src' } });

describe('exportedFiles', () => {
  it('takes the types condition of each subpath of an exports map', () => {
    const manifest = {
      exports: {
        '.': { import: './dist/index.js', types: './dist/index.d.ts' },
        './client': { import: './src/client.ts' },
      },
    };
    expect(exportedFiles(manifest, 'p/package.json')).toEqual({ '.': './dist/index.d.ts', './client': './src/client.ts' });
  });

  it('reads a bare string or a conditions object as the package root', () => {
    expect(exportedFiles({ exports: './src/index.ts' }, 'p/package.json')).toEqual({ '.': './src/index.ts' });
    expect(exportedFiles({ exports: { workerd: './src/w.ts', types: './dist/index.d.ts' } }, 'p/package.json')).toEqual({ '.': './dist/index.d.ts' });
  });

  it('falls back to types, then main, without an exports map', () => {
    expect(exportedFiles({ types: 'dist/index.d.ts', main: 'dist/index.js' }, 'p/package.json')).toEqual({ '.': 'dist/index.d.ts' });
    expect(exportedFiles({ main: 'dist/index.js' }, 'p/package.json')).toEqual({ '.': 'dist/index.js' });
  });

  it('names the file when nothing gives an entry', () => {
    expect(() => exportedFiles({ name: 'x' }, 'packages/x/package.json')).toThrow('packages/x/package.json: no entry');
    expect(() => exportedFiles({ exports: { './a': './a.ts' }, types: 'index.d.ts' }, 'packages/x/package.json')).toThrow(/no entry/);
  });
});

describe('sourceModule', () => {
  it('maps a build output back to its source through outDir and rootDir', () => {
    const root = checkout({ 'src/index.ts': '', 'src/sub/a.ts': '' });
    const config = { outDir: path.join(root, 'dist'), rootDir: path.join(root, 'src') };
    expect(sourceModule(root, 'dist/index.d.ts', config)).toBe(path.join(root, 'src/index.ts'));
    expect(sourceModule(root, './dist/sub/a.js', config)).toBe(path.join(root, 'src/sub/a.ts'));
  });

  it('keeps a TypeScript source as it is', () => {
    expect(sourceModule('/p', './src/index.ts', undefined)).toBe('/p/src/index.ts');
  });

  it('fails, naming the file, when the output has no source or no build config', () => {
    const root = checkout({ 'src/index.ts': '' });
    expect(() => sourceModule(root, 'dist/index.d.ts', undefined)).toThrow(/dist\/index\.d\.ts is a build output, and no tsconfig\.build\.json/);
    expect(() => sourceModule(root, 'dist/other.d.ts', { outDir: path.join(root, 'dist'), rootDir: path.join(root, 'src') })).toThrow(
      /dist\/other\.d\.ts has no source module; looked for src\/other\.ts/,
    );
  });
});

describe('packagesOf', () => {
  it('lists each package with its npm name, whether it is published, and the source of each entry', () => {
    const root = checkout({
      'tsconfig.json': '{}',
      'packages/rpc/package.json': JSON.stringify({ name: '@lumenize/rpc', types: 'dist/index.d.ts' }),
      'packages/rpc/tsconfig.build.json': BUILD_CONFIG,
      'packages/rpc/src/index.ts': 'export const a = 1;',
      'packages/mesh/package.json': JSON.stringify({ name: '@lumenize/mesh', exports: { '.': './src/index.ts', './client': './src/client-index.ts' } }),
      'packages/mesh/src/index.ts': '',
      'packages/mesh/src/client-index.ts': '',
      'packages/tools/package.json': JSON.stringify({ name: '@lumenize/tools', private: true, main: 'src/index.ts' }),
      'packages/tools/src/index.ts': '',
      'packages/notes/README.md': 'not a package',
    });
    expect(packagesOf(root)).toEqual([
      {
        folder: 'mesh',
        name: '@lumenize/mesh',
        published: true,
        entries: {
          '@lumenize/mesh': path.join(root, 'packages/mesh/src/index.ts'),
          '@lumenize/mesh/client': path.join(root, 'packages/mesh/src/client-index.ts'),
        },
      },
      { folder: 'rpc', name: '@lumenize/rpc', published: true, entries: { '@lumenize/rpc': path.join(root, 'packages/rpc/src/index.ts') } },
      { folder: 'tools', name: '@lumenize/tools', published: false, entries: { '@lumenize/tools': path.join(root, 'packages/tools/src/index.ts') } },
    ]);
  });
});
