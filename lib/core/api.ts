/**
 * The API reference (`content/api/<package>.json`): facts from the packages, prose of ours. What
 * the pages need at run time lives here; the check of the JSON is in api-schema.ts, which only the
 * content step loads, so no route carries the schema library.
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

export const API_KINDS: readonly ApiKindInfo[] = [
  { kind: 'class', segment: 'classes', group: 'Classes', titlePrefix: 'Class' },
  { kind: 'function', segment: 'functions', group: 'Functions', titlePrefix: 'Function' },
  { kind: 'interface', segment: 'interfaces', group: 'Interfaces', titlePrefix: 'Interface' },
  { kind: 'type-alias', segment: 'type-aliases', group: 'Type Utilities', titlePrefix: 'Type Alias' },
];

/** A parameter of a function, or a field of an interface. */
export interface ApiParam {
  name: string;
  type: string;
  optional: boolean;
  default: string | null;
  description: string;
}

/** An item as its package's reference file gives it (lib/content/api-schema.ts checks the file). */
export interface ApiItemData {
  kind: ApiKind;
  name: string;
  signature: string;
  summary: string;
  params: ApiParam[];
  returns: { type: string; description: string } | null;
  throws: string[];
  notes: string[];
  fields: ApiParam[];
  members: { name: string; signature: string; description: string }[];
  declaredIn?: string;
  guides: string[];
}

export interface ApiPackage {
  /** The file's name: `rpc` for content/api/rpc.json. */
  id: string;
  /** The npm name: `@lumenize/rpc`. */
  name: string;
  /** Its label in the sidebar and on social cards: `RPC`. */
  label: string;
  /** The index page: `/docs/rpc/api`. */
  url: string;
}

export interface ApiItem extends Omit<ApiItemData, 'declaredIn'> {
  declaredIn: string;
  packageId: string;
  packageName: string;
  url: string;
  sourcePath: string;
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

export function apiIndexTitle(pkg: ApiPackage): string {
  return `${pkg.name} ${API_REFERENCE}`;
}

/** A package's items grouped by kind, in the order of API_KINDS, leaving out empty kinds. */
export function groupByKind<T extends { kind: ApiKind }>(items: readonly T[]): { info: ApiKindInfo; items: T[] }[] {
  return API_KINDS.map((info) => ({ info, items: items.filter((item) => item.kind === info.kind) })).filter((group) => group.items.length > 0);
}

export interface ApiSection {
  id: string;
  text: string;
}

/** The sections an item's page shows, in order: its headings and the table of contents. */
export function apiItemSections(item: ApiItem): ApiSection[] {
  const list: [string, string, boolean][] = [
    ['Signature', 'signature', true],
    ['Parameters', 'parameters', item.params.length > 0],
    ['Fields', 'fields', item.fields.length > 0],
    ['Members', 'members', item.members.length > 0],
    ['Returns', 'returns', item.returns !== null],
    ['Throws', 'throws', item.throws.length > 0],
    ['Notes', 'notes', item.notes.length > 0],
    ['Exported from', 'exported-from', true],
    ['See it in use', 'see-it-in-use', item.guides.length > 0],
  ];
  return list.filter(([, , shown]) => shown).map(([sectionText, id]) => ({ id, text: sectionText }));
}

/** A piece of API prose: backticks mark code. */
export interface ProsePart {
  text: string;
  code: boolean;
}

/** Prose from the API data, split where backticks mark code; the page and the plain outputs both read it. */
export function proseParts(text: string): ProsePart[] {
  return text.split(/`([^`]+)`/).map((part, index) => ({ text: part, code: index % 2 === 1 }));
}

/** A piece of a type or signature: an API item it names carries that item's page. */
export interface TypePart {
  text: string;
  url?: string;
}

/**
 * Links types and signatures to the API items they name: one pattern for every item name, built
 * once. A name shared by packages leads to the item of the text's own package; an item's own name
 * stays plain on its page.
 */
export function typeLinker(items: readonly ApiItem[]): (text: string, packageId: string, self?: string) => TypePart[] {
  const byName = new Map<string, ApiItem[]>();
  for (const item of items) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
  if (byName.size === 0) return (text) => (text ? [{ text }] : []);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`);
  return (text, packageId, self) => {
    const parts: TypePart[] = [];
    text.split(pattern).forEach((piece, index) => {
      const named = index % 2 === 1 && piece !== self ? byName.get(piece) : undefined;
      const target = named?.find((item) => item.packageId === packageId) ?? named?.[0];
      const last = parts.at(-1);
      if (target) parts.push({ text: piece, url: target.url });
      else if (last && !last.url) last.text += piece;
      else if (piece) parts.push({ text: piece });
    });
    return parts;
  };
}
