// Type-checks every TypeScript example in the docs against declarations of the public API
// (lib/examples/types), so a guide cannot show a call the libraries would reject.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asPasted } from '../content/compile/code-notation';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const docsDir = path.join(repoRoot, 'content/docs');
const typesDir = path.join(here, 'types');
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');

// The vitest stand-in is a plain module reached through `paths`; the others declare their modules.
const vitestStub = path.join(typesDir, 'vitest.d.ts');
const ambientDeclarations = readdirSync(typesDir)
  .filter((name) => name.endsWith('.d.ts'))
  .map((name) => path.join(typesDir, name))
  .filter((file) => file !== vitestStub);

const CHECKED_LANGUAGES = new Set(['ts', 'typescript']);

interface CodeFence {
  lang: string;
  title: string | undefined;
  code: string;
  line: number;
}

function extractFences(mdx: string): CodeFence[] {
  const fences: CodeFence[] = [];
  const lines = mdx.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, info] = open;
    const lang = info.trim().split(/\s+/)[0] ?? '';
    const title = /title="([^"]*)"/.exec(info)?.[1];
    const body: string[] = [];
    let j = i + 1;
    // A closing fence uses the same character and is at least as long as the opening one.
    while (j < lines.length && !new RegExp(`^\\s*${marker[0]}{${marker.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    fences.push({ lang, title, code: asPasted(body).join('\n'), line: i + 1 });
    i = j;
  }
  return fences;
}

function isRelativeTsPath(title: string | undefined): title is string {
  return title !== undefined && /^[\w.\-/]+\.(ts|mts|cts)$/.test(title) && !title.startsWith('/') && !title.split('/').includes('..');
}

/**
 * Lays the page's TypeScript fences out as a small project and runs tsc over it. Every fence is its
 * own module, stored at the path its title names so relative imports such as '../src/index'
 * resolve; a title seen before gets a numbered sibling (test/usage.test.2.ts) so both are checked.
 */
function typeCheckPage(mdx: string): { fenceCount: number; diagnostics: string } {
  const files = new Map<string, CodeFence>();
  let untitled = 0;
  for (const fence of extractFences(mdx)) {
    if (!CHECKED_LANGUAGES.has(fence.lang)) continue;
    const wanted = isRelativeTsPath(fence.title) ? fence.title : `snippet-${++untitled}.ts`;
    let file = wanted;
    for (let n = 2; files.has(file); n++) file = wanted.replace(/(\.[cm]?ts)$/, `.${n}$1`);
    files.set(file, fence);
  }
  if (files.size === 0) return { fenceCount: 0, diagnostics: '' };

  const projectDir = mkdtempSync(path.join(tmpdir(), 'lumenize-doc-examples-'));
  try {
    for (const [file, fence] of files) {
      const target = path.join(projectDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, fence.code + '\n');
    }
    const tsconfig = {
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2022', 'DOM', 'ESNext.Disposable'],
        types: [],
        noEmit: true,
        paths: { vitest: [vitestStub] },
      },
      files: [...ambientDeclarations, ...[...files.keys()].map((file) => path.join(projectDir, file))],
    };
    const tsconfigPath = path.join(projectDir, 'tsconfig.json');
    writeFileSync(tsconfigPath, JSON.stringify(tsconfig, null, 2));
    // Run from the project folder so diagnostics name files by their fence titles.
    const result = spawnSync(tsc, ['-p', tsconfigPath, '--pretty', 'false'], { cwd: projectDir, encoding: 'utf8' });
    if (result.error) throw result.error;
    const output = `${result.stdout}${result.stderr}`.trim();
    if (result.status !== 0 && output === '') {
      throw new Error(`tsc exited with status ${result.status} without printing a diagnostic`);
    }
    if (output === '') return { fenceCount: files.size, diagnostics: '' };
    // Say where each checked file came from, so a diagnostic can be traced to its fence.
    const legend = [...files].map(([file, fence]) => `  ${file}: fence opening on line ${fence.line}`);
    return { fenceCount: files.size, diagnostics: `${output}\n\nFiles:\n${legend.join('\n')}` };
  } finally {
    rmSync(projectDir, { recursive: true, force: true });
  }
}

function listMdx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const pages = existsSync(docsDir) ? listMdx(docsDir).sort() : [];
const TSC_TIMEOUT_MS = 60_000;

describe('docs code examples', () => {
  it('finds the docs pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  for (const page of pages) {
    const name = path.relative(repoRoot, page);
    it(
      `${name} type-checks against the public API`,
      () => {
        const { diagnostics } = typeCheckPage(readFileSync(page, 'utf8'));
        expect(diagnostics, `TypeScript diagnostics in the examples of ${name}:\n${diagnostics}`).toBe('');
      },
      TSC_TIMEOUT_MS,
    );
  }
});

describe('the examples checker', () => {
  it(
    'reports a createRpcClient call that uses an options object instead of positional arguments',
    () => {
      const page = [
        '```ts title="src/client.ts"',
        "import { createRpcClient } from '@lumenize/rpc';",
        "export const client = createRpcClient({ doBindingName: 'COUNTER' });",
        '```',
      ].join('\n');
      const { fenceCount, diagnostics } = typeCheckPage(page);
      expect(fenceCount).toBe(1);
      expect(diagnostics).toMatch(/^src\/client\.ts\(2,\d+\): error TS2554/);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'resolves relative imports between files named by their fence titles',
    () => {
      const page = [
        '```ts title="src/index.ts"',
        'export const answer = 42;',
        '```',
        '',
        '```ts title="test/answer.test.ts"',
        "import { answer } from '../src/index';",
        'const text: string = answer;',
        '```',
      ].join('\n');
      const { diagnostics } = typeCheckPage(page);
      expect(diagnostics).toMatch(/^test\/answer\.test\.ts\(2,7\): error TS2322/);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'checks every fence even when two share a title',
    () => {
      const fence = (code: string) => ['```ts title="test/usage.test.ts"', code, '```'].join('\n');
      const page = [fence('export const ok: number = 1;'), fence("export const bad: number = 'one';")].join('\n\n');
      const { fenceCount, diagnostics } = typeCheckPage(page);
      expect(fenceCount).toBe(2);
      expect(diagnostics).toMatch(/^test\/usage\.test\.2\.ts\(1,14\): error TS2322/);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'rejects a ready-state constant read from a shim socket, where it is undefined at run time',
    () => {
      const page = [
        '```ts title="test/ws.test.ts"',
        "import { Browser } from '@lumenize/testing';",
        "const ws = new (new Browser().WebSocket)('wss://example.com/my-do/a');",
        'export const open = ws.readyState === ws.OPEN;',
        'export const fromClass = ws.readyState === WebSocket.OPEN;',
        '```',
      ].join('\n');
      const { diagnostics } = typeCheckPage(page);
      expect(diagnostics).toMatch(/^test\/ws\.test\.ts\(3,42\): error TS2339: Property 'OPEN' does not exist/);
      expect(diagnostics).not.toMatch(/test\/ws\.test\.ts\(4,/);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'accepts a shim class as the WebSocket class of an RPC client',
    () => {
      const page = [
        '```ts title="test/rpc.test.ts"',
        "import { createRpcClient, getWebSocketShim } from '@lumenize/rpc';",
        "export const client = createRpcClient('COUNTER', 'a', { WebSocketClass: getWebSocketShim(fetch) });",
        '```',
      ].join('\n');
      expect(typeCheckPage(page).diagnostics).toBe('');
    },
    TSC_TIMEOUT_MS,
  );

  it('ignores fences in other languages', () => {
    const page = ['```bash title="Terminal"', 'npm install @lumenize/rpc', '```'].join('\n');
    expect(typeCheckPage(page)).toEqual({ fenceCount: 0, diagnostics: '' });
  });
});

describe('diff notation in examples', () => {
  it('is checked as the code after the change', () => {
    const page = ['```ts title="src/a.ts"', "export const value: number = 'old'; // [!code --]", 'export const value: number = 1; // [!code ++]', '```'].join(
      '\n',
    );
    expect(typeCheckPage(page).diagnostics).toBe('');
  });
});
