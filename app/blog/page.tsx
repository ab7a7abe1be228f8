import { BlogListView } from '@/components/blog/blog-list-page';
import { pageNotFound } from '@/components/layout/not-found-page';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf } from '@/lib/site/pages';

export const generateMetadata = () => metadataOf('/blog');

export default function BlogRoute() {
  const page = pageOf('blog-list', '/blog');
  if (!page) return pageNotFound();
  return <BlogListView page={page} />;
}
