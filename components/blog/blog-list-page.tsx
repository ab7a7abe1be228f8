import { paginate } from '@/lib/site/blog';
import { getPosts } from '@/lib/content/index';
import { siteConfig } from '@/lib/site/site-config';
import { BlogShell } from './blog-shell';
import { ListPager } from './list-pager';
import { PageHeader } from './page-header';
import { PostList } from './post-list';

/** `/blog` (page 1) and `/blog/page/n`: posts newest first, `postsPerPage` at a time. */
export function BlogListPage({ page }: { page: number }) {
  const { items, newerUrl, olderUrl, totalPages } = paginate(getPosts(), siteConfig.blog.postsPerPage, page);
  return (
    <BlogShell currentPath={page === 1 ? '/blog' : undefined}>
      <PageHeader title={siteConfig.blog.title}>
        <p>{siteConfig.blog.description}</p>
        {totalPages > 1 ? <p>{`Page ${page} of ${totalPages}`}</p> : null}
      </PageHeader>
      <PostList posts={items} />
      <ListPager newerUrl={newerUrl} olderUrl={olderUrl} />
    </BlogShell>
  );
}
