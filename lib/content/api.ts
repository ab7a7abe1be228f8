import rpcItems from '@/content/api/rpc.json';
import testingItems from '@/content/api/testing.json';
import utilsItems from '@/content/api/utils.json';

/** The API reference data (`content/api/*.json`): facts from the packages, prose of ours. */

export type ApiKind = 'class' | 'function' | 'interface' | 'type-alias';
export type PackageId = 'rpc' | 'testing' | 'utils';

export interface ApiParam {
  name: string;
  type: string;
  optional: boolean;
  default: string | null;
  description: string;
}
export interface ApiMember {
  name: string;
  signature: string;
  description: string;
}
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
  members: ApiMember[];
  declaredIn: string;
  guides: string[];
}

export interface ApiItem extends ApiItemData {
  packageId: PackageId;
  packageName: string;
  url: string;
  sourcePath: string;
}

export interface ApiKindInfo {
  kind: ApiKind;
  /** URL segment, as the original TypeDoc pages had it. */
  segment: string;
  /** Heading in the sidebar and on the index page (decisions.md: "Type Utilities"). */
  group: string;
  /** Prefix of the page title: `Function: createRpcClient()`. */
  titlePrefix: string;
}

export const API_KINDS: readonly ApiKindInfo[] = [
  { kind: 'class', segment: 'classes', group: 'Classes', titlePrefix: 'Class' },
  { kind: 'function', segment: 'functions', group: 'Functions', titlePrefix: 'Function' },
  { kind: 'interface', segment: 'interfaces', group: 'Interfaces', titlePrefix: 'Interface' },
  { kind: 'type-alias', segment: 'type-aliases', group: 'Type Utilities', titlePrefix: 'Type Alias' },
];

export interface ApiPackage {
  id: PackageId;
  name: string;
  label: string;
  url: string;
}

export const API_PACKAGES: readonly ApiPackage[] = [
  { id: 'testing', name: '@lumenize/testing', label: 'Testing', url: '/docs/testing/api' },
  { id: 'rpc', name: '@lumenize/rpc', label: 'RPC', url: '/docs/rpc/api' },
  { id: 'utils', name: '@lumenize/utils', label: 'Utils', url: '/docs/utils/api' },
];

const RAW: Record<PackageId, unknown[]> = { rpc: rpcItems, testing: testingItems, utils: utilsItems };

export function kindInfo(kind: ApiKind): ApiKindInfo {
  const info = API_KINDS.find((k) => k.kind === kind);
  if (!info) throw new Error(`Unknown API kind "${kind}"`);
  return info;
}

function requireString(value: unknown, file: string, name: string, field: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`${file}: API item "${name}" is missing "${field}".`);
  }
  return value;
}

/** Checks one raw item from `content/api/<pkg>.json`, naming the file and field on failure. */
export function parseApiItem(raw: unknown, packageId: PackageId): ApiItem {
  const file = `content/api/${packageId}.json`;
  if (typeof raw !== 'object' || raw === null) throw new Error(`${file}: an API item is not an object.`);
  const item = raw as Partial<ApiItemData>;
  const name = requireString(item.name, file, '(unnamed)', 'name');
  const kind = requireString(item.kind, file, name, 'kind') as ApiKind;
  if (!API_KINDS.some((k) => k.kind === kind)) throw new Error(`${file}: API item "${name}" has unknown kind "${kind}".`);
  requireString(item.signature, file, name, 'signature');
  requireString(item.summary, file, name, 'summary');
  const pkg = API_PACKAGES.find((p) => p.id === packageId);
  if (!pkg) throw new Error(`Unknown package "${packageId}"`);
  return {
    kind,
    name,
    signature: item.signature as string,
    summary: item.summary as string,
    params: item.params ?? [],
    returns: item.returns ?? null,
    throws: item.throws ?? [],
    notes: item.notes ?? [],
    fields: item.fields ?? [],
    members: item.members ?? [],
    declaredIn: item.declaredIn ?? pkg.name,
    guides: item.guides ?? [],
    packageId,
    packageName: pkg.name,
    url: `${pkg.url}/${kindInfo(kind).segment}/${name}`,
    sourcePath: file,
  };
}

const ALL_ITEMS: ApiItem[] = API_PACKAGES.flatMap((pkg) => RAW[pkg.id].map((raw) => parseApiItem(raw, pkg.id)));

export function getApiItems(packageId?: PackageId): ApiItem[] {
  return packageId ? ALL_ITEMS.filter((item) => item.packageId === packageId) : ALL_ITEMS;
}

export function getApiItemsByKind(packageId: PackageId): { info: ApiKindInfo; items: ApiItem[] }[] {
  const items = getApiItems(packageId);
  return API_KINDS.map((info) => ({ info, items: items.filter((item) => item.kind === info.kind) })).filter(
    (group) => group.items.length > 0,
  );
}

export function apiItemTitle(item: ApiItem): string {
  const suffix = item.kind === 'function' ? '()' : '';
  return `${kindInfo(item.kind).titlePrefix}: ${item.name}${suffix}`;
}

export function getApiPackage(id: string): ApiPackage | undefined {
  return API_PACKAGES.find((pkg) => pkg.id === id);
}
