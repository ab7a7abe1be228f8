import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { docsRoot, inVersion } from '@/lib/core/paths';
import { archivedFolders, splitVersion } from '../version-layout';

/** The document's path in the content folder, as contentlayer hands it to the compile. */
export const sourceFileOf = (file: VFile): string | undefined =>
  (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData?.sourceFilePath;

/**
 * A link in an archived version's document leads within that version: `/docs/x` becomes
 * `/docs/<version>/x` in the tree every output reads (page, Markdown twin, search), and the
 * content step checks the link there, at its line. A link to another archived version
 * (`/docs/<other>/x`) stays as it is.
 */
export function rehypeVersionLinks(options: { contentDir: string }) {
  return (tree: Root, file: VFile) => {
    const source = sourceFileOf(file);
    const archived = source === undefined ? undefined : splitVersion(source).archived;
    if (archived === undefined) return;
    const root = docsRoot(archived);
    const versions = archivedFolders(options.contentDir);
    visit(tree, 'element', (element) => {
      const href = element.tagName === 'a' ? element.properties.href : undefined;
      const within = typeof href === 'string' ? inVersion(href, root, versions) : href;
      if (typeof href !== 'string' || within === href) return;
      element.properties.href = within;
      // The link as written, which a mistake about it quotes (./findings.ts).
      element.data = { ...element.data, writtenHref: href } as Element['data'];
    });
  };
}
