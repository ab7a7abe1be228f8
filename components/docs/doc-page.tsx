import { MdxContent } from '@/components/mdx/mdx-content';
import { docHeadings, getDocBody, type Doc } from '@/lib/content/index';
import { siteConfig } from '@/lib/site/site-config';
import { DocShell } from './doc-shell';

export function DocPage({ doc }: { doc: Doc }) {
  return (
    <DocShell
      url={doc.url}
      title={doc.title}
      headings={docHeadings(doc)}
      tocLevels={{ min: doc.toc_min_heading_level ?? 2, max: doc.toc_max_heading_level ?? 3 }}
      hideToc={doc.hide_table_of_contents}
      editPath={`${siteConfig.editUrl}${doc.sourcePath}`}
    >
      <MdxContent code={getDocBody(doc).code} />
    </DocShell>
  );
}
