import { AuthorIndex } from '@/components/blog/author-index';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { metadataOf } from '@/lib/site/metadata';

export const generateMetadata = () => metadataOf('/blog/authors');

export default function BlogAuthorsPage() {
  return (
    <BlogShell withSidebar={false}>
      <PageHeader title="Authors">
        <p>The people who write the Lumenize blog.</p>
      </PageHeader>
      <AuthorIndex />
    </BlogShell>
  );
}
