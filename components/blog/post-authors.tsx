import { getAuthor } from '@/lib/content/index';
import type { Post } from '@/lib/content/index';
import { AuthorCard } from './author-card';
import styles from './post-authors.module.css';

/** The author card(s) of a post. An unknown author key is a content error and throws. */
export function PostAuthors({ post }: { post: Post }) {
  const authors = post.authors.map((key) => {
    const author = getAuthor(key);
    if (!author) throw new Error(`${post.sourcePath}: field "authors" names unknown author "${key}".`);
    return author;
  });
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
