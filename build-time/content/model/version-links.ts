import type { Redirect } from '@/lib/core/page';
import { docPath } from '@/lib/core/paths';
import type { DocsVersion, VersionLink, VersionNote } from '@/lib/core/versions';
import { releasedBetween, type ApiHistory } from '@/build-time/content/api-history';

/**
 * Which page of another version is "this page" there: the version menu of every docs page and the
 * banner of every archived one lead to it, and the redirects of old addresses follow it. Between
 * two versions next to each other in release order, a guide is where the newer version's `moves`
 * put it (else at the same path), and an API page is its package's (renamed, or the one its item
 * moved to, as the API history says) item of the same name. Further apart, the steps between are
 * taken one by one. A page the other version lacks leads to the nearest that it has: its package's
 * API index, else the first page of its sidebar category there, else the version's main doc; and
 * the reader is told when it was removed (or added).
 */

/** A page of one version, as this module sees it. */
export interface VersionedPage {
  url: string;
  /** Its address under its version's root: `rpc/quick-start`, `kit/api/classes/Widget`. */
  path: string;
  title: string;
  /** The ids of its headings: a `#hash` leading into another version's page is kept when that page has it. */
  ids: string[];
  /** An API page: its package's npm name, and the item's name on an item page. */
  api?: { packageName: string; item?: string };
  /** The paths of the other pages of its sidebar category, in order: where a reader goes in a version without it. */
  neighbours: string[];
}

export interface VersionPages {
  version: DocsVersion;
  pages: VersionedPage[];
}

/** One step between two versions next to each other: where the page is in the other, or why it is not there. */
type Missing = { kind: 'removed' | 'added'; in: string };
type Step = { path: string; note?: VersionNote } | { missing: Missing };

const apiKey = (packageName: string, item?: string) => `${packageName}\u0000${item ?? ''}`;

interface Indexed extends VersionPages {
  byPath: Map<string, VersionedPage>;
  byApi: Map<string, VersionedPage>;
}

function indexed({ version, pages }: VersionPages): Indexed {
  return {
    version,
    pages,
    byPath: new Map(pages.map((page) => [page.path, page])),
    byApi: new Map(pages.flatMap((page) => (page.api ? [[apiKey(page.api.packageName, page.api.item), page] as const] : []))),
  };
}

/** Where `path` is after `moves`: a move of the page itself, or of a folder above it. */
function moved(path: string, moves: DocsVersion['moves']): string {
  for (const { from, to } of moves ?? []) {
    if (path === from) return to;
    if (path.startsWith(`${from}/`)) return `${to}${path.slice(from.length)}`;
  }
  return path;
}

/** From a version to the next newer one. */
function forward(page: VersionedPage, older: Indexed, newer: Indexed, history: ApiHistory | undefined): Step {
  const { name: from } = older.version;
  const { name: to } = newer.version;
  if (page.api) {
    const { packageName, item } = page.api;
    const record = item ? history?.item(packageName, item) : undefined;
    // An item can move more than once between two versions (rpc's getWebSocketShim went to utils at
    // 0.12.0, then to testing at 0.19.0): its home is where the last move took it.
    let movedOut: { name: string; version: string } | undefined;
    for (let at = record, hops = 0; item && at?.removed && at.movedTo && releasedBetween(at.removed, from, to) && hops < 10; hops++) {
      movedOut = { name: at.movedTo, version: at.removed };
      at = history?.exact(at.movedTo, item);
    }
    const renamed = history?.renamedBetween(movedOut?.name ?? packageName, from, to) ?? { name: packageName };
    const target = newer.byApi.get(apiKey(renamed.name, item));
    if (!target) {
      const removed = record?.removed && releasedBetween(record.removed, from, to) ? record.removed : to;
      return { missing: { kind: 'removed', in: removed } };
    }
    if (target.path === page.path) return { path: target.path };
    if (renamed.name !== packageName)
      return { path: target.path, note: { kind: 'moved-package', package: renamed.name, in: renamed.version ?? movedOut?.version ?? to } };
    return { path: target.path, note: { kind: 'moved', title: target.title, in: to } };
  }
  const path = moved(page.path, newer.version.moves);
  const target = newer.byPath.get(path);
  if (!target || target.api) return { missing: { kind: 'removed', in: to } };
  return path === page.path ? { path } : { path, note: { kind: 'moved', title: target.title, in: to } };
}

/** Both directions of every step between neighbouring versions, oldest first. */
function steps(versions: Indexed[], history: ApiHistory | undefined) {
  return versions.slice(1).map((newer, index) => {
    const older = versions[index];
    const ahead = new Map(older.pages.map((page) => [page.path, forward(page, older, newer, history)]));
    // Back is where forward came from: the page of the older version that leads here.
    const back = new Map<string, Step>();
    for (const [path, step] of ahead) {
      if (!('path' in step)) continue;
      const existing = back.get(step.path);
      if (existing && 'path' in existing && existing.path === step.path) continue;
      const page = older.byPath.get(path)!;
      const note: VersionNote | undefined =
        step.note?.kind === 'moved-package'
          ? { kind: 'formerly-package', package: page.api!.packageName, in: step.note.in }
          : step.note && { kind: 'formerly', title: page.title, in: step.note.in };
      back.set(step.path, { path, note });
    }
    for (const page of newer.pages) {
      if (back.has(page.path)) continue;
      const record = page.api?.item ? history?.item(page.api.packageName, page.api.item) : undefined;
      const added = record && releasedBetween(record.added, older.version.name, newer.version.name) ? record.added : newer.version.name;
      back.set(page.path, { missing: { kind: 'added', in: added } });
    }
    return { ahead, back };
  });
}

/**
 * The page at `path` of version `from`, taken to version `to` one step at a time: where it is there
 * (with the note of the last move on the way), or why it is not.
 */
function follow(path: string, from: number, to: number, links: ReturnType<typeof steps>): Step {
  let current: Step = { path };
  const direction = to > from ? 1 : -1;
  for (let at = from; at !== to; at += direction) {
    if (!('path' in current)) return current;
    // Every page of each version is in both maps, and a step only ever lands on a page.
    const step: Step = (direction > 0 ? links[at].ahead : links[at - 1].back).get(current.path)!;
    current = 'path' in step ? { path: step.path, note: step.note ?? current.note } : step;
  }
  return current;
}

export interface VersionMap {
  /** The version menu of a page: every version, newest first, with this page's counterpart in each. */
  linksOf(url: string): VersionLink[];
  /** `_redirects` rules: every address an archived version once had at /docs lands on a page. */
  redirects: Redirect[];
}

/**
 * Works out, for every docs page of every version, its counterpart in each other version, and the
 * redirects of the addresses archived versions had when they were the latest.
 */
export function mapVersions(versionPages: VersionPages[], history: ApiHistory | undefined): VersionMap {
  // Oldest first: the order the moves and the history are written in.
  const versions = [...versionPages].sort((a, b) => (a.version.released < b.version.released ? -1 : 1)).map(indexed);
  const links = steps(versions, history);
  const where = new Map<string, { at: number; page: VersionedPage }>();
  versions.forEach((version, at) => version.pages.forEach((page) => where.set(page.url, { at, page })));

  const linkTo = (target: VersionedPage, version: DocsVersion, note?: VersionNote): VersionLink => ({
    version: version.name,
    label: version.label,
    url: target.url,
    ids: target.ids,
    ...(note ? { note } : {}),
  });

  const counterpart = (page: VersionedPage, from: number, to: number): VersionLink => {
    const target = versions[to];
    const step = follow(page.path, from, to, links);
    if ('path' in step) return linkTo(target.byPath.get(step.path)!, target.version, step.note);
    // The nearest page the other version has: the package's index, the category's pages, the main doc.
    const candidates = [...(page.api?.item ? [page.api.packageName] : []), ...page.neighbours];
    for (const candidate of candidates) {
      const source = candidate.startsWith('@') ? versions[from].byApi.get(apiKey(candidate)) : versions[from].byPath.get(candidate);
      if (!source || source === page) continue;
      const found = follow(source.path, from, to, links);
      if ('path' in found) return linkTo(target.byPath.get(found.path)!, target.version, { ...step.missing, nearest: target.byPath.get(found.path)!.title });
    }
    const main = target.byPath.get(target.version.mainDocId);
    if (!main) throw new Error(`version ${target.version.name} has no main doc ${target.version.mainDocId}`);
    return linkTo(main, target.version, { ...step.missing, nearest: main.title });
  };

  const linksOf = (url: string): VersionLink[] => {
    const found = where.get(url);
    if (!found) return [];
    const own = versions.map((version, at) =>
      at === found.at ? { ...linkTo(found.page, version.version), current: true } : counterpart(found.page, found.at, at),
    );
    return own.reverse();
  };

  const latestAt = versions.findIndex((version) => version.version.latest);
  const redirects: Redirect[] = [];
  const seen = new Set(versions[latestAt].pages.map((page) => page.path));
  for (let at = latestAt - 1; at >= 0; at -= 1) {
    for (const page of versions[at].pages) {
      if (seen.has(page.path)) continue;
      seen.add(page.path);
      const step = follow(page.path, at, latestAt, links);
      const to = 'path' in step ? versions[latestAt].byPath.get(step.path)!.url : page.url;
      redirects.push({ from: docPath(page.path, versions[latestAt].version.root), to, status: 301 });
    }
  }
  return { linksOf, redirects };
}
