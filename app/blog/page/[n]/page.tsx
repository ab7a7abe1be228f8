import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { FirstPageRedirect } from '@/components/blog/first-page-redirect';
import { laterPageNumbers, listPageUrl, pageCount, parsePageParam } from '@/lib/site/blog';
import { getPosts } from '@/lib/content/index';
import { buildMetadata } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site/site-config';

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
  return [1, ...laterPageNumbers(getPosts().length, siteConfig.blog.postsPerPage)].map((n) => ({ n: String(n) }));
}

function pageFromParams(n: string): number | undefined {
  const page = parsePageParam(n);
  return page !== undefined && page <= pageCount(getPosts().length, siteConfig.blog.postsPerPage) ? page : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n } = await params;
  if (n === '1') return { ...buildMetadata({ title: 'Blog', description: siteConfig.blog.description, path: listPageUrl(1) }), robots: { index: false } };
  const page = pageFromParams(n);
  if (page === undefined) return {};
  return buildMetadata({ title: `Blog, page ${page}`, description: siteConfig.blog.description, path: listPageUrl(page) });
}

export default async function BlogListPageRoute({ params }: Props) {
  const { n } = await params;
  if (n === '1') return <FirstPageRedirect />;
  const page = pageFromParams(n);
  if (page === undefined) notFound();
  return <BlogListPage page={page} />;
}
