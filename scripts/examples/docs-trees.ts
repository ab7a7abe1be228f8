import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '@/build-time/content/content-dir';

/** Where archived versions' trees sit in a content folder, each with its own docs/, api/ and sidebar.yaml. */
const VERSIONS_FOLDER = 'versions';

/**
 * The docs trees whose examples run, each a version's own: the content folder (the latest), then
 * each archived version's folder beside it. Which version a tree documents, its guides' install
 * commands say.
 */
export function docsTrees(contentDir = CONTENT_DIR): string[] {
  const archived = path.join(contentDir, VERSIONS_FOLDER);
  const versions = existsSync(archived)
    ? readdirSync(archived, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(archived, entry.name).split(path.sep).join('/'))
        .sort()
    : [];
  return [contentDir, ...versions];
}

/**
 * The packages a tree's sidebar gives a reference (`- api: <id>` entries): their declarations must
 * say everything the package exports. The tree's other declarations under api/ type the guides'
 * examples only, and need say no more than the examples use.
 */
export function referencedPackages(tree: string): string[] {
  const file = path.join(tree, 'sidebar.yaml');
  const ids: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const entry = node as { api?: unknown; items?: unknown };
      if (typeof entry.api === 'string') ids.push(entry.api);
      visit(entry.items);
    }
  };
  visit((parse(readFileSync(file, 'utf8')) as { items?: unknown } | null)?.items);
  return ids.sort();
}
