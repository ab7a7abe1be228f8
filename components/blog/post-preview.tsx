import { SiteLink } from '@/components/link/site-link';
import type { PostPage } from '@/lib/core/page';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';
import styles from './post-preview.module.css';

interface Props {
  post: PostPage;
  /** The level of the post's title: 2 under a page's h1, 3 when the list has its own h2. */
  titleLevel?: 2 | 3;
}

/**
 * One post in a blog list, to scan rather than read: title, date and reading time, its summary in
 * two lines at most, its tags and `Read more`. The summary is the post's excerpt, the opening its
 * writer marked with `{/* truncate *\/}`, as text; the whole excerpt is in the page and CSS shows its
 * first two lines, so a screen reader, a reader without CSS and a search engine get all of it.
 */
export function PostPreview({ post, titleLevel = 2 }: Props) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.preview}>
      <Title className={styles.title}>
        <SiteLink href={post.url}>{post.title}</SiteLink>
      </Title>
      <PostMeta post={post} />
      <p className={styles.summary}>{post.excerpt}</p>
      <footer className={styles.footer}>
        <TagLinks tagKeys={post.tags} />
        <SiteLink href={post.url} className={styles.readMore}>
          Read more<span className="visually-hidden"> about {post.title}</span>
          <span aria-hidden="true">→</span>
        </SiteLink>
      </footer>
    </article>
  );
}
