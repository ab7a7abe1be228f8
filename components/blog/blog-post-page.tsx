import { TableOfContents } from '@/components/docs/table-of-contents';
import { MdxContent } from '@/components/mdx/mdx-content';
import { adjacentPosts } from '@/lib/site/blog';
import { docHeadings, getAuthor, getPosts, type Post } from '@/lib/content/index';
import { lastUpdated } from '@/lib/site/last-updated';
import { ogImagePath } from '@/lib/site/og/paths';
import { blogPostingJsonLd, breadcrumbListJsonLd, serializeJsonLd } from '@/lib/site/structured-data';
import { searchBodyAttributes } from '@/lib/site/search/section';
import { siteConfig } from '@/lib/site/site-config';
import { BlogShell } from './blog-shell';
import { PostAuthors } from './post-authors';
import { PostMeta } from './post-meta';
import { PostPager } from './post-pager';
import { TagLinks } from './tag-links';
import styles from './blog-post-page.module.css';

/** One post: header, body, tags, newer/older links; TOC of h2–h3 as on docs pages. */
export function BlogPostPage({ post }: { post: Post }) {
  const headings = docHeadings(post).filter((heading) => heading.level >= 2 && heading.level <= 3);
  const { newer, older } = adjacentPosts(getPosts(), post.slug);
  const authors = post.authors.flatMap((key) => getAuthor(key) ?? []);
  // The post's own image, else its generated social card (the same one its og:image names).
  const structuredData = [
    blogPostingJsonLd({ ...post, image: post.image ?? ogImagePath(post.url) }, { authors, dateModified: lastUpdated(post.sourcePath) }),
    breadcrumbListJsonLd([{ label: siteConfig.blog.title, href: '/blog' }, { label: post.title }], post.url),
  ];
  return (
    <BlogShell currentPath={post.url} wide>
      <div className={styles.layout} data-toc={headings.length > 0 ? '' : undefined}>
        <div className={styles.column}>
          <article {...searchBodyAttributes(post.url)}>
            <header className={styles.header}>
              <h1 className={styles.title} data-pagefind-meta="title">
                {post.title}
              </h1>
              <div data-pagefind-ignore="all">
                <PostMeta post={post} />
                <PostAuthors post={post} />
              </div>
            </header>
            {headings.length > 0 ? (
              <div data-pagefind-ignore="all">
                <TableOfContents headings={headings} variant="mobile" />
              </div>
            ) : null}
            <MdxContent code={post.body.code} />
            <footer className={styles.footer}>
              <TagLinks tagKeys={post.tags} sourcePath={post.sourcePath} />
            </footer>
          </article>
          <PostPager newer={newer} older={older} />
          {structuredData.map((data) => (
            <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
          ))}
        </div>
        {headings.length > 0 ? <TableOfContents headings={headings} variant="desktop" /> : null}
      </div>
    </BlogShell>
  );
}
