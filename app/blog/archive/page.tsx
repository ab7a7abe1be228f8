import { BlogArchive } from '@/components/blog/blog-archive';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { pageNotFound } from '@/components/layout/not-found-page';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf } from '@/lib/site/pages';

export const generateMetadata = () => metadataOf('/blog/archive');

export default function BlogArchivePage() {
  const page = pageOf('archive', '/blog/archive');
  if (!page) return pageNotFound();
  return (
    <BlogShell withSidebar={false}>
      <PageHeader title={page.title ?? ''}>
        <p>{page.description}</p>
      </PageHeader>
      <BlogArchive />
    </BlogShell>
  );
}
