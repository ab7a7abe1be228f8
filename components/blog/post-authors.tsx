import type { PostPage } from '@/lib/core/page';
import { getAuthor } from '@/lib/site/pages';
import { AuthorCard } from './author-card';
import styles from './post-authors.module.css';

/** The author card(s) of a post (the page model has checked every key names an author). */
export function PostAuthors({ post }: { post: Pick<PostPage, 'authors'> }) {
  const authors = post.authors.flatMap((key) => getAuthor(key) ?? []);
  return (
    <ul className={styles.authors}>
      {authors.map((author) => (
        <li key={author.key}>
          <AuthorCard author={author} variant="byline" />
        </li>
      ))}
    </ul>
  );
}
