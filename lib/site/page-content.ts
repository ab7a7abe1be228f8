import type { Root } from 'hast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTree, unpackTree, type CompiledTree } from '@/lib/core/compiled-tree';
import { generatedDir, GENERATED_FILES } from '@/lib/core/generated';
import type { SitePage } from '@/lib/core/page';

/**
 * Where the content step writes each document's compiled tree (build-time/content/document-trees.ts),
 * from the project folder (the content step's tests run it in projects of their own), in the
 * generated folder of the site running now: the dev server's own in `npm run dev`.
 */
export const documentsFolder = () => join(generatedDir(), GENERATED_FILES.documents);

/** The compiled tree of a page made from a document: read from its own file, when it is needed. */
export function documentTree(page: { content: { file: string } }): CompiledTree {
  return readTree(readFileSync(join(process.cwd(), documentsFolder(), page.content.file), 'utf8'));
}

/** What a page says, as a tree: its document's, or the one the model made (API pages). */
export function contentTree(page: SitePage): Root | undefined {
  if (!page.content) return undefined;
  return 'file' in page.content ? documentTree({ content: page.content }) : unpackTree(page.content.tree);
}
