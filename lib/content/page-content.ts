import type { Root } from 'hast';
import { readTree } from './compiled-tree';
import { readDocumentFile } from './generated';
import { plainTree, type PlainOptions } from './outputs';
import type { SitePage } from './page-model';

/** What a page says, as plain HTML (its components in their plain form), for outputs beside the page. */
export function plainContent(page: SitePage, options: PlainOptions): Root | undefined {
  if (!page.content) return undefined;
  const tree = 'file' in page.content ? readTree(readDocumentFile<{ body: { html: string } }>(page.content.file).body.html) : page.content.tree;
  return plainTree(tree, options);
}
