import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A way the API reference's declarations differ from the ones a package publishes. */
export interface Difference {
  /** Our declaration file, from the repository's root. */
  file: string;
  /** Our declaration's line, or 1 for an export we do not declare. */
  line: number;
  message: string;
}

/** What is compared of one declaration: each entry a fact a reader could rely on, printed. */
interface Shape {
  kind: string;
  /** Facts by name: `signature 1`, `member send`, `static member OPEN`, `type`. */
  facts: Map<string, { text: string; node?: ts.Node }>;
  node: ts.Node;
  /** The export's own declaration: a re-export's `export { … } from`, or the same as `node`. */
  exportNode: ts.Node;
}

const PRINT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.WriteArrowStyleSignature;

function kindOf(symbol: ts.Symbol): string {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type alias';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'variable';
  if (flags & ts.SymbolFlags.Module) return 'namespace';
  return 'export';
}

/** A signature as text: its type parameters, each parameter's name, optionality and type, and its return type. */
function signatureText(checker: ts.TypeChecker, signature: ts.Signature, at: ts.Node): string {
  const typeParameters = signature.getTypeParameters()?.map((parameter) => checker.typeToString(parameter, at, PRINT)) ?? [];
  const parameters = signature.getParameters().map((parameter) => {
    const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = declaration ? checker.isOptionalParameter(declaration) : false;
    const rest = declaration?.dotDotDotToken ? '...' : '';
    return `${rest}${parameter.name}${optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(parameter, at), at, PRINT)}`;
  });
  const generics = typeParameters.length ? `<${typeParameters.join(', ')}>` : '';
  return `${generics}(${parameters.join(', ')}) => ${checker.typeToString(signature.getReturnType(), at, PRINT)}`;
}

/** A member's facts: whether it is optional or read-only, and its type (a method's is its signatures). */
function memberText(checker: ts.TypeChecker, member: ts.Symbol, at: ts.Node): string {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
  const readonly = declaration && ts.getCombinedModifierFlags(declaration as ts.Declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
  const type = checker.getTypeOfSymbolAtLocation(member, at);
  const signatures = type.getCallSignatures();
  if (member.flags & ts.SymbolFlags.Method && signatures.length > 0) {
    return `${readonly}method${optional} ${signatures.map((signature) => signatureText(checker, signature, at)).join(' & ')}`;
  }
  return `${readonly}property${optional}: ${checker.typeToString(type, at, PRINT)}`;
}

function membersOf(checker: ts.TypeChecker, type: ts.Type, prefix: string, at: ts.Node, facts: Shape['facts']) {
  for (const member of checker.getPropertiesOfType(type)) {
    if (member.name === 'prototype' || member.name.startsWith('#') || member.name.startsWith('__@')) continue;
    facts.set(`${prefix}${member.name}`, { text: memberText(checker, member, at), node: member.declarations?.[0] });
  }
  type.getCallSignatures().forEach((signature, index) => facts.set(`${prefix}call signature ${index + 1}`, { text: signatureText(checker, signature, at) }));
  for (const info of checker.getIndexInfosOfType(type)) {
    facts.set(`${prefix}index [${checker.typeToString(info.keyType)}]`, { text: checker.typeToString(info.type, at, PRINT) });
  }
}

function shapeOf(checker: ts.TypeChecker, exported: ts.Symbol): Shape {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const node = symbol.declarations?.[0] ?? exported.declarations![0];
  const kind = kindOf(symbol);
  const facts: Shape['facts'] = new Map();
  if (kind === 'function' || kind === 'variable') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, node);
    const signatures = type.getCallSignatures();
    if (kind === 'function' || signatures.length > 0)
      signatures.forEach((signature, index) => facts.set(`signature ${index + 1}`, { text: signatureText(checker, signature, node) }));
    else membersOf(checker, type, 'member ', node, facts);
    type
      .getConstructSignatures()
      .forEach((signature, index) => facts.set(`construct signature ${index + 1}`, { text: signatureText(checker, signature, node) }));
  } else if (kind === 'class') {
    const statics = checker.getTypeOfSymbolAtLocation(symbol, node);
    statics.getConstructSignatures().forEach((signature, index) => facts.set(`constructor ${index + 1}`, { text: signatureText(checker, signature, node) }));
    membersOf(checker, statics, 'static member ', node, facts);
    membersOf(checker, checker.getDeclaredTypeOfSymbol(symbol), 'member ', node, facts);
  } else if (kind === 'interface') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    membersOf(checker, type, 'member ', node, facts);
    type
      .getConstructSignatures()
      .forEach((signature, index) => facts.set(`construct signature ${index + 1}`, { text: signatureText(checker, signature, node) }));
  } else if (kind === 'type alias') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    facts.set('type', { text: checker.typeToString(type, node, PRINT | ts.TypeFormatFlags.InTypeAlias) });
  }
  return { kind, facts, node, exportNode: exported.declarations?.[0] ?? node };
}

/**
 * The exports of a declaration file, each with its shape, read in a program of its own. Types
 * print as TypeScript prints them, without the module paths of `import("…")` types, and with the
 * type aliases that the files under `localRoot` declare, and the entry does not export, written
 * out as their declarations write them: a reader sees only what they stand for.
 */
function exportsOf(file: string, localRoot: string, options: ts.CompilerOptions = {}): { shapes: Map<string, Shape>; source: ts.SourceFile } {
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.esnext.disposable.d.ts'],
    types: ['@cloudflare/workers-types'],
    typeRoots: [path.resolve('node_modules')],
    skipLibCheck: true,
    noEmit: true,
    ...options,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file}: TypeScript could not read it`);
  const entry = checker.getSymbolAtLocation(source);
  const exported = entry ? checker.getExportsOfModule(entry) : [];
  const local = new Map<string, string>();
  for (const other of program.getSourceFiles()) {
    if (!path.resolve(other.fileName).startsWith(localRoot)) continue;
    for (const statement of other.statements) {
      if (ts.isTypeAliasDeclaration(statement) && !exported.some((symbol) => symbol.name === statement.name.text))
        local.set(statement.name.text, statement.type.getText());
    }
  }
  const plain = (text: string) => {
    let result = text.replace(/import\("[^"]*"\)\./g, '');
    for (const [name, expansion] of local) result = result.replace(new RegExp(`\\b${name}\\b`, 'g'), expansion);
    return result.replace(/\s+/g, ' ');
  };
  const shapes = new Map<string, Shape>();
  for (const symbol of exported) {
    const shape = shapeOf(checker, symbol);
    for (const fact of shape.facts.values()) fact.text = plain(fact.text);
    shapes.set(symbol.name, shape);
  }
  return { shapes, source };
}

/** The folder of the package.json above a file. */
function packageRootOf(file: string): string {
  let folder = path.dirname(file);
  while (!existsSync(path.join(folder, 'package.json')) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  return folder;
}

/**
 * The TSDoc tags of a declaration that change how the reference shows it: `@interface` makes
 * TypeDoc document a type alias as an interface, `@deprecated` marks it.
 */
const KIND_TAGS = ['interface', 'deprecated'];
const kindTagsOf = (node: ts.Node) =>
  ts
    .getJSDocTags(node)
    .map((tag) => tag.tagName.text)
    .filter((tag) => KIND_TAGS.includes(tag));

/** The comments right above a declaration: its TSDoc and the line comments the API reader ignores. */
function commentsOf(node: ts.Node | undefined): string {
  if (!node) return '';
  const statement = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const text = statement.getSourceFile().getFullText();
  return (ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []).map((range) => text.slice(range.pos, range.end)).join('\n');
}

const sentencesOf = (text: string) => text.replace(/^\s*(\/\/|\/\*\*|\*\/|\*)/gm, ' ').split(/(?<=\.)\s+/);
/** A sentence that says how the published declarations differ, and names `name` in backticks. */
const explains = (comment: string, name?: string) =>
  sentencesOf(comment).some((sentence) => /\bpublished\b/i.test(sentence) && (name === undefined || sentence.includes(`\`${name}\``)));

/**
 * Compares our declarations of a package (content/api/<id>/index.d.ts) with the ones it publishes:
 * the exports' names and kinds, each signature's parameters, their optionality and types, return
 * types, members and type aliases. A difference is allowed only where our declaration says why,
 * in a sentence of its TSDoc or of a line comment right above it that speaks of the published
 * declarations ("The published type says `WebSocket`"): above the export for a difference of
 * the export, above the member or above the export naming the member in backticks for a member's,
 * and anywhere in the file, naming it in backticks, for an export we do not declare.
 *
 * A `subset` (the declarations of a package without a reference, which type the guides' examples
 * only) may leave exports and members out; what it does declare is compared as above.
 */
export function diffDeclarations(
  oursFile: string,
  publishedFile: string,
  options: { subset?: boolean } = {},
): { differences: Difference[]; allowed: Difference[] } {
  const contentApi = path.resolve(path.dirname(oursFile), '..');
  const ours = exportsOf(oursFile, contentApi, { paths: { '@lumenize/*': [`${contentApi}/*/index.d.ts`] } });
  const publishedReal = realpathSync(publishedFile);
  const published = exportsOf(publishedReal, path.dirname(packageRootOf(publishedReal)));
  const file = path.relative(process.cwd(), oursFile).split(path.sep).join('/');
  const lineIn = (node: ts.Node | undefined) =>
    node && node.getSourceFile() === ours.source ? ours.source.getLineAndCharacterOfPosition(node.getStart()).line + 1 : undefined;
  const everyComment = [...ours.source.getFullText().matchAll(/\/\*\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((match) => match[0]).join('\n');

  const differences: Difference[] = [];
  const allowed: Difference[] = [];
  const report = (difference: Difference, explained: boolean) => (explained ? allowed : differences).push(difference);

  for (const [name, theirs] of published.shapes) {
    const mine = ours.shapes.get(name);
    if (!mine && options.subset) continue;
    if (!mine) {
      // A declaration of the same name that the reference keeps to itself may say why (`Cookie`).
      const local = ours.source.statements.find((statement) => (statement as ts.DeclarationStatement).name?.getText() === name);
      const explained = explains(everyComment, name) || explains(commentsOf(local));
      report({ file, line: lineIn(local) ?? 1, message: `the package exports ${theirs.kind} \`${name}\`, which the reference does not declare` }, explained);
      continue;
    }
    // A re-export or an inherited member is declared in another package's file: its line there
    // is not this file's, so the export's own line stands in, and both places' comments count.
    const exportComment = `${commentsOf(mine.node)}\n${commentsOf(mine.exportNode)}`;
    const line = lineIn(mine.node) ?? lineIn(mine.exportNode) ?? 1;
    const lineOf = (node: ts.Node | undefined) => lineIn(node) ?? line;
    for (const tag of new Set([...kindTagsOf(mine.node), ...kindTagsOf(theirs.node)])) {
      const where = (node: ts.Node) => (kindTagsOf(node).includes(tag) ? 'marks' : 'does not mark');
      if (where(mine.node) !== where(theirs.node))
        report(
          { file, line, message: `\`${name}\`: the package ${where(theirs.node)} it @${tag}, the reference ${where(mine.node)} it` },
          explains(exportComment),
        );
    }
    if (mine.kind !== theirs.kind) {
      // Their facts are not comparable: an interface has members, a type alias a type.
      report({ file, line, message: `\`${name}\` is a ${mine.kind} here, a ${theirs.kind} in the package` }, explains(exportComment));
      continue;
    }
    for (const [fact, their] of theirs.facts) {
      const my = mine.facts.get(fact);
      const member = /member (.*)$/.exec(fact)?.[1];
      const explained = explains(exportComment, member) || (member !== undefined && explains(commentsOf(my?.node)));
      if (!my && options.subset) continue;
      if (!my) report({ file, line, message: `\`${name}\` lacks ${fact}: published as ${their.text}` }, explained);
      else if (my.text !== their.text)
        report({ file, line: lineOf(my.node ?? mine.node), message: `\`${name}\` ${fact}: ${my.text}\n    published: ${their.text}` }, explained);
    }
    for (const [fact, my] of mine.facts) {
      if (theirs.facts.has(fact)) continue;
      const member = /member (.*)$/.exec(fact)?.[1];
      const explained = explains(exportComment, member) || (member !== undefined && explains(commentsOf(my.node)));
      report({ file, line: lineOf(my.node ?? mine.node), message: `\`${name}\` has ${fact} (${my.text}), which the package does not publish` }, explained);
    }
  }
  for (const [name, mine] of ours.shapes) {
    if (published.shapes.has(name)) continue;
    report(
      { file, line: lineIn(mine.node) ?? lineIn(mine.exportNode) ?? 1, message: `\`${name}\` is declared here, but the package does not export it` },
      explains(commentsOf(mine.node)),
    );
  }
  return { differences, allowed };
}
