import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteLink } from '@/components/link/site-link';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { PostList } from '@/components/blog/post-list';
import { feedPaths } from '@/lib/site/feed-paths';
import { buildMetadata } from '@/lib/site/metadata';
import { getTag, pageOf, pagesOf } from '@/lib/site/pages';
import { withBasePath } from '@/lib/site/site-config';

interface Props {
  params: Promise<{ tag: string }>;
}

/** The route segment is the tag's permalink (`/mcp` → `/blog/tags/mcp`). */
const findTagPage = async ({ params }: Props) => pageOf('tag', `/blog/tags/${(await params).tag}`);

export const dynamicParams = false;

export function generateStaticParams(): { tag: string }[] {
  return pagesOf('tag').map((page) => ({ tag: page.url.slice('/blog/tags/'.length) }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await findTagPage(props);
  return page ? buildMetadata(page) : {};
}

export default async function BlogTagRoute(props: Props) {
  const page = await findTagPage(props);
  const tag = page && getTag(page.tag);
  if (!page || !tag) notFound();
  const feeds = feedPaths(page.url);
  return (
    <BlogShell currentPath={page.url}>
      <PageHeader title={page.title ?? tag.label}>
        <p>{tag.description}</p>
        <p>
          <SiteLink href="/blog/tags">View All Tags</SiteLink>
        </p>
        <p>
          {`Follow ${tag.label}: `}
          <a href={withBasePath(feeds.rss)}>RSS</a> · <a href={withBasePath(feeds.atom)}>Atom</a> · <a href={withBasePath(feeds.json)}>JSON feed</a>
        </p>
      </PageHeader>
      <PostList posts={page.posts.flatMap((url) => pageOf('post', url) ?? [])} />
    </BlogShell>
  );
}
