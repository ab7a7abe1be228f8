import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthorCard } from '@/components/blog/author-card';
import { BlogShell } from '@/components/blog/blog-shell';
import { PostList } from '@/components/blog/post-list';
import styles from '@/components/blog/author-page.module.css';
import { getAuthor, getAuthors, getPostsByAuthor } from '@/lib/content/index';
import { buildMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ author: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { author: string }[] {
  return getAuthors().map((author) => ({ author: author.key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = getAuthor((await params).author);
  if (!author) return {};
  return buildMetadata({ title: author.name, description: `Posts by ${author.name}, ${author.title}.`, path: author.url_path, image: author.image });
}

export default async function BlogAuthorPage({ params }: Props) {
  const author = getAuthor((await params).author);
  if (!author) notFound();
  const posts = getPostsByAuthor(author.key);
  return (
    <BlogShell currentPath={author.url_path}>
      <header className={styles.header}>
        <AuthorCard author={author} variant="profile" postCount={posts.length} />
      </header>
      <PostList posts={posts} showAuthors={false} />
    </BlogShell>
  );
}
