import { getAuthors, getPostsByAuthor } from '@/lib/content/index';
import { AuthorCard } from './author-card';
import styles from './author-index.module.css';

/** Every author, with their post count; each name leads to the author's page. */
export function AuthorIndex() {
  return (
    <ul className={styles.authors}>
      {getAuthors().map((author) => (
        <li key={author.key} className={styles.author}>
          <AuthorCard author={author} variant="listing" postCount={getPostsByAuthor(author.key).length} />
        </li>
      ))}
    </ul>
  );
}
