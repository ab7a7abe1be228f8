import type { Metadata } from 'next';
import { AuthorCard } from '@/components/blog/author-card';
import { BlogShell } from '@/components/blog/blog-shell';
import { PostList } from '@/components/blog/post-list';
import styles from '@/components/blog/author-page.module.css';
import { pageView } from '@/components/layout/content-mistake-page';
import { authorPath } from '@/lib/core/paths';
import { buildMetadata } from '@/lib/site/metadata';
import { getAuthor, pageOf, pagesOf, staticParams } from '@/lib/site/pages';

interface Props {
  params: Promise<{ author: string }>;
}

const urlOf = async ({ params }: Props) => authorPath((await params).author);
const findAuthorPage = async (props: Props) => pageOf('author', await urlOf(props));

export function generateStaticParams(): { author: string }[] {
  return staticParams(() => pagesOf('author').map((page) => ({ author: page.author })));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await findAuthorPage(props);
  return page ? buildMetadata(page) : {};
}

export default async function BlogAuthorRoute(props: Props) {
  const page = await findAuthorPage(props);
  const author = page && getAuthor(page.author);
  return pageView(await urlOf(props), page && author ? { page, author } : undefined, ({ page, author }) => (
    <BlogShell currentPath={page.url}>
      <header className={styles.header}>
        <AuthorCard author={author} variant="profile" postCount={page.posts.length} />
      </header>
      <PostList posts={page.posts.flatMap((url) => pageOf('post', url) ?? [])} />
    </BlogShell>
  ));
}
