import type { Metadata } from 'next';
import Link from 'next/link';
import { MAIN_ID } from '@/lib/metadata';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you asked for is not on the Lumenize site.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be mistyped.</p>
      <ul>
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
        <li>
          <Link href="/docs/introduction">Start with the docs introduction</Link>
        </li>
        <li>
          <Link href="/blog">Read the blog</Link>
        </li>
      </ul>
    </main>
  );
}
