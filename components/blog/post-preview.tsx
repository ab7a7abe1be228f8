import { SiteLink } from '@/components/link/site-link';
import { mdxToHtml, withBasePath } from '@/lib/site/blog';
import type { Post } from '@/lib/content/index';
import { siteConfig } from '@/lib/site/site-config';
import markdown from '@/components/mdx/mdx-content.module.css';
import { PostAuthors } from './post-authors';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';
import styles from './post-preview.module.css';

interface Props {
  post: Post;
  /** The level of the post's title: 2 under a page's h1, 3 when the list has its own h2. */
  titleLevel?: 2 | 3;
  /** Off on an author's own page, where every post has the same byline. */
  showAuthors?: boolean;
}

/** One post in a blog list: title, date, reading time, authors, the excerpt, tags and `Read more`. */
export function PostPreview({ post, titleLevel = 2, showAuthors = true }: Props) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  // The excerpt is rendered to HTML at build time: the list ships no MDX runtime and no client code.
  const excerpt = mdxToHtml(post.excerpt, {
    resolveUrl: (path) => withBasePath(path, siteConfig.basePath),
    headingShift: titleLevel - 1,
    externalLinksInNewTab: true,
  });
  return (
    <article className={styles.preview}>
      <header className={styles.header}>
        <Title className={styles.title}>
          <SiteLink href={post.url}>{post.title}</SiteLink>
        </Title>
        <PostMeta post={post} />
        {showAuthors ? <PostAuthors post={post} /> : null}
      </header>
      <div className={`${markdown.markdown} ${styles.excerpt}`} dangerouslySetInnerHTML={{ __html: excerpt }} />
      <footer className={styles.footer}>
        <TagLinks tagKeys={post.tags} sourcePath={post.sourcePath} />
        {post.hasTruncateMarker ? (
          <SiteLink href={post.url} className={styles.readMore}>
            Read more<span className="visually-hidden"> about {post.title}</span>
            <span aria-hidden="true"> →</span>
          </SiteLink>
        ) : null}
      </footer>
    </article>
  );
}
