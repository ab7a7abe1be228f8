import { BlogArchive } from '@/components/blog/blog-archive';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { metadataOf } from '@/lib/site/metadata';

export const generateMetadata = () => metadataOf('/blog/archive');

export default function BlogArchivePage() {
  return (
    <BlogShell withSidebar={false}>
      <PageHeader title="Archive">
        <p>Every post on the blog, newest year first.</p>
      </PageHeader>
      <BlogArchive />
    </BlogShell>
  );
}
