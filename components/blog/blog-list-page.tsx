import { Pager } from '@/components/layout/pager';
import { feedPaths } from '@/lib/core/feed-paths';
import type { BlogListPage } from '@/lib/core/page';
import { pageOf } from '@/lib/site/pages';
import { siteConfig } from '@/lib/site/site-config';
import { BlogShell } from './blog-shell';
import { PageHeader } from './page-header';
import { PostList } from './post-list';
import { FeedLinks } from './feed-links';

/** `/blog` (page 1) and `/blog/page/n`: posts newest first, `postsPerPage` at a time. */
export function BlogListView({ page }: { page: BlogListPage }) {
  const posts = page.posts.flatMap((url) => pageOf('post', url) ?? []);
  return (
    <BlogShell currentPath={page.pageNumber === 1 ? page.url : undefined}>
      <PageHeader title={siteConfig.blog.title}>
        <p>{siteConfig.blog.description}</p>
        {page.totalPages > 1 ? <p>{`Page ${page.pageNumber} of ${page.totalPages}`}</p> : null}
        <FeedLinks label="Subscribe" feeds={feedPaths()} />
      </PageHeader>
      <PostList posts={posts} />
      <Pager
        name="Blog list page navigation"
        previous={page.newerUrl ? { href: page.newerUrl, label: 'Newer entries' } : undefined}
        next={page.olderUrl ? { href: page.olderUrl, label: 'Older entries' } : undefined}
      />
    </BlogShell>
  );
}
