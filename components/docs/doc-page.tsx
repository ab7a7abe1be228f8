import { MdxContent } from '@/components/mdx/mdx-content';
import { tableOfContents } from '@/lib/core/compiled-tree';
import { documentTree } from '@/lib/site/page-content';
import type { DocPage } from '@/lib/core/page';
import { DocShell } from './doc-shell';

export function DocView({ page }: { page: DocPage }) {
  return (
    <DocShell page={page} headings={tableOfContents(page)} editUrl={page.editUrl}>
      <MdxContent tree={documentTree(page)} />
    </DocShell>
  );
}
