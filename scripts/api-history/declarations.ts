import path from 'node:path';
import ts from 'typescript';
import type { ApiHistoryKind } from '@/build-time/content/api-history-schema';
import type { RepoPackage } from './packages';

/** One export of a package at one tag: what it is and its declaration as TypeScript prints it. */
interface ExportedItem {
  kind: ApiHistoryKind;
  declaration: string;
}

/** A published package's surface at one tag. */
interface PackageSurface {
  folder: string;
  /** Its entry module, relative to the checkout: `packages/rpc/src/index.ts`. */
  entry: string;
  exports: Record<string, ExportedItem>;
  /** The names its entry exports whose declaration is tagged `@internal`, left out of `exports`. */
  internal: string[];
}

/** What one tag publishes, by npm name. */
export interface TagSurface {
  packages: Record<string, PackageSurface>;
  /**
   * What no file of the tag could resolve: modules (the packages' npm dependencies,
   * `cloudflare:workers`) and global names (the Workers runtime's types, `DurableObjectState`).
   */
  unresolved: { modules: string[]; names: string[] };
}

/**
 * The same options for every tag, not each tag's own tsconfig, so a declaration prints differently
 * only when its source changed. The libraries target Workers and browsers: the DOM library gives
 * `Request`, `Response` and `WebSocket`; the Workers types are not installed (see `unresolved`).
 * `stripInternal` drops `@internal` members from the printed declarations, as it drops `@internal` exports.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.disposable.d.ts'],
  strict: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  types: [],
  declaration: true,
  emitDeclarationOnly: true,
  stripInternal: true,
  noEmitOnError: false,
};

const CANNOT_FIND_MODULE = 2307;
const CANNOT_FIND_NAME = 2304;
const CANNOT_FIND_NAME_DID_YOU_MEAN = 2552;

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** Each symbol kind, in the order that names a merged symbol (a const and a type of one name is a variable). */
const KINDS: [ts.SymbolFlags, ApiHistoryKind][] = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Variable, 'variable'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.TypeAlias, 'type-alias'],
  [ts.SymbolFlags.Module, 'namespace'],
];

function kindOf(symbol: ts.Symbol): ApiHistoryKind | undefined {
  return KINDS.find(([flag]) => symbol.flags & flag)?.[1];
}

function isInternal(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal'));
}

const DROPPED_MODIFIERS = new Set([ts.SyntaxKind.ExportKeyword, ts.SyntaxKind.DefaultKeyword, ts.SyntaxKind.DeclareKeyword]);

function withoutExportModifiers<T extends ts.HasModifiers>(node: T): T {
  const modifiers = ts.getModifiers(node)?.filter((modifier) => !DROPPED_MODIFIERS.has(modifier.kind));
  return ts.factory.replaceModifiers(node, modifiers ?? []);
}

/** A class member no caller can reach: `private x;` and `#private;` in a declaration file. */
function isPrivateMember(member: ts.ClassElement): boolean {
  if (member.name && ts.isPrivateIdentifier(member.name)) return true;
  return ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword);
}

/**
 * A declaration as a caller sees it: without comments, without the `export`/`declare` that
 * depend on how the file writes it, and for a class without its private members.
 */
function printDeclaration(declaration: ts.Declaration): string {
  const file = declaration.getSourceFile();
  if (ts.isVariableDeclaration(declaration)) {
    const list = declaration.parent;
    const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    return `${keyword} ${printer.printNode(ts.EmitHint.Unspecified, declaration, file)};`;
  }
  let node: ts.Node = declaration;
  if (ts.isClassDeclaration(declaration)) {
    node = ts.factory.updateClassDeclaration(
      declaration,
      declaration.modifiers,
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      declaration.members.filter((member) => !isPrivateMember(member)),
    );
  }
  if (ts.canHaveModifiers(node)) node = withoutExportModifiers(node);
  return printer.printNode(ts.EmitHint.Unspecified, node, file);
}

/** A symbol's declarations printed in a stable order (by file, then position), one after another. */
function printSymbol(symbol: ts.Symbol, root: string): string {
  const declarations = [...(symbol.declarations ?? [])].sort((a, b) => {
    const byFile = path.relative(root, a.getSourceFile().fileName).localeCompare(path.relative(root, b.getSourceFile().fileName));
    return byFile || a.pos - b.pos;
  });
  return declarations.map(printDeclaration).join('\n');
}

function resolved(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** `@lumenize/*` imports resolve to the sibling packages at the same tag, as the repository's workspaces link them. */
function workspacePaths(packages: RepoPackage[]): ts.MapLike<string[]> {
  const paths: ts.MapLike<string[]> = {};
  for (const pkg of packages) for (const [specifier, file] of Object.entries(pkg.entries)) paths[specifier] = [file.replace(/\.(c|m)?tsx?$/, '')];
  return paths;
}

function exportsOf(program: ts.Program, file: string): ts.Symbol[] {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file}: not in the program`);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(source);
  return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
}

/**
 * The surface of every published package of a checkout. One program over the packages' entries
 * lists the exports and finds those tagged `@internal`; its declaration emit, read back as a
 * second program, gives each export's declaration as a published `.d.ts` would state it: the
 * types a signature writes as they are written, the ones it infers as the compiler infers them.
 * An import nothing here resolves (an npm dependency, `cloudflare:workers`) keeps its written
 * name in a written type, and an inferred type that goes through it prints as `any`.
 */
export function surfaceOf(root: string, packages: RepoPackage[]): TagSurface {
  const published = packages.filter((pkg) => pkg.published);
  const options = { ...COMPILER_OPTIONS, paths: workspacePaths(packages) };
  const entryOf = (pkg: RepoPackage) => pkg.entries[pkg.name];
  const program = ts.createProgram({ rootNames: published.map(entryOf), options });

  const modules = new Set<string>();
  const names = new Set<string>();
  for (const diagnostic of program.getSemanticDiagnostics()) {
    // The span of "Cannot find module" is the specifier's string literal; of "Cannot find name", the name.
    const spanned =
      diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.text.slice(diagnostic.start, diagnostic.start + (diagnostic.length ?? 0)) : '';
    if (diagnostic.code === CANNOT_FIND_MODULE) modules.add(spanned.slice(1, -1));
    if (diagnostic.code === CANNOT_FIND_NAME || diagnostic.code === CANNOT_FIND_NAME_DID_YOU_MEAN) names.add(spanned);
  }

  const emitted = new Map<string, string>();
  program.emit(undefined, (fileName, text) => emitted.set(path.resolve(fileName), text));
  const declarationFile = (file: string) => file.replace(/\.(c|m)?tsx?$/, '.d.ts');
  const host = ts.createCompilerHost(options);
  const isLibrary = (file: string) => path.resolve(file).startsWith(path.dirname(ts.getDefaultLibFilePath(options)));
  const readBack = ts.createProgram({
    rootNames: published.map((pkg) => declarationFile(entryOf(pkg))),
    options: { ...options, noEmit: true, declaration: false, emitDeclarationOnly: false },
    host: {
      ...host,
      fileExists: (file) => emitted.has(path.resolve(file)) || (isLibrary(file) && host.fileExists(file)),
      readFile: (file) => emitted.get(path.resolve(file)) ?? (isLibrary(file) ? host.readFile(file) : undefined),
      getSourceFile: (file, language) => {
        const text = emitted.get(path.resolve(file)) ?? (isLibrary(file) ? host.readFile(file) : undefined);
        return text === undefined ? undefined : ts.createSourceFile(file, text, language, true);
      },
    },
  });
  const checker = program.getTypeChecker();
  const readBackChecker = readBack.getTypeChecker();

  const surfaces: Record<string, PackageSurface> = {};
  for (const pkg of published) {
    const internal: string[] = [];
    const kinds = new Map<string, ApiHistoryKind>();
    for (const symbol of exportsOf(program, entryOf(pkg))) {
      const target = resolved(checker, symbol);
      if (isInternal(target)) internal.push(symbol.name);
      else {
        const kind = kindOf(target);
        if (!kind)
          throw new Error(
            `${pkg.name} at packages/${pkg.folder}: the export ${symbol.name} resolves to nothing this script can name (a re-export of an unresolved module?)`,
          );
        kinds.set(symbol.name, kind);
      }
    }
    const exports: Record<string, ExportedItem> = {};
    for (const symbol of exportsOf(readBack, declarationFile(entryOf(pkg)))) {
      const kind = kinds.get(symbol.name);
      if (!kind) continue;
      exports[symbol.name] = { kind, declaration: printSymbol(resolved(readBackChecker, symbol), root) };
    }
    const missing = [...kinds.keys()].filter((name) => !(name in exports));
    if (missing.length) throw new Error(`${pkg.name}: the declaration emit has no ${missing.join(', ')}`);
    surfaces[pkg.name] = {
      folder: pkg.folder,
      entry: path.relative(root, entryOf(pkg)).split(path.sep).join('/'),
      exports: sortedRecord(exports),
      internal: internal.sort(),
    };
  }
  return { packages: sortedRecord(surfaces), unresolved: { modules: [...modules].sort(), names: [...names].sort() } };
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
