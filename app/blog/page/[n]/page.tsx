import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListView } from '@/components/blog/blog-list-page';
import { FirstPageRedirect } from '@/components/blog/first-page-redirect';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf, pagesOf } from '@/lib/site/pages';

interface Props {
  params: Promise<{ n: string }>;
}

export const dynamicParams = false;

/**
 * `/blog/page/2` onwards hold later list pages. `/blog/page/1` is always generated too, as a
 * pointer to `/blog`: with `output: 'export'` a dynamic route must produce at least one file
 * (Next.js refuses an empty generateStaticParams), and while every post fits on one page there
 * is no other.
 */
export function generateStaticParams(): { n: string }[] {
  return pagesOf('blog-list').map((page) => ({ n: String(page.pageNumber) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n } = await params;
  if (n === '1') return { ...metadataOf('/blog'), robots: { index: false } };
  return metadataOf(`/blog/page/${n}`);
}

export default async function BlogListPageRoute({ params }: Props) {
  const { n } = await params;
  if (n === '1') return <FirstPageRedirect />;
  const page = pageOf('blog-list', `/blog/page/${n}`);
  if (!page) notFound();
  return <BlogListView page={page} />;
}
