import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the content folder holds the docs versions, the one place that says so. The content folder
 * is the latest version's tree (`docs/`, `api/`, `sidebar.yaml`); an archived version's tree has
 * the same shape in `versions/<name>/`, copied there by `npm run version:cut` when it was the
 * latest, with the dates of its files as they were then (`last-updated.json`). What belongs to
 * which version is read from here, by the content step, once: the page model then says it of each
 * page (its `version`), and nothing reads it from an address. It takes the content folder as an
 * argument, so the compile can load it before the folder is known.
 */

/** The folder of the archived versions' trees. */
export const VERSIONS_DIR = 'versions';

/** The dates of an archived version's files in the latest's history, recorded when it was cut. */
export const LAST_UPDATED_NAME = 'last-updated.json';

/**
 * The API declarations' folder of a version's tree (`api/<package>/index.d.ts`), read by the content
 * step rather than contentlayer; `npm run dev` watches it itself.
 */
export const API_DIR = 'api';

/**
 * The folder of a version's claim tests, which back its pages' statements at the release it
 * documents: a project `npm run test:examples` runs (scripts/examples/claims.ts); the site's build
 * never reads it.
 */
export const CLAIMS_DIR = 'claims';

/** What an archived version's tree holds besides its documents: its API declarations, its claim tests and its files' dates. */
export const VERSION_NOT_DOCUMENTS = [API_DIR, CLAIMS_DIR, LAST_UPDATED_NAME];
/**
 * A path of the content folder (`versions/1.0.0/docs/x.mdx`) split into the archived version it
 * belongs to, if any, and its path within that version's tree (`docs/x.mdx`).
 */
export function splitVersion(path: string): { archived?: string; path: string } {
  const [top, name, ...rest] = path.split('/');
  return top === VERSIONS_DIR && name !== undefined && rest.length > 0 ? { archived: name, path: rest.join('/') } : { path };
}

/** The folder of a version's tree: the content folder for the latest, `versions/<name>` in it for an archived version. */
export const versionDir = (archived: string | undefined, contentDir: string): string =>
  archived === undefined ? contentDir : join(contentDir, VERSIONS_DIR, archived).split('\\').join('/');

/** The archived versions the content folder holds, by their folders' names. */
export function archivedFolders(contentDir: string): string[] {
  const dir = join(contentDir, VERSIONS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const within = (path: string, names: readonly string[]) => names.some((name) => path === name || path.startsWith(`${name}/`));

/**
 * True for a file of the content folder that is no document of contentlayer's (`notDocuments`, the
 * content folder's own list): the content step reads it itself.
 */
export function isNotDocument(path: string, notDocuments: readonly string[]): boolean {
  const { archived, path: inTree } = splitVersion(path);
  return archived === undefined ? within(path, notDocuments) : within(inTree, VERSION_NOT_DOCUMENTS);
}

/** The files besides documents and declarations the model is made from (the API history, the archived versions' dates), where they exist. */
export function versionInputFiles(contentDir: string, historyFile: string): string[] {
  const files = [join(contentDir, historyFile), ...archivedFolders(contentDir).map((name) => join(versionDir(name, contentDir), LAST_UPDATED_NAME))];
  return files.filter((file) => existsSync(file));
}
