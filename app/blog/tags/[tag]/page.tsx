import type { Metadata } from 'next';
import { SiteLink } from '@/components/link/site-link';
import { notFound } from 'next/navigation';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { PostList } from '@/components/blog/post-list';
import { tagPageHeading, tagPath } from '@/lib/site/blog';
import { getPostsByTag, getTags } from '@/lib/content/index';
import { feedPaths } from '@/lib/site/feed-paths';
import { buildMetadata } from '@/lib/site/metadata';
import { assetPath } from '@/lib/site/site-config';

interface Props {
  params: Promise<{ tag: string }>;
}

export const dynamicParams = false;

/** The route segment is the tag's permalink (`/mcp` → `/blog/tags/mcp`). */
export function generateStaticParams(): { tag: string }[] {
  return getTags().map((tag) => ({ tag: tagPath(tag).slice('/blog/tags/'.length) }));
}

function findTag(segment: string) {
  return getTags().find((tag) => tagPath(tag) === `/blog/tags/${segment}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = findTag((await params).tag);
  if (!tag) return {};
  return buildMetadata({ title: tagPageHeading(getPostsByTag(tag.key).length, tag.label), description: tag.description, path: tagPath(tag), feedTag: { path: tagPath(tag), label: tag.label } });
}

export default async function BlogTagPage({ params }: Props) {
  const tag = findTag((await params).tag);
  if (!tag) notFound();
  const posts = getPostsByTag(tag.key);
  const feeds = feedPaths(tagPath(tag));
  return (
    <BlogShell currentPath={tagPath(tag)}>
      <PageHeader title={tagPageHeading(posts.length, tag.label)}>
        <p>{tag.description}</p>
        <p>
          <SiteLink href="/blog/tags">View All Tags</SiteLink>
        </p>
        <p>
          {`Follow ${tag.label}: `}
          <a href={assetPath(feeds.rss)}>RSS</a> · <a href={assetPath(feeds.atom)}>Atom</a> · <a href={assetPath(feeds.json)}>JSON feed</a>
        </p>
      </PageHeader>
      <PostList posts={posts} />
    </BlogShell>
  );
}
