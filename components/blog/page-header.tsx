import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The h1 of a blog index page, with an optional line under it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </header>
  );
}
