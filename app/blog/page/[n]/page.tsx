import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { laterPageNumbers, listPageUrl, pageCount, parsePageParam } from '@/lib/site/blog';
import { getPosts } from '@/lib/content/index';
import { buildMetadata } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site/site-config';

interface Props {
  params: Promise<{ n: string }>;
}

export const dynamicParams = false;

/**
 * `/blog/page/2` onwards hold later list pages. While every post fits on `/blog` there is none, and
 * with `output: 'export'` Next.js refuses a dynamic route that generates nothing: page 1 stands in
 * then. It is never served: `_redirects` answers `/blog/page/1` with a 301 to `/blog` before the CDN
 * looks for a file, and a host without `_redirects` shows the first list page, canonical `/blog`.
 */
export function generateStaticParams(): { n: string }[] {
  const later = laterPageNumbers(getPosts().length, siteConfig.blog.postsPerPage);
  return (later.length > 0 ? later : [1]).map((n) => ({ n: String(n) }));
}

function pageFromParams(n: string): number | undefined {
  if (n === '1') return 1;
  const page = parsePageParam(n);
  return page !== undefined && page <= pageCount(getPosts().length, siteConfig.blog.postsPerPage) ? page : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n } = await params;
  const page = pageFromParams(n);
  if (page === undefined) return {};
  return buildMetadata({ title: page === 1 ? 'Blog' : `Blog, page ${page}`, description: siteConfig.blog.description, path: listPageUrl(page) });
}

export default async function BlogListPageRoute({ params }: Props) {
  const { n } = await params;
  const page = pageFromParams(n);
  if (page === undefined) notFound();
  return <BlogListPage page={page} />;
}
