import type { Root } from 'hast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTree, unpackTree, type CompiledTree } from '@/lib/core/compiled-tree';
import type { SitePage } from '@/lib/core/page';

/** Where contentlayer writes each document (lib/content/generated.ts reads the collections). */
export const GENERATED_DIR = join(process.cwd(), '.contentlayer', 'generated');

export function readDocumentFile<T>(file: string): T {
  return JSON.parse(readFileSync(join(GENERATED_DIR, file), 'utf8')) as T;
}

/** The compiled tree of a page made from a document: read from its own file, when it is needed. */
export function documentTree(page: { content: { file: string } }): CompiledTree {
  return readTree(readDocumentFile<{ body: { html: string } }>(page.content.file).body.html);
}

/** What a page says, as a tree: its document's, or the one the model made (API pages). */
export function contentTree(page: SitePage): Root | undefined {
  if (!page.content) return undefined;
  return 'file' in page.content ? documentTree({ content: page.content }) : unpackTree(page.content.tree);
}
