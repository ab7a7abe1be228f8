import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, readDocumentFile } from '@/lib/site/page-content';
import { CONTENT_DIR } from './content-dir';
import type { Author, Doc, Page, Post, Sidebar, Tag } from 'contentlayer/generated';

/**
 * The one module that reads contentlayer's generated files. They are read here, not imported from
 * `contentlayer/generated`: that module imports every collection at once, each document with its
 * compiled tree, and bundling it made Next parse all of them for every page (hundreds of megabytes
 * at a thousand docs). The content step reads the collections once, a file at a time, to build the
 * page model; a page reads only the file of its own document.
 */

interface Collections {
  Doc: Doc;
  Page: Page;
  Post: Post;
  Author: Author;
  Tag: Tag;
}

export type CollectionName = keyof Collections;

/** A document and the file it is stored in, relative to the generated folder (`Doc/docs__x.mdx.json`). */
export interface StoredDocument<T> {
  file: string;
  document: T;
}

/**
 * The files of a collection's current documents, as its barrel module (`_index.mjs`) imports them.
 * Not the folder's listing: contentlayer leaves the file of a deleted or renamed document behind.
 */
function documentFiles(name: string): string[] {
  const barrel = join(GENERATED_DIR, name, '_index.mjs');
  let source: string;
  try {
    source = readFileSync(barrel, 'utf8');
  } catch {
    throw new Error(`No ${barrel}: run \`contentlayer2 build\` first (npm run build does).`);
  }
  return [...source.matchAll(/from '\.\/([^']+\.json)'/g)].map(([, file]) => `${name}/${file}`).sort();
}

/** Every document of a collection, read one file at a time so no more than one compiled tree is held. */
export function* readCollection<K extends CollectionName>(name: K): Generator<StoredDocument<Collections[K]>> {
  for (const file of documentFiles(name)) yield { file, document: readDocumentFile<Collections[K]>(file) };
}

/** The sidebar's one document (sidebar.yaml in the content folder). */
export function readSidebar(): Sidebar {
  const [file] = documentFiles('Sidebar');
  if (!file) throw new Error(`No ${CONTENT_DIR}/sidebar.yaml: the docs sidebar lists its entries there.`);
  return readDocumentFile<Sidebar>(file);
}
