/**
 * The framework's scripts (react-dom, the router, our client islands) start loading after the
 * page's load event instead of racing the HTML, CSS and images for the reader's connection.
 * Every control of the page works without them (HTML, CSS and the head's inline script); they add
 * client navigation, the search dialog, diagrams and the table of contents' highlight.
 *
 * Next renders them as `<script src async>` tags (plus a low-priority preload for one), which the
 * browser fetches and runs before it fires load. This swaps them for one inline loader. The page
 * is parsed with an HTML parser (parse5) to find them; the edit is made at the positions it
 * reports, so the rest of the page stays byte for byte as Next wrote it. `noModule` scripts
 * (polyfills for browsers without modules) are left as they are: modern browsers never fetch them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { scriptsAfterLoadRuntime } from '@/lib/browser/scripts-after-load';
import { inlineScript } from '@/lib/site/inline-script';
import { filesUnder } from './files';
import { attribute, elementsOf, hasAttribute, locationOf, textOf } from './html';

export interface DeferredPage {
  html: string;
  /** The script URLs now loaded after the load event, in document order. */
  scripts: string[];
}

/** The loader that takes the place of the page's framework scripts (see `scriptsAfterLoadRuntime`). */
export const loaderScript = (scripts: string[]): string => `<script>${inlineScript(scriptsAfterLoadRuntime, scripts)}</script>`;

/**
 * What an inline script pushes onto, when it is one `X.push(…)` call: `(self.__next_f=self.__next_f||[]).push(…)`
 * → `self.__next_f`, `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(…)` → `globalThis.TURBOPACK`.
 * Read with TypeScript's parser, as JavaScript.
 */
function pushes(source: string): { target: string; args: readonly ts.Expression[] }[] {
  const file = ts.createSourceFile('inline.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  return file.statements.flatMap((statement) => {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return [];
    const callee = statement.expression.expression;
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'push') return [];
    let target: ts.Expression = callee.expression;
    while (ts.isParenthesizedExpression(target)) target = target.expression;
    // `a = a || []` and `a || (a = [])` both start with the array's own name.
    if (ts.isBinaryExpression(target)) target = target.left;
    return [{ target: target.getText(file), args: statement.expression.arguments }];
  });
}

/** Next's payload (`self.__next_f`) or Turbopack's bootstrap (`globalThis.TURBOPACK`) is all an inline script pushes onto. */
const FRAMEWORK_QUEUES = new Set(['self.__next_f', 'globalThis.TURBOPACK', 'globalThis["TURBOPACK"]']);

/** Whether an inline script is one Next writes: nothing but pushes onto its payload or Turbopack's queue. */
export function isFrameworkInlineScript(source: string): boolean {
  const found = pushes(source);
  return found.length > 0 && found.every((push) => FRAMEWORK_QUEUES.has(push.target));
}

/** The chunks Turbopack's inline bootstrap (`{ otherChunks: [...] }` pushed onto `globalThis.TURBOPACK`) tells its runtime to load. */
function bootstrapChunks(args: readonly ts.Expression[]): string[] | undefined {
  const object = args[0];
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const chunks = object.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText().replace(/["']/g, '') === 'otherChunks',
  );
  if (!chunks || !ts.isArrayLiteralExpression(chunks.initializer)) return undefined;
  return chunks.initializer.elements.map((element) => (ts.isStringLiteral(element) ? element.text : ''));
}

/**
 * Moves a page's external classic scripts behind its load event. What it assumes of the page as
 * Next renders it today, each checked, failing the build with the page named when it breaks:
 *
 * - every external script is classic and `async` (no module, `defer`, integrity, nonce, crossorigin
 *   or inline content the loader would drop or change the meaning of), so running them in any
 *   order once load has fired is what Next already asked for;
 * - Next's inline payload (`self.__next_f.push`) is there for them to hydrate;
 * - Turbopack's inline bootstrap (`globalThis.TURBOPACK.push({ otherChunks })`) is there, and every
 *   chunk it names is one of the scripts moved: the runtime, arriving last, then finds each by its
 *   `src` instead of fetching it a second time;
 * - every script preload names one of those scripts (it goes with them).
 *
 * A Next upgrade that renders pages differently then fails the build instead of shipping pages
 * whose scripts run wrongly.
 */
export function hydrateAfterLoad(html: string, page: string): DeferredPage {
  const all = elementsOf(html, { locations: true });
  const moved = all.filter((element) => element.tagName === 'script' && hasAttribute(element, 'src') && !hasAttribute(element, 'nomodule'));
  if (moved.length === 0) return { html, scripts: [] };
  const scripts = moved.map((element) => {
    const src = attribute(element, 'src') ?? '';
    const type = attribute(element, 'type');
    if (type !== undefined && type !== '' && type !== 'text/javascript') {
      throw new Error(`${page}: <script src="${src}" type="${type}"> cannot be moved after load`);
    }
    for (const name of ['defer', 'integrity', 'nonce', 'crossorigin']) {
      if (hasAttribute(element, name)) throw new Error(`${page}: <script src="${src}" ${name}> cannot be moved after load`);
    }
    if (!hasAttribute(element, 'async')) throw new Error(`${page}: <script src="${src}"> without async cannot be moved after load (it would run in order)`);
    if (element.childNodes.length > 0) throw new Error(`${page}: <script src="${src}"> has inline content the loader would drop`);
    return src;
  });
  const inline = all
    .filter(
      (element) => element.tagName === 'script' && !hasAttribute(element, 'src') && [undefined, '', 'text/javascript'].includes(attribute(element, 'type')),
    )
    .flatMap((element) => pushes(textOf(element)));
  if (!inline.some((push) => push.target === 'self.__next_f')) {
    throw new Error(`${page}: framework scripts without Next's inline payload (self.__next_f): has Next changed how it renders pages?`);
  }
  const bootstraps = inline
    .filter((push) => push.target === 'globalThis.TURBOPACK' || push.target === 'globalThis["TURBOPACK"]')
    .map((push) => bootstrapChunks(push.args));
  const chunks = bootstraps.find((found) => found !== undefined);
  if (!chunks) {
    throw new Error(`${page}: no Turbopack bootstrap (an inline globalThis.TURBOPACK.push({ otherChunks })): has Next changed how its runtime starts?`);
  }
  for (const chunk of chunks) {
    if (!chunk || !scripts.some((src) => src.endsWith(`/_next/${chunk}`))) {
      throw new Error(
        `${page}: Turbopack's bootstrap names ${chunk || 'a chunk that is not a string'}, which is not one of the page's scripts: its runtime would fetch it again`,
      );
    }
  }
  const preloads = all.filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'script');
  for (const preload of preloads) {
    const href = attribute(preload, 'href');
    if (href === undefined || !scripts.includes(href)) {
      throw new Error(`${page}: a script preload (${href ?? 'no href'}) names no script of the page`);
    }
  }
  // The loader takes the place of the first script moved; the other scripts and the preloads go.
  const edits = [
    ...moved.map((element, index) => ({ ...locationOf(element, page), text: index === 0 ? loaderScript(scripts) : '' })),
    ...preloads.map((element) => ({ ...locationOf(element, page), text: '' })),
  ].sort((a, b) => b.startOffset - a.startOffset);
  let result = html;
  for (const edit of edits) result = result.slice(0, edit.startOffset) + edit.text + result.slice(edit.endOffset);
  return { html: result, scripts };
}

/**
 * V8's explicit compile hint (Chromium 136+; a plain comment to other engines): the whole file is
 * compiled on a background thread while it downloads. Without it, Turbopack's runtime calls each
 * module factory for the first time at start-up and V8 compiles them on the main thread then, one
 * long task after load. At 4× CPU that task on `/docs/introduction` went from 115–285 ms to 50–70 ms,
 * and Lighthouse's TBT from 80–165 ms to 9–30 ms. Only for the scripts every page starts with: they
 * run at once, while a lazily loaded library (search, mermaid) would be compiled whole for little.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A start-up script with the compile hint as its first line (once, however often it is applied). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** `/base/_next/static/chunks/a.js` → `out/_next/static/chunks/a.js` (a base path is not a folder of the export). */
function exportFile(out: string, src: string): string | undefined {
  const at = src.indexOf('/_next/');
  return at < 0 ? undefined : join(out, src.slice(at).split(/[?#]/)[0]);
}

export interface DeferredExport {
  pages: number;
  moved: number;
  startupScripts: number;
}

/**
 * Every page of the export at `out` loads its framework scripts after its load event; with
 * `compileHint`, the start-up scripts carry V8's compile hint. Each script moved must be a file of
 * the export, since no other check sees it once it sits in the loader.
 */
export function deferExport(out: string, { compileHint }: { compileHint: boolean }): DeferredExport {
  const pages = filesUnder(out, { skip: ['_next'] }).filter((file) => file.endsWith('.html'));
  let moved = 0;
  const startup = new Set<string>();
  for (const file of pages) {
    const { html, scripts } = hydrateAfterLoad(readFileSync(file, 'utf8'), file);
    for (const src of scripts) {
      const path = exportFile(out, src);
      if (!path || !existsSync(path)) throw new Error(`${file}: script ${src} is not a file of the export`);
      startup.add(path);
    }
    if (scripts.length > 0) {
      writeFileSync(file, html);
      moved += 1;
    }
  }
  if (moved === 0) throw new Error(`Scripts after load: no page of ${out}/ has a framework script; has Next changed how it renders them?`);
  if (compileHint) for (const path of startup) writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
  return { pages: pages.length, moved, startupScripts: startup.size };
}
