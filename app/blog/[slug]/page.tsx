import type { Metadata } from 'next';
import { BlogPostView } from '@/components/blog/blog-post-page';
import { pageView } from '@/components/layout/content-mistake-page';
import { postPath } from '@/lib/core/paths';
import { buildMetadata } from '@/lib/site/metadata';
import { pageOf, pagesOf, staticParams } from '@/lib/site/pages';

interface Props {
  params: Promise<{ slug: string }>;
}

const urlOf = async ({ params }: Props) => postPath((await params).slug);
const findPost = async (props: Props) => pageOf('post', await urlOf(props));

export function generateStaticParams(): { slug: string }[] {
  return staticParams(() => pagesOf('post').map((post) => ({ slug: post.slug })));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const post = await findPost(props);
  return post ? buildMetadata(post) : {};
}

export default async function BlogPostRoute(props: Props) {
  return pageView(await urlOf(props), await findPost(props), (post) => <BlogPostView post={post} />);
}
