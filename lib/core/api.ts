import type { AdmonitionKind } from './admonitions';
import type { Heading } from './compiled-tree';
import type { ApiPackageConfig } from './site-config';

/**
 * The API reference: one page per export of each package, read from the package's TypeScript
 * declarations (`content/api/<id>/index.d.ts`, or any entry the site config names) by the content
 * step (build-time/content/api-declarations.ts). What the pages need at run time lives here, with the one
 * description of an item page's sections that the page and its plain outputs both render.
 */

export type ApiKind = 'class' | 'function' | 'interface' | 'type-alias';

export interface ApiKindInfo {
  kind: ApiKind;
  /** URL segment: `/docs/rpc/api/functions/createRpcClient`. */
  segment: string;
  /** Heading in the sidebar and on the index page. */
  group: string;
  /** Prefix of the page title: `Function: createRpcClient()`. */
  titlePrefix: string;
}

/** What the sidebar, breadcrumbs, cards and llms.txt call a package's reference. */
export const API_REFERENCE = 'API Reference';

const API_KINDS: readonly ApiKindInfo[] = [
  { kind: 'class', segment: 'classes', group: 'Classes', titlePrefix: 'Class' },
  { kind: 'function', segment: 'functions', group: 'Functions', titlePrefix: 'Function' },
  { kind: 'interface', segment: 'interfaces', group: 'Interfaces', titlePrefix: 'Interface' },
  { kind: 'type-alias', segment: 'type-aliases', group: 'Type Utilities', titlePrefix: 'Type Alias' },
];

/** A piece of TSDoc prose: plain text, a code span (backticks), or a `{@link}` resolved to its page. */
interface ProsePart {
  text: string;
  code?: boolean;
  url?: string;
}

export type Prose = ProsePart[];

/** A token's colours in the light and dark code themes (build-time/content/compile/code-themes.ts). */
export interface TokenColor {
  light: string;
  dark: string;
}

/**
 * A piece of printed TypeScript: a name that resolves to a documented item carries that item's
 * page. The content step highlights the code of an item's page (build-time/content/api-highlight.ts): it
 * cuts the pieces at the tokens' edges and gives each its colours, without changing the text.
 */
export interface TypePart {
  text: string;
  url?: string;
  color?: TokenColor;
}

/** A parameter or type parameter of a function or constructor, or a field of an interface. */
export interface ApiParam {
  name: string;
  /** A type parameter has no type of its own: its `type` reads "type parameter". */
  typeParameter: boolean;
  type: TypePart[];
  optional: boolean;
  /** What it is when left out: a value (`30000`, one code part) or words with code in them. */
  default: Prose | null;
  description: Prose;
}

export interface ApiMember {
  name: string;
  signature: TypePart[];
  description: Prose;
  /** The documented class that declares it, for a member a subclass inherits. */
  inheritedFrom?: { name: string; url: string };
}

/**
 * A note of `@remarks`: a list item (a line that starts `- `), a paragraph, or a warning the page
 * shows as a callout, written as a note that starts `Security:` (a danger to the reader's data or
 * system) or `Hazard:` (a way to get a wrong result); the prefix is not part of `parts`.
 */
export interface ApiNote {
  kind: 'item' | 'paragraph' | 'security' | 'hazard';
  parts: Prose;
}

/** The notes under one title (`### Errors` in `@remarks`), or those before the first title (`title` null). */
export interface ApiNoteGroup {
  title: string | null;
  notes: ApiNote[];
}

export interface ApiExample {
  code: string;
  language: string;
}

/** A package of the reference, as its pages know it: its config entry's names, with where its pages and declarations are. */
export interface ApiPackage extends Pick<ApiPackageConfig, 'id' | 'name' | 'label'> {
  /** The index page: `/docs/rpc/api`. */
  url: string;
  /** The declaration file its reference is read from, relative to the repository. */
  sourcePath: string;
}

export interface ApiItem {
  kind: ApiKind;
  name: string;
  /** The declaration as TypeScript prints it, without its comment. */
  signature: TypePart[];
  summary: Prose;
  /** `@deprecated`'s text, or null. */
  deprecated: Prose | null;
  params: ApiParam[];
  returns: { type: TypePart[]; description: Prose } | null;
  throws: Prose[];
  /** `@remarks`: its notes, in groups by the titles the writer gave them. */
  notes: ApiNoteGroup[];
  examples: ApiExample[];
  fields: ApiParam[];
  members: ApiMember[];
  /** The module that declares it: the package itself, or the one it re-exports it from. */
  declaredIn: string;
  /** The docs pages its `@guide` tags name. */
  guides: string[];
  packageId: string;
  packageName: string;
  url: string;
  /** The declaration's file and line, for the messages of the content step. */
  sourcePath: string;
  line: number;
}

export function kindInfo(kind: ApiKind): ApiKindInfo {
  const info = API_KINDS.find((k) => k.kind === kind);
  if (!info) throw new Error(`Unknown API kind "${kind}"`);
  return info;
}

export function apiItemTitle(item: Pick<ApiItem, 'kind' | 'name'>): string {
  const suffix = item.kind === 'function' ? '()' : '';
  return `${kindInfo(item.kind).titlePrefix}: ${item.name}${suffix}`;
}

export function apiIndexTitle(pkg: Pick<ApiPackage, 'name'>): string {
  return `${pkg.name} ${API_REFERENCE}`;
}

/** A package's items grouped by kind, in the order of API_KINDS, leaving out empty kinds. */
export function groupByKind<T extends { kind: ApiKind }>(items: readonly T[]): { info: ApiKindInfo; items: T[] }[] {
  return API_KINDS.map((info) => ({ info, items: items.filter((item) => item.kind === info.kind) })).filter((group) => group.items.length > 0);
}

/** Prose or printed code as the plain text a reader sees: page descriptions, index summaries, signatures compared in tests. */
export const plainText = (parts: readonly { text: string }[]): string => parts.map((part) => part.text).join('');

/** A meaning longer than this shows its first sentence, and the rest on request, so that a list of entries stays one to scan. */
const LONG_MEANING = 320;

/** `parts` cut after their first sentence, the end of a plain piece (never inside code or a link): null when there is no second. */
function afterFirstSentence(parts: Prose): { first: Prose; rest: Prose } | null {
  const index = parts.findIndex((part) => !part.code && !part.url && /[.!?]\s/.test(part.text));
  if (index === -1) return null;
  const cut = parts[index];
  const at = /[.!?]\s/.exec(cut.text)!.index + 1;
  const rest = [{ ...cut, text: cut.text.slice(at).trimStart() }, ...parts.slice(index + 1)].filter((part) => part.text !== '');
  return rest.length > 0 ? { first: [...parts.slice(0, index), { ...cut, text: cut.text.slice(0, at) }], rest } : null;
}

/** A parameter's or field's meaning as its entry shows it: whole, or when long its first sentence and the rest. */
export function splitMeaning(parts: Prose): { first: Prose; rest: Prose | null } {
  if (plainText(parts).length <= LONG_MEANING) return { first: parts, rest: null };
  return afterFirstSentence(parts) ?? { first: parts, rest: null };
}

/** A summary's first sentence: what an index shows of an item, so that its names stand out. */
export const firstSentence = (parts: Prose): Prose => afterFirstSentence(parts)?.first ?? parts;

/** A field of an interface or a member of a class, as its entry shows it: under a heading of its own, with this id. */
export type ApiFieldEntry = ApiParam & { id: string };
type ApiMemberEntry = ApiMember & { id: string };

/** A block of an item page: each renderer (the React page, the plain HTML of the twins and search) draws every kind. */
export type ApiBlock =
  | { type: 'paragraph'; parts: Prose }
  | { type: 'deprecated'; parts: Prose }
  /** What the API history says of the item across releases: added, changed, removed or moved, one line each. */
  | { type: 'history'; entries: Prose[] }
  | { type: 'code'; parts: TypePart[]; language: string }
  | { type: 'params'; rows: ApiParam[] }
  | { type: 'fields'; rows: ApiFieldEntry[] }
  | { type: 'members'; members: ApiMemberEntry[] }
  | { type: 'typed'; parts: TypePart[]; description: Prose }
  | { type: 'list'; items: Prose[] }
  | { type: 'links'; links: { label: string; href: string }[] }
  /** A titled group of notes starts: a heading below the section's, in the table of contents. */
  | { type: 'heading'; id: string; text: string }
  | { type: 'callout'; kind: AdmonitionKind; title: string; parts: Prose };

interface ApiSection {
  id: string;
  text: string;
  blocks: ApiBlock[];
}

/** An item page: the blocks above the first heading, then its sections, whose headings are also its table of contents. */
export interface ApiItemView {
  lead: ApiBlock[];
  sections: ApiSection[];
}

/** The callout each kind of warning note is, and its title. */
const CALLOUTS = {
  security: { kind: 'danger', title: 'Security' },
  hazard: { kind: 'warning', title: 'Hazard' },
} as const satisfies Record<string, { kind: AdmonitionKind; title: string }>;

/** The prefix that makes a note of `@remarks` a callout of each kind: `Security: …`. */
export const CALLOUT_PREFIXES = Object.fromEntries(Object.entries(CALLOUTS).map(([note, { title }]) => [note, `${title}:`])) as Record<
  keyof typeof CALLOUTS,
  string
>;

const prose = (text: string): Prose => [{ text }];
const code = (text: string): ProsePart => ({ text, code: true });

function exportedFrom(item: ApiItem): ApiBlock[] {
  const typeOnly = item.kind === 'interface' || item.kind === 'type-alias';
  const blocks: ApiBlock[] = [
    { type: 'paragraph', parts: [...prose('Import it from '), code(item.packageName), ...prose(':')] },
    { type: 'code', parts: [{ text: `import { ${typeOnly ? 'type ' : ''}${item.name} } from '${item.packageName}';` }], language: 'ts' },
  ];
  if (item.declaredIn !== item.packageName) {
    const what = item.kind === 'class' ? 'class' : item.kind === 'function' ? 'function' : 'type';
    blocks.push({
      type: 'paragraph',
      parts: [
        code(item.packageName),
        ...prose(' re-exports it from '),
        code(item.declaredIn),
        ...prose(`, where it is declared; both imports give you the same ${what}.`),
      ],
    });
  }
  return blocks;
}

/**
 * The ids of a page's headings, each once: a member's is its name as written (`#WebSocketClass`,
 * so a link reads like the code), a group's its title in lower case (`#wire-format`); one already
 * taken gets a number (`#returns-2`).
 */
const slugOf = (text: string, { lowerCase }: { lowerCase: boolean }) =>
  (lowerCase ? text.toLowerCase() : text).replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'section';

function idsOnce(taken: Iterable<string>) {
  const used = new Set(taken);
  return (text: string, { lowerCase }: { lowerCase: boolean }): string => {
    const slug = slugOf(text, { lowerCase });
    let id = slug;
    for (let count = 2; used.has(id); count++) id = `${slug}-${count}`;
    used.add(id);
    return id;
  };
}

/** A group's notes as blocks: neighbouring list items one list, a paragraph alone, a warning its callout. */
function noteBlocks(notes: ApiNote[]): ApiBlock[] {
  const blocks: ApiBlock[] = [];
  for (const note of notes) {
    const last = blocks.at(-1);
    if (note.kind === 'item' && last?.type === 'list') last.items.push(note.parts);
    else if (note.kind === 'item') blocks.push({ type: 'list', items: [note.parts] });
    else if (note.kind === 'paragraph') blocks.push({ type: 'paragraph', parts: note.parts });
    else blocks.push({ type: 'callout', ...CALLOUTS[note.kind], parts: note.parts });
  }
  return blocks;
}

/**
 * The one description of an item's page, in order. A section without content is left out, and
 * the page's headings (its table of contents, `apiHeadings`) are the sections that remain, with
 * below them each field, each member and each titled group of notes.
 */
export function apiItemView(item: ApiItem, guides: { label: string; href: string }[]): ApiItemView {
  const sections: [string, string, (() => ApiBlock[]) | null][] = [
    ['Signature', 'signature', () => [{ type: 'code', parts: item.signature, language: 'ts' }]],
    ['Parameters', 'parameters', item.params.length > 0 ? () => [{ type: 'params', rows: item.params }] : null],
    ['Fields', 'fields', item.fields.length > 0 ? () => [{ type: 'fields', rows: item.fields.map((row) => ({ ...row, id: idOf(row.name) })) }] : null],
    [
      'Members',
      'members',
      item.members.length > 0
        ? () => [
            {
              type: 'members',
              members: item.members.map((member) => ({
                ...member,
                id: idOf(member.name),
                // An inherited member's place on its class's page, where its id is its name too.
                ...(member.inheritedFrom
                  ? { inheritedFrom: { ...member.inheritedFrom, url: `${member.inheritedFrom.url}#${slugOf(member.name, { lowerCase: false })}` } }
                  : {}),
              })),
            },
          ]
        : null,
    ],
    ['Returns', 'returns', item.returns ? () => [{ type: 'typed', parts: item.returns!.type, description: item.returns!.description }] : null],
    ['Throws', 'throws', item.throws.length > 0 ? () => [{ type: 'list', items: item.throws }] : null],
    [
      'Notes',
      'notes',
      item.notes.length > 0
        ? () =>
            item.notes.flatMap((group): ApiBlock[] => [
              ...(group.title ? [{ type: 'heading', id: ids(group.title, { lowerCase: true }), text: group.title } as const] : []),
              ...noteBlocks(group.notes),
            ])
        : null,
    ],
    [
      'Examples',
      'examples',
      item.examples.length > 0 ? () => item.examples.map((example) => ({ type: 'code', parts: [{ text: example.code }], language: example.language })) : null,
    ],
    ['Exported from', 'exported-from', () => exportedFrom(item)],
    ['See it in use', 'see-it-in-use', guides.length > 0 ? () => [{ type: 'links', links: guides }] : null],
  ];
  const present = sections.flatMap(([text, id, blocks]) => (blocks ? [{ text, id, blocks }] : []));
  // The sections' own ids first, so that a field named `returns` is the one to give way.
  const ids = idsOnce(present.map(({ id }) => id));
  const idOf = (name: string) => ids(name, { lowerCase: false });
  return {
    lead: [...(item.deprecated ? [{ type: 'deprecated', parts: item.deprecated } as const] : []), { type: 'paragraph', parts: item.summary }],
    sections: present.map(({ text, id, blocks }) => ({ id, text, blocks: blocks() })),
  };
}

/** What a type hover in a guide's example says of a name the API reference declares: a summary, and the page or the place on it. */
export interface ApiSymbol {
  url: string;
  summary: Prose;
}

/**
 * A declared name as the compile finds it behind a name of an example, and the page model keys its
 * ApiSymbol: the declaration's file, then its name, or for a field or member its owner's and its
 * own (`content/api/rpc/index.d.ts#RpcClientConfig.transport`).
 */
export const apiSymbolKey = (sourcePath: string, name: string, member?: string): string => `${sourcePath}#${member === undefined ? name : `${name}.${member}`}`;

/**
 * Each item's symbol and those of its fields and members, each with its summary as an entry shows
 * it (its first sentence when long) and its place: the item's page, a member's heading on it.
 */
export function apiSymbolsOf(item: ApiItem, view: ApiItemView): [string, ApiSymbol][] {
  const members = view.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      if (block.type === 'fields') return block.rows.map((row) => ({ name: row.name, id: row.id, description: row.description }));
      if (block.type === 'members') return block.members.map((member) => ({ name: member.name, id: member.id, description: member.description }));
      return [];
    }),
  );
  return [
    [apiSymbolKey(item.sourcePath, item.name), { url: item.url, summary: splitMeaning(item.summary).first }],
    ...members.map(({ name, id, description }): [string, ApiSymbol] => [
      apiSymbolKey(item.sourcePath, item.name, name),
      { url: `${item.url}#${id}`, summary: splitMeaning(description).first },
    ]),
  ];
}

/** The headings of an item's page, in order: its table of contents, and the ids search links to. */
export function apiHeadings(view: ApiItemView): Heading[] {
  return view.sections.flatMap((section) => [
    { level: 2, id: section.id, text: section.text },
    ...section.blocks.flatMap((block): Heading[] => {
      if (block.type === 'heading') return [{ level: 3, id: block.id, text: block.text }];
      if (block.type === 'fields') return block.rows.map((row) => ({ level: 3, id: row.id, text: row.name }));
      if (block.type === 'members') return block.members.map((member) => ({ level: 3, id: member.id, text: member.name }));
      return [];
    }),
  ]);
}
