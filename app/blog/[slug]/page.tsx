import type { Metadata } from 'next';
import { BlogPostView } from '@/components/blog/blog-post-page';
import { pageNotFound } from '@/components/layout/not-found-page';
import { postPath } from '@/lib/core/paths';
import { buildMetadata } from '@/lib/site/metadata';
import { pageOf, pagesOf, staticParams } from '@/lib/site/pages';

interface Props {
  params: Promise<{ slug: string }>;
}

const findPost = async ({ params }: Props) => pageOf('post', postPath((await params).slug));

export function generateStaticParams(): { slug: string }[] {
  return staticParams(() => pagesOf('post').map((post) => ({ slug: post.slug })));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const post = await findPost(props);
  return post ? buildMetadata(post) : {};
}

export default async function BlogPostRoute(props: Props) {
  const post = await findPost(props);
  if (!post) return pageNotFound();
  return <BlogPostView post={post} />;
}
