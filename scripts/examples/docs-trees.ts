import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '@/build-time/content/content-dir';
import { archivedFolders, versionDir } from '@/build-time/content/version-layout';

/**
 * The docs trees whose examples run, each a version's own: the content folder (the latest), then
 * each archived version's folder, as the site's build reads them (version-layout.ts). Which version
 * a tree documents, its guides' install commands say.
 */
export function docsTrees(contentDir = CONTENT_DIR): string[] {
  return [contentDir, ...archivedFolders(contentDir).map((name) => versionDir(name, contentDir))];
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
