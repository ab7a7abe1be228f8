/**
 * Which module of an export a function belongs to, and whether that module is the framework's.
 *
 * Turbopack's chunks are files of module factories: one call that pushes an array of
 * `id, factory, id, factory …` onto the runtime's queue. A module's id is derived from its path
 * under the project, so the same Next or React module has the same id in every build made from
 * this project's node_modules. The bare export (scripts/bench/floor.ts) holds the framework's
 * modules and nothing of ours: a module of a bench page is the framework's when the floor has its
 * id, and ours otherwise (our components, the libraries we chose, and any part of Next the floor
 * does not use, which errs against us). Chunks themselves cannot tell: the same React module sits
 * in differently named chunks in the two exports.
 *
 * The chunks are parsed as JavaScript (TypeScript's parser), never matched by pattern.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { elementsOf, hasAttribute } from '@/build-time/html';
import { isFrameworkInlineScript } from '@/build-time/hydrate-after-load';

export interface ModuleRange {
  /** The modules of one factory: Turbopack hoists modules that only each other import into one factory, listing all their ids before it. */
  ids: string[];
  /** The factory's first and one-past-last UTF-16 offset in the file (V8's columns count the same units). */
  start: number;
  end: number;
}

/** The module factories of a Turbopack chunk, in file order; undefined for a file that is not a chunk of modules (the runtime, polyfills). */
export function moduleRanges(source: string): ModuleRange[] | undefined {
  const file = ts.createSourceFile('chunk.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  for (const statement of file.statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const call = statement.expression;
    if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'push') continue;
    const list = call.arguments[0];
    if (!list || !ts.isArrayLiteralExpression(list)) continue;
    // The first item is the chunk's own script element; then one or more ids before each factory.
    const ranges: ModuleRange[] = [];
    let ids: string[] = [];
    for (const item of list.elements.slice(1)) {
      if (ts.isNumericLiteral(item) || ts.isStringLiteral(item)) ids.push(item.text);
      else if ((ts.isArrowFunction(item) || ts.isFunctionExpression(item)) && ids.length > 0) {
        ranges.push({ ids, start: item.getStart(file), end: item.end });
        ids = [];
      } else return undefined;
    }
    return ranges.length > 0 && ids.length === 0 ? ranges : undefined;
  }
  return undefined;
}

const chunksOf = (out: string) => {
  const dir = join(out, '_next', 'static', 'chunks');
  if (!existsSync(dir)) throw new Error(`${dir}/ does not exist: is ${out}/ a Next.js export?`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
};

/** Every module id in the chunks of an export. Throws when none is found: Turbopack's chunks would then have changed shape. */
export function moduleIds(out: string): Set<string> {
  const ids = new Set<string>();
  for (const file of chunksOf(out)) for (const range of moduleRanges(readFileSync(file, 'utf8')) ?? []) for (const id of range.ids) ids.add(id);
  if (ids.size === 0) throw new Error(`No module factory found in the chunks of ${out}/: has Turbopack changed the shape of its chunks?`);
  return ids;
}

export type Owner = 'own' | 'framework';

/** The page's inline scripts: where each one's text starts and ends in the HTML, and whether Next wrote it. */
function inlineScripts(html: string): { start: number; end: number; framework: boolean }[] {
  return elementsOf(html, { locations: true })
    .filter((element) => element.tagName === 'script' && !hasAttribute(element, 'src'))
    .flatMap((element) => {
      const where = element.sourceCodeLocation;
      if (!where?.startTag || !where.endTag) return [];
      const start = where.startTag.endOffset;
      const end = where.endTag.startOffset;
      return [{ start, end, framework: isFrameworkInlineScript(html.slice(start, end)) }];
    });
}

/** The export's file for a page's URL, as the CDN maps `/x` to `x.html` and `/` to `index.html`. */
function pageFile(out: string, pathname: string): string | undefined {
  const path = decodeURIComponent(pathname).replace(/\/$/, '');
  return [`${path}.html`, `${path}/index.html`].map((candidate) => join(out, candidate)).find((file) => existsSync(file));
}

/**
 * Tells whose a function is, by the script it is defined in and its position there. `out` is the
 * export the page is served from, `frameworkIds` the modules of the floor. A file of `_next/` that
 * is not a chunk of modules (Turbopack's runtime, the polyfills) is the framework's; so is an inline
 * script of the page that only hands Next its payload (`self.__next_f.push`, whose evaluation is
 * Next parsing its data) or Turbopack its chunk list. Any other script (our head script, the loader
 * of the scripts after load, mermaid, Pagefind) is ours.
 */
export function ownersOf(out: string, frameworkIds: ReadonlySet<string>): (url: string, line: number, column: number) => Owner {
  const files = new Map<string, { ranges?: ModuleRange[]; inline?: ReturnType<typeof inlineScripts>; lineStarts: number[] } | null>();
  const lineStartsOf = (source: string) => {
    const starts = [0];
    for (let i = 0; i < source.length; i += 1) if (source.charCodeAt(i) === 10) starts.push(i + 1);
    return starts;
  };
  const fileOf = (url: string) => {
    const path = new URL(url).pathname;
    const at = path.indexOf('/_next/');
    const file = at < 0 ? pageFile(out, path) : join(out, decodeURIComponent(path.slice(at + 1)));
    if (!file) return null;
    if (!files.has(file)) {
      if (!existsSync(file)) throw new Error(`${url} is not a file of ${out}/: is the bench measuring another export?`);
      const source = readFileSync(file, 'utf8');
      files.set(
        file,
        at < 0 ? { inline: inlineScripts(source), lineStarts: lineStartsOf(source) } : { ranges: moduleRanges(source), lineStarts: lineStartsOf(source) },
      );
    }
    return files.get(file)!;
  };
  return (url, line, column) => {
    const file = fileOf(url);
    if (!file) return 'own';
    const offset = (file.lineStarts[line] ?? 0) + column;
    if (file.inline) return file.inline.some((script) => script.framework && offset >= script.start && offset <= script.end) ? 'framework' : 'own';
    if (!file.ranges) return 'framework';
    const range = file.ranges.find((r) => offset >= r.start && offset < r.end);
    // Outside every factory: the chunk's own wrapper, which only hands the factories to the runtime.
    if (!range) return 'framework';
    // A factory that holds any module of ours is ours.
    return range.ids.every((id) => frameworkIds.has(id)) ? 'framework' : 'own';
  };
}
