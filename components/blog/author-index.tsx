import { allAuthors, pageOf } from '@/lib/site/pages';
import { AuthorCard } from './author-card';
import styles from './author-index.module.css';

/** Every author, with their post count; each name leads to the author's page. */
export function AuthorIndex() {
  return (
    <ul className={styles.authors}>
      {allAuthors().map((author) => (
        <li key={author.key} className={styles.author}>
          <AuthorCard author={author} variant="listing" postCount={pageOf('author', author.page)?.posts.length ?? 0} />
        </li>
      ))}
    </ul>
  );
}
