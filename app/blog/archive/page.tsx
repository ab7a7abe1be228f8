import { BlogArchive } from '@/components/blog/blog-archive';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { pageNotFound } from '@/components/layout/not-found-page';
import { ROUTES } from '@/lib/core/paths';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf } from '@/lib/site/pages';

export const generateMetadata = () => metadataOf(ROUTES.archive);

export default function BlogArchivePage() {
  const page = pageOf('archive', ROUTES.archive);
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
