import { z } from 'zod';

/**
 * content/api-history.json: what each published `@lumenize/*` package exported at each release tag,
 * written by `npm run api-history` (scripts/api-history/) and reviewed before it is committed. The
 * checks below hold for any file the script writes, so a hand edit that breaks one fails here.
 */

const API_HISTORY_KINDS = ['class', 'function', 'interface', 'type-alias', 'variable', 'enum', 'namespace'] as const;
export type ApiHistoryKind = (typeof API_HISTORY_KINDS)[number];

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/** Orders release versions (`0.9.0` before `0.10.0`); both must be `major.minor.patch`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [VERSION.exec(a), VERSION.exec(b)];
  if (!x || !y) throw new Error(`not a release version: ${x ? b : a}`);
  for (let part = 1; part <= 3; part++) {
    const difference = Number(x[part]) - Number(y[part]);
    if (difference) return difference;
  }
  return 0;
}

const version = z.string().regex(VERSION, 'a release version, major.minor.patch');
const packageName = z.string().regex(/^@[a-z0-9-]+\/[a-z0-9-.]+$/, 'an npm package name, @scope/name');

const change = z.strictObject({
  version,
  /** One line for the reader: what a caller does differently, or that existing code keeps working. */
  note: z
    .string()
    .trim()
    .min(1, 'a reviewed note')
    .refine((note) => !note.includes('\n'), 'one line'),
  /** False when the printed declaration changed but the API did not (a type alias named or inlined, members reordered). */
  real: z.boolean(),
  before: z.string().min(1),
  after: z.string().min(1),
  /** Set when the item arrived at this version from another package (moved, or its package renamed): `before` is its declaration there. */
  from: packageName.optional(),
});

/** A stretch when the package did not export the name: from `removed` until it exported it again at `restored`. */
const gap = z.strictObject({ removed: version, restored: version, movedTo: packageName.optional() });

const item = z.strictObject({
  package: packageName,
  name: z.string().min(1),
  kind: z.enum(API_HISTORY_KINDS),
  added: version,
  removed: version.optional(),
  movedTo: packageName.optional(),
  gaps: z.array(gap).min(1).optional(),
  changes: z.array(change),
});

type Issue = (path: (string | number)[], message: string) => void;

/** The order of an item's versions: added, each gap's removal and restoration, removed, and its changes within. */
function checkItem(entry: z.infer<typeof item>, at: (string | number)[], known: Set<string>, issue: Issue): void {
  const lifetime: [string, (string | number)[]][] = [
    [entry.added, [...at, 'added']],
    ...(entry.gaps ?? []).flatMap((stretch, position): [string, (string | number)[]][] => [
      [stretch.removed, [...at, 'gaps', position, 'removed']],
      [stretch.restored, [...at, 'gaps', position, 'restored']],
    ]),
    ...(entry.removed ? [[entry.removed, [...at, 'removed']] as [string, (string | number)[]]] : []),
  ];
  for (const [value, path] of lifetime) if (!known.has(value)) issue(path, `${value} is not in versions`);
  for (const [index, [value, path]] of lifetime.entries()) {
    const [earlier] = lifetime[index - 1] ?? [];
    if (earlier && known.has(earlier) && known.has(value) && compareVersions(earlier, value) >= 0) issue(path, `${value} is not after ${earlier}`);
  }
  if (entry.movedTo && !entry.removed) issue([...at, 'movedTo'], 'set without removed');
  if (entry.movedTo === entry.package) issue([...at, 'movedTo'], 'is the package itself');
  entry.changes.forEach((changed, position) => {
    const where = [...at, 'changes', position, 'version'];
    if (!known.has(changed.version)) return issue(where, `${changed.version} is not in versions`);
    if (changed.from !== undefined && changed.version !== entry.added)
      issue([...at, 'changes', position, 'from'], `set on a change at ${changed.version}, not at added (${entry.added})`);
    if (known.has(entry.added) && compareVersions(changed.version, entry.added) < 0) issue(where, `${changed.version} is before added (${entry.added})`);
    if (entry.removed && known.has(entry.removed) && compareVersions(changed.version, entry.removed) >= 0)
      issue(where, `${changed.version} is not before removed (${entry.removed})`);
    const earlier = entry.changes[position - 1]?.version;
    if (earlier && known.has(earlier) && compareVersions(earlier, changed.version) >= 0) issue(where, `${changed.version} is not after ${earlier}`);
  });
}

const schema = z
  .strictObject({
    versions: z.array(version).min(1),
    renames: z.array(z.strictObject({ version, from: packageName, to: packageName })),
    items: z.array(item),
  })
  .superRefine((history, context) => {
    const known = new Set(history.versions);
    const issue: Issue = (path, message) => context.addIssue({ code: 'custom', path, message });
    history.versions.forEach((value, index) => {
      const earlier = history.versions[index - 1];
      if (earlier !== undefined && compareVersions(earlier, value) >= 0) issue(['versions', index], `${value} is not after ${earlier}`);
    });
    history.renames.forEach((rename, index) => {
      if (!known.has(rename.version)) issue(['renames', index, 'version'], `${rename.version} is not in versions`);
    });
    history.items.forEach((entry, index) => {
      const previous = history.items[index - 1];
      if (previous && (previous.package > entry.package || (previous.package === entry.package && previous.name >= entry.name))) {
        issue(['items', index], `not after ${previous.package} ${previous.name}: items are sorted by package, then name, each once`);
      }
      checkItem(entry, ['items', index], known, issue);
    });
  });

export type ApiHistory = z.infer<typeof schema>;

/** The history checked, or an error naming the file and every bad field: `items[3].removed (@lumenize/rpc createRpcClient): …`. */
export function parseApiHistory(file: string, data: unknown): ApiHistory {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const items = (data as { items?: unknown } | undefined)?.items;
  const lines = result.error.issues.map((issue) => {
    const [first, index] = issue.path;
    const entry = first === 'items' && typeof index === 'number' && Array.isArray(items) ? (items[index] as { package?: unknown; name?: unknown }) : undefined;
    const where = issue.path.map((part, position) => (typeof part === 'number' ? `[${part}]` : position ? `.${String(part)}` : String(part))).join('');
    const name = entry && typeof entry === 'object' ? ` (${String(entry.package)} ${String(entry.name)})` : '';
    return `${file}: ${where || '(file)'}${name}: ${issue.message}`;
  });
  throw new Error(lines.join('\n'));
}
