import type { Metadata } from 'next';
import { pageNotFound } from '@/components/layout/not-found-page';
import { SiteLink } from '@/components/link/site-link';
import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { FeedLinks } from '@/components/blog/feed-links';
import { PostList } from '@/components/blog/post-list';
import { feedPaths } from '@/lib/core/feed-paths';
import { ROUTES } from '@/lib/core/paths';
import { buildMetadata } from '@/lib/site/metadata';
import { allTags, pageOf, staticParams, tagOfSegment } from '@/lib/site/pages';

interface Props {
  params: Promise<{ tag: string }>;
}

/** The route segment is the tag's permalink (`/mcp` → its page under `ROUTES.tags`). */
async function findTag({ params }: Props) {
  const tag = tagOfSegment((await params).tag);
  const page = tag && pageOf('tag', tag.page);
  return tag && page ? { tag, page } : undefined;
}

export function generateStaticParams(): { tag: string }[] {
  return staticParams(() => allTags().map((tag) => ({ tag: tag.segment })));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await findTag(props);
  return found ? buildMetadata(found.page) : {};
}

export default async function BlogTagRoute(props: Props) {
  const found = await findTag(props);
  if (!found) return pageNotFound();
  const { tag, page } = found;
  return (
    <BlogShell currentPath={page.url}>
      <PageHeader title={page.title ?? tag.label}>
        <p>{tag.description}</p>
        <p>
          <SiteLink href={ROUTES.tags}>View All Tags</SiteLink>
        </p>
        <FeedLinks label={`Subscribe to ${tag.label}`} feeds={feedPaths(page.url)} />
      </PageHeader>
      <PostList posts={page.posts.flatMap((url) => pageOf('post', url) ?? [])} />
    </BlogShell>
  );
}
