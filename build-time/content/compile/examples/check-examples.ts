import type { Element, Root } from 'hast';
import { defaultHoverInfoProcessor } from '@shikijs/twoslash/core';
import { toString } from 'hast-util-to-string';
import { createTwoslasher, type TwoslashInstance, type TwoslashReturn } from 'twoslash';
import path from 'node:path';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { apiSymbolKey } from '@/lib/core/api';
import { exampleDeclarations, lumenizePaths } from './declarations';
import { projectAround } from './project-around';
import { sourceFileOf } from '../rehype-version-links';
import { API_DIR, splitVersion, versionDir } from '../../version-layout';

/** The fences that are type-checked and get type hovers. */
const CHECKED_LANGUAGES = new Set(['ts', 'typescript']);

/**
 * Where an example runs, and so which types it sees: Worker code and the tests that
 * vitest-pool-workers runs inside workerd see the Workers runtime (`@cloudflare/workers-types`,
 * no DOM); browser code sees the DOM.
 */
export type Runtime = 'worker' | 'browser';

/**
 * A fence runs where its meta says (`runtime="browser"`, `runtime="worker"`); without that, a title
 * naming a browser file (`src/browser.ts`) means the browser, and anything else the Workers runtime,
 * which every package of these docs runs in.
 */
export function runtimeOf(meta: string): Runtime {
  const stated = /(?:^|\s)runtime="([^"]*)"/.exec(meta)?.[1];
  if (stated === 'worker' || stated === 'browser') return stated;
  if (stated !== undefined) throw new Error(`runtime="${stated}" is not a runtime; use runtime="worker" or runtime="browser".`);
  const title = /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];
  return title && /browser/i.test(title) ? 'browser' : 'worker';
}

const SHARED_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  skipLibCheck: true,
  noEmit: true,
};

/** Each runtime's library: one TypeScript environment (and language service) each, for the whole build. */
const RUNTIME_OPTIONS: Record<Runtime, ts.CompilerOptions> = {
  worker: { ...SHARED_OPTIONS, lib: ['lib.es2022.d.ts', 'lib.esnext.disposable.d.ts'], types: ['@cloudflare/workers-types'] },
  browser: { ...SHARED_OPTIONS, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.disposable.d.ts'], types: [] },
};

let twoslasher: TwoslashInstance | undefined;
/** One twoslash instance per process: its environments, cached by compiler options, serve every page. */
function sharedTwoslasher(): TwoslashInstance {
  twoslasher ??= createTwoslasher({ tsModule: ts, vfsRoot: process.cwd() });
  return twoslasher;
}

/**
 * A fence's checked result, waiting for the highlighter: twoslash's result, the API reference's
 * name of each hover's symbol where the reference declares it, and the fence's line in its page
 * (which makes each hover's popup id unique on the page).
 */
export interface CheckedExample {
  result: TwoslashReturn;
  symbols: Map<NodeHover, string>;
  line: number;
}

/** A name twoslash describes: its place, the name, its type and its documentation. */
export type NodeHover = TwoslashReturn['hovers'][number];

/** Each fence's checked result, by the id the fence's meta carries. */
const results = new Map<string, CheckedExample>();
let nextId = 0;
const EXAMPLE_ID = /(?:^|\s)example-id="([^"]+)"/;

/**
 * Names a guide does not teach, left without a hover: vitest's matchers (`expect(x).toBe`…), the
 * runtime's global constructors (`var Response`), and JavaScript's own globals and their members
 * (`JSON`, `undefined`, `String.slice`).
 */
const UNTAUGHT = [
  /^\((method|property)\) (Jest)?Assertion</,
  /^\((method|property)\) (ExpectStatic|AsymmetricMatchersContaining)\./,
  /^\((method|property)\) (String|Array<\w+>|ReadonlyArray<\w+>|Object|ObjectConstructor|JSON|Math|Console|Promise<\w+>|PromiseConstructor|Map<[^>]*>|Set<\w+>|Date|ArrayConstructor|StringConstructor|NumberConstructor|DateConstructor)\./,
  /^var \w+: (\{\n|new \()/,
  /^(var|const) (undefined|globalThis|console|JSON|Math|Reflect|Intl|Object|Array|String|Number|Boolean|BigInt|Symbol|Date|RegExp|Promise|Map|Set|WeakMap|WeakSet|Proxy|(Type|Range|Syntax|Reference|Eval|URI)?Error)\b/,
];

/**
 * Keeps the hover of a name's first appearance on a page that has a type to show, and drops the
 * repeats: a reader finds the type where the name first shows (for an imported name, its import),
 * and the page carries each once instead of at every use (on a long guide, twice the weight of its
 * code).
 */
function firstHovers(result: TwoslashReturn, seen: Set<string>): TwoslashReturn {
  result.nodes = result.nodes.filter((node) => {
    if (node.type !== 'hover') return true;
    if (UNTAUGHT.some((pattern) => pattern.test(node.text))) return false;
    // Nothing to show: shiki's reading of a hover drops a bare `interface X` line, which is all
    // TypeScript says of an interface without a comment; a name that is also a value (`var
    // Response`) keeps its reading.
    if (defaultHoverInfoProcessor(node.text) === '') return false;
    if (seen.has(node.target)) return false;
    seen.add(node.target);
    return true;
  });
  return result;
}

/** The checked result of the fence whose meta is `meta`, taken once. */
export function takeResult(meta: string | undefined): CheckedExample | undefined {
  const id = meta ? EXAMPLE_ID.exec(meta)?.[1] : undefined;
  const result = id ? results.get(id) : undefined;
  if (id) results.delete(id);
  return result;
}

const titleOf = (meta: string) => /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];

/** A title that names a file of the example's project (`src/index.ts`), so later fences may import it. */
function projectPath(title: string | undefined): string | undefined {
  if (!title || !/^[\w.\-/]+\.(ts|mts|cts|tsx)$/.test(title) || title.startsWith('/') || title.split('/').includes('..')) return undefined;
  return title;
}

/**
 * Which line of the fence each line of twoslash's output is: the output drops whole lines of
 * twoslash notation (`// @errors: 2339`), so each output line is the next fence line equal to it.
 */
function fenceLineOf(fenceLines: string[], outputLines: string[], outputLine: number): number {
  let fence = 0;
  for (let line = 0; line <= outputLine; line++) {
    while (fence < fenceLines.length && fenceLines[fence] !== outputLines[line]) fence++;
    if (line < outputLine) fence++;
  }
  return Math.min(fence, fenceLines.length - 1);
}

interface Fence {
  code: Element;
  meta: string;
  source: string;
  /** The line of the fence's opening marker in the document (1-based). */
  line: number;
}

function fencesOf(tree: Root): Fence[] {
  const fences: Fence[] = [];
  visit(tree, 'element', (pre) => {
    if (pre.tagName !== 'pre') return;
    const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    const language = (code?.properties.className as string[] | undefined)?.find((name) => name.startsWith('language-'))?.slice('language-'.length);
    if (!code || !language || !CHECKED_LANGUAGES.has(language)) return;
    const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
    fences.push({ code, meta, source: toString(code).replace(/\n$/, ''), line: pre.position?.start.line ?? code.position?.start.line ?? 0 });
  });
  return fences;
}

/**
 * Where the API reference declares the names of an example: the declaration file and the name
 * (`content/api/rpc/index.d.ts#createRpcClient`), or for a member the name of its owner and its
 * own (`…#RpcClientConfig.transport`), as the page model keys the reference's items. TypeScript's
 * language service finds the declaration, as an editor's "go to definition" does, through imports
 * and re-exports. It is asked while twoslash runs (`shouldGetHoverInfo`, for each name), the one
 * time the example's file is in twoslash's environment; `skip` names it need not be asked about.
 */
type Environment = NonNullable<ReturnType<TwoslashInstance['getCacheMap']>> extends Map<string, infer Env> ? Env : never;

class ApiSymbolFinder {
  /** The symbol of each name found, by its place in the code twoslash was given. */
  private readonly found = new Map<number, string>();
  private env: Environment | undefined;
  private readonly apiDir: string;

  constructor(
    private readonly code: string,
    /** The tree of the example's version, whose declarations it imports. */
    tree: string,
    private readonly skip: ReadonlySet<string>,
  ) {
    this.apiDir = `${path.resolve(tree, API_DIR)}${path.sep}`;
  }

  /** twoslash's `shouldGetHoverInfo`: looks the name up, and lets twoslash describe every name. */
  readonly visit = (target: string, start: number, filename: string): boolean => {
    if (!this.skip.has(target)) this.lookUp(start, path.join(process.cwd(), filename));
    return true;
  };

  private lookUp(start: number, file: string): void {
    // The example's file is the end of the code (the whole of it, or after its `// @filename:` line), in the environment that holds it now.
    this.env ??= [...(sharedTwoslasher().getCacheMap()?.values() ?? [])].find((env) => {
      const text = env.getSourceFile(file)?.text;
      return text !== undefined && text !== '' && this.code.endsWith(text);
    });
    const offset = this.code.length - (this.env?.getSourceFile(file)?.text.length ?? 0);
    const definition = this.env?.languageService
      .getDefinitionAtPosition(file, start - offset)
      ?.find((found) => path.resolve(found.fileName).startsWith(this.apiDir));
    if (!definition) return;
    const declarationFile = path.relative(process.cwd(), path.resolve(definition.fileName)).split(path.sep).join('/');
    // A member is named after its owner; a module (`"@lumenize/kit"`, quoted) owns no member.
    const owned = definition.containerName !== '' && !definition.containerName.startsWith('"');
    this.found.set(start, owned ? apiSymbolKey(declarationFile, definition.containerName, definition.name) : apiSymbolKey(declarationFile, definition.name));
  }

  /** Each hover of the result with the symbol of its name: twoslash's positions are past the notation it removed. */
  symbols(result: TwoslashReturn): Map<NodeHover, string> {
    const removals = result.meta.removals;
    const byOutput = new Map(
      [...this.found].map(([start, symbol]) => [start - removals.filter(([, end]) => end <= start).reduce((sum, [from, end]) => sum + end - from, 0), symbol]),
    );
    return new Map(result.hovers.flatMap((hover) => (byOutput.has(hover.start) ? [[hover, byOutput.get(hover.start)!]] : [])));
  }
}

/**
 * The document's source path, as contentlayer hands it to the compile, when its examples are
 * checked (a docs guide's of any version, or the home page's), with the tree of the version it
 * belongs to: its examples import that version's declarations.
 */
function checkedPath(file: VFile, contentDir: string): { guide: string; tree: string } | undefined {
  const guide = sourceFileOf(file);
  if (guide === undefined) return undefined;
  const { archived, path } = splitVersion(guide);
  const checked = path.startsWith('docs/') || (archived === undefined && path === 'home.mdx');
  return checked ? { guide, tree: versionDir(archived, contentDir) } : undefined;
}

/**
 * Type-checks the TypeScript examples of a docs guide (and of the home page) with twoslash, as the programs they are:
 * each fence is a file of one small project per page, stored at the path its title names, so a
 * later fence can import an earlier one (`../src/index`); a fence sees the earlier fences of its
 * page, never another page's. A type error that the fence does not mark (`// @errors: 2339`) fails
 * the build, naming the page, the line and TypeScript's message. Each result waits for the
 * highlighter (transformerExamples), which renders its hovers.
 */
export function rehypeCheckExamples(options: { contentDir: string }) {
  return (tree: Root, file: VFile) => {
    const checked = checkedPath(file, options.contentDir);
    if (!checked) return;
    const { guide, tree: versionTree } = checked;
    const page = file.path || `${options.contentDir}/${guide}`;
    const folder = `.examples/${guide.replace(/\.mdx?$/, '')}`;
    const fences = fencesOf(tree).filter((fence) => !/(?:^|\s)(notwoslash|no-twoslash)(?:\s|$)/.test(fence.meta));
    let untitled = 0;
    const seenHovers = new Set<string>();
    const names = fences.map((fence) => projectPath(titleOf(fence.meta)) ?? `snippet-${++untitled}.ts`);
    for (const [index, fence] of fences.entries()) {
      let runtime: Runtime;
      try {
        runtime = runtimeOf(fence.meta);
      } catch (error) {
        file.message((error as Error).message, fence.code);
        continue;
      }
      const name = names[index];
      const header = `// @filename: ${folder}/${name}\n// ---cut---\n`;
      const project = [...projectAround(names, index)].map(([other, at]) => [`${folder}/${other}`, fences[at].source]);
      const extraFiles = { ...exampleDeclarations(), ...Object.fromEntries(project) };
      let result: TwoslashReturn;
      const code = header + fence.source;
      const finder = new ApiSymbolFinder(code, versionTree, seenHovers);
      try {
        result = sharedTwoslasher()(code, 'ts', {
          compilerOptions: { ...RUNTIME_OPTIONS[runtime], paths: lumenizePaths(versionTree) },
          handbookOptions: { noErrorValidation: true, noErrorsCutted: true },
          extraFiles,
          shouldGetHoverInfo: finder.visit,
        });
      } catch (error) {
        file.message(`twoslash could not read this example: ${(error as Error).message}`, fence.code);
        continue;
      }
      const expected = new Set(result.meta.handbookOptions.errors);
      const unexpected = result.errors.filter((error) => error.code === undefined || !expected.has(Number(error.code)));
      if (unexpected.length > 0) {
        const fenceLines = fence.source.split('\n');
        const outputLines = result.code.split('\n');
        const messages = unexpected.map((error) => {
          const line = fence.line + 1 + fenceLineOf(fenceLines, outputLines, error.line);
          return `${page}:${line}:${error.character + 1} - error TS${error.code}: ${error.text}`;
        });
        const hint = `Fix the example, or mark an error it shows on purpose with a line \`// @errors: ${unexpected.map((error) => error.code).join(' ')}\` in the fence.`;
        file.message(`Type error in a TypeScript example (${runtime} runtime):\n${messages.join('\n')}\n${hint}`, fence.code);
        continue;
      }
      const id = `e${++nextId}`;
      const checked = firstHovers(result, seenHovers);
      results.set(id, { result: checked, symbols: finder.symbols(checked), line: fence.line });
      const data = (fence.code.data ??= {}) as { meta?: string };
      data.meta = `${fence.meta} example-id="${id}"`;
    }
  };
}
