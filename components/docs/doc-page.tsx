import { MdxContent } from '@/components/mdx/mdx-content';
import { tableOfContents } from '@/lib/content/compiled-tree';
import { documentTree } from '@/lib/content/page-content';
import type { DocPage } from '@/lib/content/page-model';
import { DocShell } from './doc-shell';

export function DocView({ page }: { page: DocPage }) {
  return (
    <DocShell page={page} headings={tableOfContents(page)} editUrl={page.editUrl}>
      <MdxContent tree={documentTree(page)} />
    </DocShell>
  );
}
