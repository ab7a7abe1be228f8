// Type-checks every TypeScript example in the docs against declarations of the public API (the
// reference's content/api/<id>/index.d.ts, and stand-ins in lib/tools/examples/types for the rest),
// so a guide cannot show a call the libraries would reject.
import { beforeAll, describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asPasted } from '@/lib/content/compile/code-notation';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const docsDir = path.join(repoRoot, 'content/docs');
const typesDir = path.join(here, 'types');
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
// The Lumenize packages resolve to the declarations the API reference is read from.
const lumenizePaths = Object.fromEntries(['rpc', 'utils', 'testing'].map((id) => [`@lumenize/${id}`, [path.join(repoRoot, 'content/api', id, 'index.d.ts')]]));

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
 * A page's TypeScript fences as the files of a small project. Every fence is its own module, stored
 * at the path its title names so relative imports such as '../src/index' resolve; a title seen
 * before gets a numbered sibling (test/usage.test.2.ts) so both are checked.
 */
function pageFiles(mdx: string): Map<string, CodeFence> {
  const files = new Map<string, CodeFence>();
  let untitled = 0;
  for (const fence of extractFences(mdx)) {
    if (!CHECKED_LANGUAGES.has(fence.lang)) continue;
    const wanted = isRelativeTsPath(fence.title) ? fence.title : `snippet-${++untitled}.ts`;
    let file = wanted;
    for (let n = 2; files.has(file); n++) file = wanted.replace(/(\.[cm]?ts)$/, `.${n}$1`);
    files.set(file, fence);
  }
  return files;
}

/** What the check found on one page: the fences it checked, and tsc's diagnostics with a legend. */
interface PageCheck {
  fenceCount: number;
  diagnostics: string;
}

/** The folder of the project that holds the files of the `index`th page, and a path inside one. */
const pageFolder = (index: number) => `page-${index + 1}`;
const IN_PAGE_FOLDER = /^page-(\d+)\/(.*)$/s;

/**
 * Writes the pages as one project: each page in its own folder, so two pages' fences of the same
 * title do not collide and a relative import resolves within its page. `moduleDetection: "force"`
 * makes every fence a module, even one without imports or exports, so pages cannot clash through
 * the global scope either. Returns the tsconfig's path.
 */
function writeProject(projectDir: string, pages: Map<string, CodeFence>[]): string {
  const files = pages.flatMap((page, index) =>
    [...page].map(([file, fence]) => {
      const target = path.join(projectDir, pageFolder(index), file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, fence.code + '\n');
      return target;
    }),
  );
  const tsconfig = {
    compilerOptions: {
      strict: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      moduleDetection: 'force',
      lib: ['ES2022', 'DOM', 'ESNext.Disposable'],
      types: [],
      noEmit: true,
      paths: { vitest: [vitestStub], ...lumenizePaths },
    },
    files: [...ambientDeclarations, ...files],
  };
  const tsconfigPath = path.join(projectDir, 'tsconfig.json');
  writeFileSync(tsconfigPath, JSON.stringify(tsconfig, null, 2));
  return tsconfigPath;
}

/** tsc's `--pretty false` output, one string per diagnostic: its first line and the indented lines that continue it. */
function splitDiagnostics(output: string): string[] {
  const diagnostics: string[] = [];
  for (const line of output.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    if (/^\s/.test(line) && diagnostics.length > 0) diagnostics[diagnostics.length - 1] += `\n${line}`;
    else diagnostics.push(line);
  }
  return diagnostics;
}

/**
 * Sorts diagnostics by page, cutting the page's folder off each so it names the file as its fence
 * title does (`page-2/src/index.ts(3,7): error …` becomes `src/index.ts(3,7): error …`). One outside
 * every page (in the declarations, or about the project itself) would fail each page without being
 * any page's fault, so it stops the run instead.
 */
function diagnosticsByPage(diagnostics: string[], pageCount: number): string[][] {
  const byPage: string[][] = Array.from({ length: pageCount }, () => []);
  const outside: string[] = [];
  for (const diagnostic of diagnostics) {
    const inPage = IN_PAGE_FOLDER.exec(diagnostic);
    const page = inPage ? byPage[Number(inPage[1]) - 1] : undefined;
    if (inPage && page) page.push(inPage[2]);
    else outside.push(diagnostic);
  }
  if (outside.length > 0) throw new Error(`tsc reported diagnostics outside the examples:\n${outside.join('\n')}`);
  return byPage;
}

function pageCheck(files: Map<string, CodeFence>, diagnostics: string[]): PageCheck {
  if (diagnostics.length === 0) return { fenceCount: files.size, diagnostics: '' };
  // Say where each checked file came from, so a diagnostic can be traced to its fence.
  const legend = [...files].map(([file, fence]) => `  ${file}: fence opening on line ${fence.line}`);
  return { fenceCount: files.size, diagnostics: `${diagnostics.join('\n')}\n\nFiles:\n${legend.join('\n')}` };
}

/**
 * Type-checks the TypeScript fences of every page in one tsc run. A run costs about the same for
 * one page as for all of them (most of it goes to starting tsc and reading the libraries and the
 * declarations), so the pages share one.
 */
function typeCheckPages(mdxPages: string[]): PageCheck[] {
  const pages = mdxPages.map(pageFiles);
  // The real path, as tsc names files relative to its working folder, which it sees by its real path.
  const projectDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'lumenize-doc-examples-')));
  try {
    const tsconfigPath = writeProject(projectDir, pages);
    // Run from the project folder so diagnostics name files by their page folder and fence title.
    const result = spawnSync(tsc, ['-p', tsconfigPath, '--pretty', 'false'], { cwd: projectDir, encoding: 'utf8' });
    if (result.error) throw result.error;
    const diagnostics = splitDiagnostics(`${result.stdout}${result.stderr}`);
    if (result.status !== 0 && diagnostics.length === 0) {
      throw new Error(`tsc exited with status ${result.status} without printing a diagnostic`);
    }
    const byPage = diagnosticsByPage(diagnostics, pages.length);
    return pages.map((files, index) => pageCheck(files, byPage[index]));
  } finally {
    rmSync(projectDir, { recursive: true, force: true });
  }
}

// The pages of this file, the docs' and the checker's own cases alike, are queued while the tests
// are collected and checked together before any test runs.
const queued: string[] = [];
let checked: PageCheck[] | undefined;

/** Queues a page for the run; the function returned gives its result to a test. */
function check(mdx: string): () => PageCheck {
  const index = queued.push(mdx) - 1;
  return () => {
    if (!checked) throw new Error('The examples were not type-checked: see the error in beforeAll.');
    return checked[index];
  };
}

const TSC_TIMEOUT_MS = 120_000;

beforeAll(() => {
  checked = typeCheckPages(queued);
}, TSC_TIMEOUT_MS);

function listMdx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const pages = existsSync(docsDir) ? listMdx(docsDir).sort() : [];

describe('docs code examples', () => {
  it('finds the docs pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  for (const page of pages) {
    const name = path.relative(repoRoot, page);
    const result = check(readFileSync(page, 'utf8'));
    it(`${name} type-checks against the public API`, () => {
      const { diagnostics } = result();
      expect(diagnostics, `TypeScript diagnostics in the examples of ${name}:\n${diagnostics}`).toBe('');
    });
  }
});

describe('the examples checker', () => {
  const optionsObject = check(
    [
      '```ts title="src/client.ts"',
      "import { createRpcClient } from '@lumenize/rpc';",
      "export const client = createRpcClient({ doBindingName: 'COUNTER' });",
      '```',
    ].join('\n'),
  );
  it('reports a createRpcClient call that uses an options object instead of positional arguments', () => {
    const { fenceCount, diagnostics } = optionsObject();
    expect(fenceCount).toBe(1);
    expect(diagnostics).toMatch(/^src\/client\.ts\(2,\d+\): error TS2554/);
  });

  const relativeImport = check(
    [
      '```ts title="src/index.ts"',
      'export const answer = 42;',
      '```',
      '',
      '```ts title="test/answer.test.ts"',
      "import { answer } from '../src/index';",
      'const text: string = answer;',
      '```',
    ].join('\n'),
  );
  it('resolves relative imports between files named by their fence titles', () => {
    expect(relativeImport().diagnostics).toMatch(/^test\/answer\.test\.ts\(2,7\): error TS2322/);
  });

  const fence = (code: string) => ['```ts title="test/usage.test.ts"', code, '```'].join('\n');
  const sharedTitle = check([fence('export const ok: number = 1;'), fence("export const bad: number = 'one';")].join('\n\n'));
  it('checks every fence even when two share a title', () => {
    const { fenceCount, diagnostics } = sharedTitle();
    expect(fenceCount).toBe(2);
    expect(diagnostics).toMatch(/^test\/usage\.test\.2\.ts\(1,14\): error TS2322/);
  });

  const readyState = check(
    [
      '```ts title="test/ws.test.ts"',
      "import { Browser } from '@lumenize/testing';",
      "const ws = new (new Browser().WebSocket)('wss://example.com/my-do/a');",
      'export const open = ws.readyState === ws.OPEN;',
      'export const fromClass = ws.readyState === WebSocket.OPEN;',
      '```',
    ].join('\n'),
  );
  it('rejects a ready-state constant read from a shim socket, where it is undefined at run time', () => {
    const { diagnostics } = readyState();
    expect(diagnostics).toMatch(/^test\/ws\.test\.ts\(3,42\): error TS2339: Property 'OPEN' does not exist/);
    expect(diagnostics).not.toMatch(/test\/ws\.test\.ts\(4,/);
  });

  const shimClass = check(
    [
      '```ts title="test/rpc.test.ts"',
      "import { createRpcClient, getWebSocketShim } from '@lumenize/rpc';",
      "export const client = createRpcClient('COUNTER', 'a', { WebSocketClass: getWebSocketShim(fetch) });",
      '```',
    ].join('\n'),
  );
  it('accepts a shim class as the WebSocket class of an RPC client', () => {
    expect(shimClass().diagnostics).toBe('');
  });

  const otherLanguage = check(['```bash title="Terminal"', 'npm install @lumenize/rpc', '```'].join('\n'));
  it('ignores fences in other languages', () => {
    expect(otherLanguage()).toEqual({ fenceCount: 0, diagnostics: '' });
  });
});

describe('diff notation in examples', () => {
  const diff = check(
    ['```ts title="src/a.ts"', "export const value: number = 'old'; // [!code --]", 'export const value: number = 1; // [!code ++]', '```'].join('\n'),
  );
  it('is checked as the code after the change', () => {
    expect(diff().diagnostics).toBe('');
  });
});
