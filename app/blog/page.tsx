import { BlogListView } from '@/components/blog/blog-list-page';
import { pageNotFound } from '@/components/layout/not-found-page';
import { ROUTES } from '@/lib/core/paths';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf } from '@/lib/site/pages';

export const generateMetadata = () => metadataOf(ROUTES.blog);

export default function BlogRoute() {
  const page = pageOf('blog-list', ROUTES.blog);
  if (!page) return pageNotFound();
  return <BlogListView page={page} />;
}
