import { SiteLink } from '@/components/link/site-link';
import { MdxContent } from '@/components/mdx/mdx-content';
import { excerptOf, forListing } from '@/lib/core/compiled-tree';
import { documentTree } from '@/lib/site/page-content';
import type { PostPage } from '@/lib/core/page';
import { PostAuthors } from './post-authors';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';
import styles from './post-preview.module.css';

interface Props {
  post: PostPage;
  /** The level of the post's title: 2 under a page's h1, 3 when the list has its own h2. */
  titleLevel?: 2 | 3;
  /** Off on an author's own page, where every post has the same byline. */
  showAuthors?: boolean;
  /** Whether the excerpt's first image loads at once: only for the first post of a list. */
  leadImage?: boolean;
}

/** One post in a blog list: title, date, reading time, authors, the excerpt, tags and `Read more`. */
export function PostPreview({ post, titleLevel = 2, showAuthors = true, leadImage = false }: Props) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.preview}>
      <header className={styles.header}>
        <Title className={styles.title}>
          <SiteLink href={post.url}>{post.title}</SiteLink>
        </Title>
        <PostMeta post={post} />
        {showAuthors ? <PostAuthors post={post} /> : null}
      </header>
      <MdxContent tree={forListing(excerptOf(documentTree(post)), titleLevel - 1)} className={styles.excerpt} leadImage={leadImage} />
      <footer className={styles.footer}>
        <TagLinks tagKeys={post.tags} />
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
