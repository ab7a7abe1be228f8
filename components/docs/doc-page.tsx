import { MdxContent } from '@/components/mdx/mdx-content';
import type { DocPage } from '@/lib/content/page-model';
import { documentTree } from '@/lib/site/pages';
import { DocShell } from './doc-shell';

export function DocView({ page }: { page: DocPage }) {
  const { min, max, hidden } = page.toc;
  return (
    <DocShell page={page} headings={hidden ? [] : page.headings.filter((h) => h.level >= min && h.level <= max)} editUrl={page.editUrl}>
      <MdxContent tree={documentTree(page)} />
    </DocShell>
  );
}
