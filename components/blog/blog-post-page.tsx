import { TableOfContents } from '@/components/docs/table-of-contents';
import { Pager } from '@/components/layout/pager';
import { MdxContent } from '@/components/mdx/mdx-content';
import { tableOfContents } from '@/lib/core/compiled-tree';
import { documentTree } from '@/lib/site/page-content';
import type { PostPage } from '@/lib/core/page';
import { serializeJsonLd } from '@/lib/core/structured-data';
import { BlogShell } from './blog-shell';
import { PostAuthors } from './post-authors';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';
import styles from './blog-post-page.module.css';

/** One post: header, body, tags, newer/older links; a table of contents as on docs pages. */
export function BlogPostView({ post }: { post: PostPage }) {
  const headings = tableOfContents(post);
  return (
    <BlogShell currentPath={post.url} wide>
      <div className={styles.layout} data-toc={headings.length > 0 ? '' : undefined}>
        <div className={styles.column}>
          <article>
            <header className={styles.header}>
              <h1 className={styles.title}>{post.title}</h1>
              <PostMeta post={post} />
              <PostAuthors post={post} />
            </header>
            {headings.length > 0 ? <TableOfContents headings={headings} variant="mobile" /> : null}
            <MdxContent tree={documentTree(post)} />
            <footer className={styles.footer}>
              <TagLinks tagKeys={post.tags} />
            </footer>
          </article>
          <Pager name="Blog post page navigation" labels={{ previous: 'Newer post', next: 'Older post' }} previous={post.newer} next={post.older} />
          {post.structuredData.map((data) => (
            <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
          ))}
        </div>
        {headings.length > 0 ? <TableOfContents headings={headings} variant="desktop" /> : null}
      </div>
    </BlogShell>
  );
}
