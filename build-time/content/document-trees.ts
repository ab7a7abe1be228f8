import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { documentsFolder } from '@/lib/site/page-content';

/**
 * Each document's compiled tree goes into a file of its own (lib/generated/documents/<source
 * path>.json), which its page reads when it renders: a page needs its own tree only, and the model
 * every page imports stays small.
 */

interface CompiledDocument {
  _id: string;
  body: { html: string };
}

/**
 * What this process has written. contentlayer keeps a document that did not change as the same
 * object from one generation to the next, so a content step of `npm run dev` rewrites only the
 * trees of the documents an edit changed (were it to copy them, every tree would be rewritten, as
 * in a build). Held weakly, so that no tree outlives its generation.
 */
const writtenBodies = new WeakMap<object, string>();
const writtenFiles = new Set<string>();

/** The file of a document's tree, relative to the documents folder: its id is its source path. */
export const treeFile = (document: { _id: string }) => `${document._id}.json`;

/**
 * Writes the tree of each of `documents` (every document with a body, of one generation), and
 * gives back what removes the trees of documents that are gone (the first time, every tree no
 * document has: a previous build's, or the other content folder's), to be called once the model
 * that named them is replaced.
 */
export function writeDocumentTrees(documents: readonly CompiledDocument[]): () => void {
  const folder = documentsFolder();
  const stale = writtenFiles.size > 0 ? [...writtenFiles] : existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : [];
  const current = new Set<string>();
  for (const document of documents) {
    const file = treeFile(document);
    current.add(file);
    if (writtenBodies.get(document.body) === file) continue;
    const path = join(folder, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, document.body.html);
    writtenBodies.set(document.body, file);
    writtenFiles.add(file);
  }
  return () => {
    for (const file of stale) {
      if (current.has(file) || !file.endsWith('.json')) continue;
      rmSync(join(folder, file), { force: true });
      writtenFiles.delete(file);
    }
  };
}
