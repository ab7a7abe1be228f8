import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { RESERVED_BLOG_SEGMENTS } from '@/lib/site/blog';
import { getAuthor, getPost, getPosts, getTag } from '@/lib/content/index';
import { buildMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getPosts().map((post) => {
    if (RESERVED_BLOG_SEGMENTS.includes(post.slug)) {
      throw new Error(`${post.sourcePath}: field "slug" is "${post.slug}", which is a blog page of its own; choose another slug.`);
    }
    return { slug: post.slug };
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.description,
    keywords: post.tags.map((key) => getTag(key)?.label ?? key),
    image: post.image,
    socialCard: true,
    path: post.url,
    type: 'article',
    publishedTime: post.date,
    authors: post.authors.map((key) => getAuthor(key)?.name ?? key),
  });
}

export default async function BlogPostRoute({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return <BlogPostPage post={post} />;
}
