import type { ReactNode } from 'react';
import styles from './docs-layout.module.css';

/**
 * The docs pages' row: each page draws its version's sidebar in it, then its main column
 * (components/docs/doc-shell.tsx); the layout cannot, since it does not know the page's version.
 */
export default function DocsLayout({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>;
}
