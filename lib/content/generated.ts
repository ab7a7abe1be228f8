import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiReference, Author, Doc, Page, Post, Sidebar, Tag } from 'contentlayer/generated';

/**
 * The one module that reads contentlayer's generated files. They are read here, not imported from
 * `contentlayer/generated`: that module imports every collection at once, each document with its
 * compiled tree, and bundling it made Next parse all of them for every page (hundreds of megabytes
 * at a thousand docs). The content step reads the collections once, a file at a time, to build the
 * page model; a page reads only the file of its own document.
 */
const GENERATED_DIR = join(process.cwd(), '.contentlayer', 'generated');

interface Collections {
  Doc: Doc;
  Page: Page;
  Post: Post;
  Author: Author;
  Tag: Tag;
  ApiReference: ApiReference;
}

export type CollectionName = keyof Collections;

/** A document and the file it is stored in, relative to the generated folder (`Doc/docs__x.mdx.json`). */
export interface StoredDocument<T> {
  file: string;
  document: T;
}

function listFolder(folder: string): string[] {
  try {
    return readdirSync(join(GENERATED_DIR, folder));
  } catch {
    throw new Error(`No ${join(GENERATED_DIR, folder)}: run \`contentlayer2 build\` first (npm run build does).`);
  }
}

/** Every document of a collection, read one file at a time so no more than one compiled tree is held. */
export function* readCollection<K extends CollectionName>(name: K): Generator<StoredDocument<Collections[K]>> {
  const files = listFolder(name)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .sort();
  for (const file of files) yield { file: `${name}/${file}`, document: readDocumentFile<Collections[K]>(`${name}/${file}`) };
}

/** The sidebar's one document (content/sidebar.yaml). */
export function readSidebar(): Sidebar {
  listFolder('Sidebar');
  return readDocumentFile<Sidebar>('Sidebar/_index.json');
}

export function readDocumentFile<T>(file: string): T {
  return JSON.parse(readFileSync(join(GENERATED_DIR, file), 'utf8')) as T;
}
