import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/blog-list-page';
import { pageNotFound } from '@/components/layout/not-found-page';
import { metadataOf } from '@/lib/site/metadata';
import { pagesOf, staticParams } from '@/lib/site/pages';

interface Props {
  params: Promise<{ n: string }>;
}

/** The list page a `/blog/page/n` address shows: a later page, or the first (`/blog`) as the stand-in. */
const listPage = (n: string) => pagesOf('blog-list').find((page) => String(page.pageNumber) === n);

/**
 * `/blog/page/2` onwards hold later list pages. While every post fits on `/blog` there is none, and
 * with `output: 'export'` Next.js refuses a dynamic route that generates nothing: page 1 stands in
 * then. It is never served: `_redirects` answers `/blog/page/1` with a 301 to `/blog` before the CDN
 * looks for a file, and a host without `_redirects` shows the first list page, canonical `/blog`.
 */
export function generateStaticParams(): { n: string }[] {
  return staticParams(() => {
    const later = pagesOf('blog-list').filter((page) => page.pageNumber > 1);
    return (later.length > 0 ? later.map((page) => page.pageNumber) : [1]).map((n) => ({ n: String(n) }));
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = listPage((await params).n);
  return page ? metadataOf(page.url) : {};
}

export default async function BlogListPageRoute({ params }: Props) {
  const page = listPage((await params).n);
  if (!page) return pageNotFound();
  return <BlogListView page={page} />;
}
