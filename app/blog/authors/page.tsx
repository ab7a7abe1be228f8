import { AuthorIndex } from '@/components/blog/author-index';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { pageNotFound } from '@/components/layout/not-found-page';
import { ROUTES } from '@/lib/core/paths';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf } from '@/lib/site/pages';

export const generateMetadata = () => metadataOf(ROUTES.authors);

export default function BlogAuthorsPage() {
  const page = pageOf('authors', ROUTES.authors);
  if (!page) return pageNotFound();
  return (
    <BlogShell withSidebar={false}>
      <PageHeader title={page.title ?? ''}>
        <p>{page.description}</p>
      </PageHeader>
      <AuthorIndex />
    </BlogShell>
  );
}
