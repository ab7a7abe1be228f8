import { ContentProblems, type Problem } from '@/lib/core/problems';
import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  CALLOUT_PREFIXES,
  kindInfo,
  plainText,
  type ApiExample,
  type ApiNote,
  type ApiNoteGroup,
  type ApiItem,
  type ApiKind,
  type ApiMember,
  type ApiPackage,
  type ApiParam,
  type Prose,
  type TypePart,
} from '@/lib/core/api';
import { CODE_COLUMNS } from '@/lib/core/code-columns';
import { apiIndexPath, inVersion, ROUTES } from '@/lib/core/paths';
import { formatDeclaration, formatMember, formatType } from './api-format';
import { CONTENT_DIR, SITE_CONFIG_SOURCE } from './content-dir';
import type { ApiPackageConfig } from '@/lib/core/site-config';

/**
 * The API reference, read from each package's TypeScript declarations with the TypeScript
 * compiler API: the exports its entry file declares or re-exports, each printed by TypeScript's
 * printer and formatted by prettier to the width of a code block (./api-format.ts), with its TSDoc comment. Names in signatures and `{@link}`s are resolved by the type
 * checker, so a link can only lead to an item the reference documents. A mistake a reader would
 * see (an unknown link, a `@param` of no parameter, an export without a summary, an unknown tag)
 * fails with the declaration file and line.
 */

export interface ApiReference {
  packages: { pkg: ApiPackage; items: ApiItem[] }[];
  /** Every declaration file read (the entries and what they import), relative to the repository. */
  files: string[];
}

/**
 * The TSDoc tags the reference renders; `@guide` names a docs page that uses the item, `@paramDefault` a
 * parameter's default, and `@interface` files a type alias under the interfaces, as TypeDoc does.
 */
const KNOWN_TAGS = new Set([
  'param',
  'typeParam',
  'paramDefault',
  'returns',
  'throws',
  'remarks',
  'example',
  'defaultValue',
  'deprecated',
  'guide',
  'interface',
]);

/**
 * Standard TSDoc and JSDoc tags the reference does not render, which published declarations carry:
 * passed over, so that an entry can name a package's own `dist/index.d.ts`. Any other tag is a
 * mistake (`@guides` for `@guide`) and fails. `@internal` leaves its export out of the reference.
 */
const PASSED_OVER_TAGS = new Set([
  'see',
  'internal',
  'since',
  'default',
  'private',
  'public',
  'alpha',
  'beta',
  'experimental',
  'packageDocumentation',
  'module',
  'category',
  'inheritDoc',
  'override',
  'sealed',
  'virtual',
  'readonly',
  'privateRemarks',
  'template',
  'type',
]);

const repoPath = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

const KINDS: [(node: ts.Node) => boolean, ApiKind][] = [
  [ts.isClassDeclaration, 'class'],
  [ts.isFunctionDeclaration, 'function'],
  [ts.isInterfaceDeclaration, 'interface'],
  [ts.isTypeAliasDeclaration, 'type-alias'],
];

type Declaration = ts.ClassDeclaration | ts.FunctionDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

interface Export {
  pkg: ApiPackage;
  name: string;
  kind: ApiKind;
  symbol: ts.Symbol;
  declarations: Declaration[];
  url: string;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** Where a version's packages are read from, and where its pages go. */
interface ReferenceOf {
  /** The version's tree, which the entries are relative to: the content folder for the latest. */
  dir: string;
  /** The version's docs root: its pages' addresses, and where its `@guide` links lead. */
  root: string;
  /** The field of the site config that lists the packages, as a mistake names it. */
  field: string;
}

/** Reads the reference of every package a version of the site config lists. */
export async function readApiReference(
  packages: readonly ApiPackageConfig[],
  { dir = CONTENT_DIR, root = ROUTES.docs, field = 'packages' }: Partial<ReferenceOf> = {},
): Promise<ApiReference> {
  const entries = packages.map((config, index) => {
    const file = path.resolve(dir, config.entry);
    if (!existsSync(file)) throw mistake(`${SITE_CONFIG_SOURCE}: ${field}[${index}].entry: no file ${repoPath(file)}.`);
    const pkg: ApiPackage = { id: config.id, name: config.name, label: config.label, url: apiIndexPath(config.id, root), sourcePath: repoPath(file) };
    return { pkg, file };
  });
  const program = ts.createProgram(
    entries.map(({ file }) => file),
    {
      noLib: true,
      types: [],
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      // One package's declarations import another's by its npm name.
      paths: Object.fromEntries(entries.map(({ pkg, file }) => [pkg.name, [file]])),
    },
  );
  const syntax = program.getSyntacticDiagnostics();
  if (syntax.length > 0) throw new ContentProblems(syntax.map((diagnostic) => problemOf(describeDiagnostic(diagnostic))));
  const checker = program.getTypeChecker();

  const exports = entries.map(({ pkg, file }) => {
    const source = program.getSourceFile(file)!;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw mistake(`${pkg.sourcePath}: exports nothing; a package's declarations are a module of \`export\` declarations.`);
    const list = checker
      .getExportsOfModule(moduleSymbol)
      .flatMap((exported) => exportOf(pkg, exported, checker) ?? [])
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { pkg, list };
  });
  const byName = new Map<ts.Symbol, Export[]>();
  for (const { list } of exports) for (const item of list) byName.set(item.symbol, [...(byName.get(item.symbol) ?? []), item]);
  const declaringPackage = new Map(entries.map(({ pkg, file }) => [path.normalize(file), pkg.name]));

  const reader = new ItemReader(checker, byName, declaringPackage, root);
  return {
    packages: await Promise.all(exports.map(async ({ pkg, list }) => ({ pkg, items: await Promise.all(list.map((item) => reader.read(item))) }))),
    files: program
      .getSourceFiles()
      .map((source) => repoPath(source.fileName))
      .sort(),
  };
}

/** A mistake as `at` places it, `file:line: message` (or `file: message`), as a problem of the content. */
function problemOf(text: string): Problem {
  const placed = /^([^:\s]+)(?::(\d+))?: ([\s\S]*)$/.exec(text);
  if (!placed) return { file: SITE_CONFIG_SOURCE, message: text };
  const [, file, line, message] = placed;
  return { file, line: line === undefined ? undefined : Number(line), message };
}

/** A mistake of the declarations, thrown as the writer's: the reference cannot be read on without it fixed. */
const mistake = (text: string) => new ContentProblems([problemOf(text)]);

function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${repoPath(diagnostic.file.fileName)}:${line + 1}: ${message}`;
}

const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  return { sourcePath: repoPath(source.fileName), line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 };
};
const at = (node: ts.Node) => {
  const { sourcePath, line } = where(node);
  return `${sourcePath}:${line}`;
};
/** Code as prettier formats it, or its complaint at the declaration's file and line. */
async function formatted(node: ts.Node, format: () => Promise<string>): Promise<string> {
  try {
    return await format();
  } catch (error) {
    throw new Error(`${at(node)}: prettier could not format this code: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * The file and line of `text` in a tag's comment, its `occurrence`th appearance there (from 0), or
 * of the tag when the text is not found as written.
 */
const lineOf = (tag: ts.JSDocTag, text: string, occurrence = 0) => {
  const source = tag.getSourceFile();
  const start = tag.getStart(source);
  const comment = source.text.slice(start, tag.end);
  let index = comment.indexOf(text);
  for (let seen = 0; seen < occurrence && index !== -1; seen++) index = comment.indexOf(text, index + text.length);
  if (index === -1) return at(tag);
  return `${repoPath(source.fileName)}:${source.getLineAndCharacterOfPosition(start + index).line + 1}`;
};

/** An export as an item of the reference, or undefined when its declaration says `@internal`. */
function exportOf(pkg: ApiPackage, exported: ts.Symbol, checker: ts.TypeChecker): Export | undefined {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  if ((symbol.declarations ?? []).some((declaration) => docOf(declaration).tags.some((tag) => tag.tagName.text === 'internal'))) return undefined;
  const found = (symbol.declarations ?? []).flatMap((declaration) => {
    const kind = KINDS.find(([is]) => is(declaration))?.[1];
    return kind ? [{ declaration: declaration as Declaration, kind }] : [];
  });
  if (found.length === 0) {
    const place = exported.declarations?.[0] ? at(exported.declarations[0]) : pkg.sourcePath;
    const what = symbol.declarations?.length ? 'is not a class, function, interface or type alias' : 'comes from a module that does not resolve';
    throw mistake(`${place}: the export ${name} of ${pkg.name} ${what}; the reference documents those four kinds.`);
  }
  const kind = kindOf(found[0].declaration, found[0].kind);
  return { pkg, name, kind, symbol, declarations: found.map((entry) => entry.declaration), url: `${pkg.url}/${kindInfo(kind).segment}/${name}` };
}

/**
 * A declaration's kind, where `@interface` on a type alias makes it an interface: a library that
 * documents a union with TypeDoc tags it so, and its readers know the page under interfaces/.
 */
function kindOf(declaration: Declaration, kind: ApiKind): ApiKind {
  const tag = docOf(declaration).tags.find((found) => found.tagName.text === 'interface');
  if (!tag) return kind;
  if (kind !== 'type-alias')
    throw mistake(`${at(tag)}: @interface files a type alias under the interfaces; ${kind} ${declaration.name?.getText()} is not one.`);
  return 'interface';
}

/**
 * The kind of page a source file's exported declaration of `name` gets, by the rules the reference
 * follows (its keyword, and `@interface` on a type alias); undefined when the file declares no such
 * class, function, interface or type alias. For readers of one file that need no program: the
 * upgrade guide's tables link an export's page in each release.
 */
export function declaredKind(source: ts.SourceFile, name: string): ApiKind | undefined {
  for (const statement of source.statements) {
    const kind = KINDS.find(([is]) => is(statement))?.[1];
    if (kind && (statement as Declaration).name?.text === name) return kindOf(statement as Declaration, kind);
  }
  return undefined;
}

/** A TSDoc comment of a declaration: its summary and tags, as the compiler parsed them. */
interface Doc {
  comment: ts.JSDoc['comment'];
  tags: readonly ts.JSDocTag[];
  node: ts.Node;
}

function docOf(node: ts.Node): Doc {
  const jsDoc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
  return { comment: jsDoc?.comment, tags: jsDoc?.tags ?? [], node };
}

/** The tag's text after the name it documents (`@param name - text`), or all of it. */
function splitName(text: string): { name: string; rest: string } {
  const match = /^\s*([\w$.[\]]+)\s*(?:-\s*)?([\s\S]*)$/.exec(text);
  return match ? { name: match[1], rest: match[2] } : { name: '', rest: text };
}

class ItemReader {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly exports: Map<ts.Symbol, Export[]>,
    private readonly declaringPackage: Map<string, string>,
    /** The version's docs root: a `@guide /docs/…` leads to that version's guide. */
    private readonly root: string,
  ) {}

  async read(exported: Export): Promise<ApiItem> {
    const declaration = exported.declarations[0];
    const doc = docOf(declaration);
    this.checkTags(doc);
    const summary = this.prose(doc.comment, exported);
    if (summary.every((part) => part.text.trim() === '')) {
      throw mistake(`${at(declaration)}: ${exported.name} has no summary: write a TSDoc comment above its declaration.`);
    }
    const tagText = (name: string) => doc.tags.filter((tag) => tag.tagName.text === name);
    const typeParams = this.typeParams(exported, declaration, doc);
    const constructor = ts.isClassDeclaration(declaration) ? declaration.members.find(ts.isConstructorDeclaration) : undefined;
    const signatureOwner = ts.isFunctionDeclaration(declaration) ? declaration : constructor;
    const signatureDoc = constructor ? docOf(constructor) : doc;
    if (constructor) this.checkTags(signatureDoc);
    const params = signatureOwner ? await this.params(exported, signatureOwner, signatureDoc) : this.checkNoParams(exported, doc);
    const returnsTag = signatureDoc.tags.find((tag) => ts.isJSDocReturnTag(tag));
    const returnType = ts.isFunctionDeclaration(declaration)
      ? await this.typeParts(declaration.type, exported)
      : ts.isClassDeclaration(declaration)
        ? [{ text: exported.name }]
        : ts.isTypeAliasDeclaration(declaration)
          ? await this.typeParts(declaration.type, exported)
          : [];
    const deprecated = doc.tags.find(ts.isJSDocDeprecatedTag);
    const { sourcePath, line } = where(declaration);
    return {
      kind: exported.kind,
      name: exported.name,
      signature: this.parts(
        await formatted(declaration, () => formatDeclaration(exported.declarations.map((node) => this.print(node)).join('\n'))),
        exported.declarations,
        exported,
      ),
      summary: this.inline(summary),
      deprecated: deprecated ? this.inline(this.prose(deprecated.comment, exported)) : null,
      params: [...typeParams, ...params],
      returns: returnsTag ? { type: returnType, description: this.inline(this.prose(returnsTag.comment, exported)) } : null,
      throws: (constructor ? signatureDoc.tags : [])
        .concat(doc.tags)
        .filter(ts.isJSDocThrowsTag)
        .map((tag) =>
          this.inline([
            ...(tag.typeExpression ? [{ text: tag.typeExpression.type.getText(), code: true }, { text: ' ' }] : []),
            ...this.prose(tag.comment, exported),
          ]),
        ),
      notes: tagText('remarks').flatMap((tag) => this.noteGroups(tag, exported)),
      examples: tagText('example').map((tag) => this.example(tag, exported)),
      fields: await this.fields(exported, declaration),
      members: ts.isClassDeclaration(declaration) ? await this.members(exported, declaration) : [],
      declaredIn: this.declaredIn(declaration, exported.pkg),
      guides: tagText('guide').map((tag) => {
        const url = this.commentText(tag.comment).trim();
        if (!/^\/docs\//.test(url)) throw mistake(`${at(tag)}: @guide ${url} is not a docs path such as /docs/rpc/quick-start.`);
        return inVersion(url, this.root);
      }),
      packageId: exported.pkg.id,
      packageName: exported.pkg.name,
      url: exported.url,
      sourcePath,
      line,
    };
  }

  private checkTags(doc: Doc): void {
    for (const tag of doc.tags) {
      if (
        !KNOWN_TAGS.has(tag.tagName.text) &&
        !PASSED_OVER_TAGS.has(tag.tagName.text) &&
        !ts.isJSDocParameterTag(tag) &&
        !ts.isJSDocReturnTag(tag) &&
        !ts.isJSDocThrowsTag(tag) &&
        !ts.isJSDocDeprecatedTag(tag)
      ) {
        throw mistake(`${at(tag)}: @${tag.tagName.text} is not a tag the reference renders (${[...KNOWN_TAGS].map((name) => `@${name}`).join(', ')}).`);
      }
    }
  }

  /** The module that declares it: an ambient `declare module 'x'`, a package's entry, or else the package itself. */
  private declaredIn(declaration: ts.Node, pkg: ApiPackage): string {
    for (let node = declaration.parent; node; node = node.parent) {
      if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) return node.name.text;
    }
    const file = path.normalize(declaration.getSourceFile().fileName);
    // A published package's own files name it: node_modules/@scope/name/… or node_modules/name/….
    const published = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file)?.[1]?.replace(/\\/g, '/');
    return this.declaringPackage.get(file) ?? published ?? pkg.name;
  }

  private print(node: ts.Node): string {
    return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  }

  /** The item a symbol is, the one of `pkg` first (a type re-exported by two packages has a page in each). */
  private itemOf(symbol: ts.Symbol | undefined, pkg: ApiPackage): Export | undefined {
    if (!symbol) return undefined;
    const target = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const items = this.exports.get(target);
    return items?.find((item) => item.pkg.id === pkg.id) ?? items?.[0];
  }

  /**
   * Printed code with every name that the checker resolves, in the printed nodes, to a documented
   * item (other than `self`) linked to that item's page.
   */
  private parts(text: string, nodes: readonly ts.Node[], self: Export): TypePart[] {
    const links = new Map<string, string>();
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node.text !== self.name) {
        const item = this.itemOf(this.checker.getSymbolAtLocation(node), self.pkg);
        if (item) links.set(node.text, item.url);
      }
      ts.forEachChild(node, visit);
    };
    nodes.forEach(visit);
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
    const parts: TypePart[] = [];
    const push = (piece: string, url?: string) => {
      const last = parts.at(-1);
      if (!url && last && !last.url) last.text += piece;
      else parts.push(url ? { text: piece, url } : { text: piece });
    };
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      const piece = scanner.getTokenText();
      push(piece, token === ts.SyntaxKind.Identifier ? links.get(piece) : undefined);
    }
    return parts;
  }

  private async typeParts(node: ts.TypeNode | undefined, self: Export): Promise<TypePart[]> {
    if (!node) return [{ text: 'any' }];
    return this.parts(await formatted(node, () => formatType(this.print(node), { predicate: ts.isTypePredicateNode(node) })), [node], self);
  }

  private commentText(comment: Doc['comment']): string {
    if (comment === undefined) return '';
    if (typeof comment === 'string') return comment;
    return comment.map((part) => (part.kind === ts.SyntaxKind.JSDocText ? part.text : part.getText())).join('');
  }

  /** A comment as prose: backticks mark code, `{@link X}` and `{@link X | text}` lead to X's page. */
  private prose(comment: Doc['comment'], self: Export): Prose {
    if (comment === undefined) return [];
    const parts: Prose = [];
    const text = (value: string) =>
      value.split(/`([^`]+)`/).forEach((piece, index) => {
        if (index % 2 === 1) parts.push({ text: piece, code: true });
        else if (piece) parts.push({ text: piece });
      });
    if (typeof comment === 'string') {
      text(comment);
      return parts;
    }
    for (const part of comment) {
      if (part.kind === ts.SyntaxKind.JSDocText) {
        text(part.text);
        continue;
      }
      const name = part.name ? part.name.getText() : '';
      const item = this.linkTarget(part.name, self);
      if (!item) {
        throw mistake(
          `${at(part)}: {@link ${name}} names nothing the reference documents; link to an export of a documented package (imported into this file if another package declares it).`,
        );
      }
      const label = part.text.replace(/^\s*\|?\s*/, '').trim();
      parts.push(label ? { text: label, url: item.url } : { text: name, code: true, url: item.url });
    }
    return parts;
  }

  /** A link's item: the export it names, or for a member (`Widget.render`, `Widget#render`) the export that has it. */
  private linkTarget(name: ts.EntityName | ts.JSDocMemberName | undefined, self: Export): Export | undefined {
    if (!name) return undefined;
    const item = this.itemOf(this.checker.getSymbolAtLocation(name), self.pkg);
    if (item) return item;
    return ts.isQualifiedName(name) || ts.isJSDocMemberName(name) ? this.linkTarget(name.left, self) : undefined;
  }

  /** One paragraph: the comment's line breaks are only where the writer wrapped it. */
  private inline(parts: Prose): Prose {
    const joined = parts.map((part) => ({ ...part, text: part.text.replace(/\s*\n\s*/g, ' ') }));
    const first = joined[0];
    const last = joined.at(-1);
    if (first && !first.code) first.text = first.text.trimStart();
    if (last && !last.code) last.text = last.text.trimEnd();
    // Neighbouring plain pieces (lines the writer wrapped) become one.
    return joined.reduce<Prose>((merged, part) => {
      const last = merged.at(-1);
      if (last && !last.code && !last.url && !part.code && !part.url) last.text += part.text;
      else if (part.text !== '' || part.url) merged.push({ ...part });
      return merged;
    }, []);
  }

  /** Prose cut at its line breaks, a code span or link staying on the line it starts on. */
  private lines(parts: Prose): Prose[] {
    const lines: Prose[] = [[]];
    for (const part of parts) {
      if (part.code || part.url) {
        lines.at(-1)!.push(part);
        continue;
      }
      part.text.split('\n').forEach((piece, index) => {
        if (index > 0) lines.push([]);
        if (piece) lines.at(-1)!.push({ ...part, text: piece });
      });
    }
    return lines;
  }

  /**
   * `@remarks` as notes in groups: a line `### Title` starts a group (the notes before the first
   * title make a group without one), each `- ` item of a list or each paragraph is a note, and one
   * that starts `Security:` or `Hazard:` is a warning. A malformed group fails with its line.
   */
  private noteGroups(tag: ts.JSDocTag, self: Export): ApiNoteGroup[] {
    // A heading written twice is found at its second place.
    const headings: string[] = [];
    const fail = (heading: string, message: string): never => {
      const occurrence = headings.filter((written) => written === heading).length - 1;
      throw new Error(`${lineOf(tag, heading, Math.max(occurrence, 0))}: @remarks of ${self.name}: ${message}`);
    };
    const groups: (ApiNoteGroup & { heading: string })[] = [{ title: null, heading: '', notes: [] }];
    let notes: { bullet: boolean; parts: Prose }[] = [];
    let open = false;
    const closeGroup = () => {
      const group = groups.at(-1)!;
      group.notes = notes.map((note) => this.note(note.parts, note.bullet, tag, self));
      notes = [];
      if (group.title !== null && group.notes.length === 0) {
        fail(group.heading, `the group "${group.heading}" has no notes; write them below its title, or take the title out.`);
      }
    };
    for (const line of this.lines(this.prose(tag.comment, self))) {
      const first = line[0];
      if (!first || (line.length === 1 && !first.code && first.text.trim() === '')) {
        open = false;
        continue;
      }
      const plainStart = !first.code && !first.url;
      const heading = plainStart ? /^\s*(#+)(?=\s|$)(.*)$/.exec(first.text) : null;
      if (heading) {
        const written = `${heading[1]}${heading[2]}${plainText(line.slice(1))}`.trim();
        const title = `${heading[2]}${plainText(line.slice(1))}`.trim();
        headings.push(written);
        if (heading[1] !== '###') fail(written, `"${written}" is not a group's title; a group of notes starts with a line "### Title".`);
        if (title === '') fail(written, 'a line "###" names no group; write its title after it ("### Errors").');
        if (groups.some((group) => group.title === title)) fail(written, `a second group "### ${title}"; keep a group's notes under its one title.`);
        closeGroup();
        groups.push({ title, heading: written, notes: [] });
        open = false;
        continue;
      }
      const bullet = plainStart && /^\s*- /.test(first.text);
      const lead = plainStart ? { ...first, text: first.text.replace(bullet ? /^\s*- / : /^\s+/, '') } : first;
      const content = [lead, ...line.slice(1)];
      if (open && !bullet) notes.at(-1)!.parts.push({ text: ' ' }, ...content);
      else notes.push({ bullet, parts: [...content] });
      open = true;
    }
    closeGroup();
    return groups.filter((group) => group.title !== null || group.notes.length > 0).map(({ title, notes: groupNotes }) => ({ title, notes: groupNotes }));
  }

  /** One note: a warning when it starts with a callout's prefix (`Security:`), which it then leaves out. */
  private note(parts: Prose, bullet: boolean, tag: ts.JSDocTag, self: Export): ApiNote {
    const text = this.inline(parts);
    const first = text[0];
    for (const [kind, prefix] of Object.entries(CALLOUT_PREFIXES) as [keyof typeof CALLOUT_PREFIXES, string][]) {
      if (!first || first.code || first.url || !first.text.startsWith(prefix)) continue;
      const rest = first.text.slice(prefix.length).trimStart();
      const body = [...(rest ? [{ ...first, text: rest.charAt(0).toUpperCase() + rest.slice(1) }] : []), ...text.slice(1)];
      if (body.length === 0) throw new Error(`${lineOf(tag, prefix)}: @remarks of ${self.name}: "${prefix}" says nothing; write the warning after it.`);
      return { kind, parts: body };
    }
    return { kind: bullet ? 'item' : 'paragraph', parts: text };
  }

  /** An `@example`, its code no wider than a code block shows (the width the reference formats its own code to). */
  private example(tag: ts.JSDocTag, self: Export): ApiExample {
    const text = this.commentText(tag.comment);
    const fence = /```(\w*)[^\n]*\n([\s\S]*?)\n\s*```/.exec(text);
    const example = fence ? { code: fence[2], language: fence[1] || 'ts' } : { code: text.trim(), language: 'ts' };
    const wide = example.code.split('\n').find((line) => line.length > CODE_COLUMNS);
    if (wide !== undefined) {
      throw new Error(
        `${lineOf(tag, wide)}: an @example of ${self.name} has a line of ${wide.length} characters; break it within ${CODE_COLUMNS}, the width a code block shows.`,
      );
    }
    return example;
  }

  private checkNamed(tags: readonly ts.JSDocTag[], tagName: string, names: string[], self: Export, what: string): Map<string, ts.JSDocTag> {
    const byName = new Map<string, ts.JSDocTag>();
    for (const tag of tags) {
      const name = ts.isJSDocParameterTag(tag) ? tag.name.getText() : tag.tagName.text === tagName ? splitName(this.commentText(tag.comment)).name : undefined;
      if (name === undefined || (tagName === 'param' && !ts.isJSDocParameterTag(tag)) || (tagName !== 'param' && ts.isJSDocParameterTag(tag))) continue;
      // `@param options.prefix` documents a property of a parameter, as published JSDoc does: params() shows it under the parameter.
      if (name.includes('.') && names.includes(name.split('.')[0])) continue;
      if (!names.includes(name)) {
        const known = names.length > 0 ? `its ${what}s are ${names.join(', ')}` : `it has no ${what}s`;
        throw mistake(`${at(tag)}: @${tagName} ${name} names no ${what} of ${self.name}; ${known}.`);
      }
      byName.set(name, tag);
    }
    return byName;
  }

  private typeParams(self: Export, declaration: Declaration, doc: Doc): ApiParam[] {
    const typeParameters = declaration.typeParameters ?? [];
    const documented = this.checkNamed(
      doc.tags,
      'typeParam',
      typeParameters.map((param) => param.name.text),
      self,
      'type parameter',
    );
    return typeParameters.flatMap((param) => {
      const tag = documented.get(param.name.text);
      if (!tag) return [];
      return [
        {
          name: param.name.text,
          typeParameter: true,
          type: [{ text: 'type parameter' }],
          // A function's type argument can always be left to inference.
          optional: self.kind === 'function' || param.default !== undefined,
          default: param.default ? [{ text: this.print(param.default), code: true }] : null,
          description: this.inline(this.proseAfterName(tag, self)),
        },
      ];
    });
  }

  private proseAfterName(tag: ts.JSDocTag, self: Export): Prose {
    if (ts.isJSDocParameterTag(tag))
      return this.prose(tag.comment, self).map((part, index) => (index === 0 && !part.code ? { ...part, text: part.text.replace(/^\s*-\s*/, '') } : part));
    const prose = this.prose(tag.comment, self);
    const first = prose[0];
    if (first && !first.code) first.text = splitName(first.text).rest;
    return prose;
  }

  private checkNoParams(self: Export, doc: Doc): ApiParam[] {
    this.checkNamed(doc.tags, 'param', [], self, 'parameter');
    return [];
  }

  private async params(self: Export, owner: ts.SignatureDeclaration, doc: Doc): Promise<ApiParam[]> {
    const names = owner.parameters.map((param) => param.name.getText());
    const documented = this.checkNamed(doc.tags, 'param', names, self, 'parameter');
    const defaults = this.checkNamed(doc.tags, 'paramDefault', names, self, 'parameter');
    const rows = owner.parameters.map(async (param): Promise<ApiParam[]> => {
      const name = param.name.getText();
      const tag = documented.get(name);
      const defaultTag = defaults.get(name);
      // An options object written in place has no page of its own for its fields' comments: they
      // follow it as rows of their own (`config.timeout`), and its type reads `object` rather than
      // the whole literal again, which the signature above already shows.
      const literal = param.type && ts.isTypeLiteralNode(param.type) ? param.type : undefined;
      const row: ApiParam = {
        name,
        typeParameter: false,
        type: literal ? [{ text: 'object' }] : await this.typeParts(param.type, self),
        optional: param.questionToken !== undefined || param.initializer !== undefined || param.dotDotDotToken !== undefined,
        default: defaultTag ? this.prose(splitName(this.commentText(defaultTag.comment)).rest.trim(), self) : null,
        description: tag ? this.inline(this.proseAfterName(tag, self)) : [],
      };
      const fields = literal ? await this.typeMembers(self, literal.members) : [];
      return [
        row,
        ...fields.map((field) => {
          const path = `${name}.${field.name}`;
          // A field without a comment of its own may be documented as published JSDoc does it, `@param options.prefix`.
          const tag = field.description.length > 0 ? undefined : doc.tags.find((each) => ts.isJSDocParameterTag(each) && each.name.getText() === path);
          return { ...field, name: path, description: tag ? this.inline(this.proseAfterName(tag, self)) : field.description };
        }),
      ];
    });
    return (await Promise.all(rows)).flat();
  }

  /** An interface's members, or those of an object type alias: name, type, optional, `@defaultValue`. */
  private fields(self: Export, declaration: Declaration): Promise<ApiParam[]> {
    const members = ts.isInterfaceDeclaration(declaration)
      ? declaration.members
      : ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)
        ? declaration.type.members
        : undefined;
    return members ? this.typeMembers(self, members) : Promise.resolve([]);
  }

  /** The members of an object type, as fields: name, type, optional, `@defaultValue`, meaning. */
  private async typeMembers(self: Export, members: ts.NodeArray<ts.TypeElement>): Promise<ApiParam[]> {
    const fields = await Promise.all(
      members.map(async (member): Promise<ApiParam[]> => {
        const doc = docOf(member);
        this.checkTags(doc);
        const defaultTag = doc.tags.find((tag) => tag.tagName.text === 'defaultValue');
        const base = {
          typeParameter: false,
          optional: 'questionToken' in member && member.questionToken !== undefined,
          default: defaultTag ? this.prose(this.commentText(defaultTag.comment).trim(), self) : null,
          description: this.inline(this.prose(doc.comment, self)),
        };
        if (ts.isPropertySignature(member)) return [{ name: member.name.getText(), type: await this.typeParts(member.type, self), ...base }];
        if (ts.isMethodSignature(member)) {
          const params = member.parameters.map((param) => this.print(param)).join(', ');
          const returns = member.type ? this.print(member.type) : 'void';
          const text = await formatted(member, () => formatType(`(${params}) => ${returns}`));
          return [{ name: member.name.getText(), type: this.parts(text, [member], self), ...base }];
        }
        if (ts.isIndexSignatureDeclaration(member)) {
          return [{ name: `[${member.parameters.map((param) => this.print(param)).join(', ')}]`, type: await this.typeParts(member.type, self), ...base }];
        }
        return [];
      }),
    );
    return fields.flat();
  }

  /**
   * A class's documented members: those whose comment has a summary, then those it inherits from a
   * documented class it extends (not the constructor, nor what it declares again), each saying whose
   * it is, so that the page of a subclass lists every member a reader can call.
   */
  private async members(self: Export, declaration: ts.ClassDeclaration): Promise<ApiMember[]> {
    const own = (await Promise.all(declaration.members.map((member) => this.member(self, member)))).flat();
    const extended = declaration.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    const base = extended ? this.itemOf(this.checker.getSymbolAtLocation(extended.expression), self.pkg) : undefined;
    const baseClass = base?.declarations.find(ts.isClassDeclaration);
    if (!base || !baseClass) return own;
    const declared = new Set(own.map((member) => member.name));
    const inherited = (await this.members(base, baseClass))
      .filter((member) => member.name !== 'constructor' && !declared.has(member.name))
      .map((member) => (member.inheritedFrom ? member : { ...member, inheritedFrom: { name: base.name, url: base.url } }));
    return [...own, ...inherited];
  }

  private async member(self: Export, member: ts.ClassElement): Promise<ApiMember[]> {
    const doc = docOf(member);
    this.checkTags(doc);
    const description = this.inline(this.prose(doc.comment, self));
    if (description.length === 0) return [];
    const name = ts.isConstructorDeclaration(member) ? 'constructor' : (member.name?.getText() ?? '');
    const text = await formatted(member, () => formatMember(this.print(member)));
    return [{ name, signature: this.parts(text, [member], self), description }];
  }
}
