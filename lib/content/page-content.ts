import type { Root } from 'hast';
import { readTree, unpackTree, type CompiledTree } from './compiled-tree';
import { readDocumentFile } from './generated';
import type { SitePage } from './page-model';

/** The compiled tree of a page made from a document: read from its own file, when it is needed. */
export function documentTree(page: { content: { file: string } }): CompiledTree {
  return readTree(readDocumentFile<{ body: { html: string } }>(page.content.file).body.html);
}

/** What a page says, as a tree: its document's, or the one the model made (API pages). */
export function contentTree(page: SitePage): Root | undefined {
  if (!page.content) return undefined;
  return 'file' in page.content ? documentTree({ content: page.content }) : unpackTree(page.content.tree);
}
