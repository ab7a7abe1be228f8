import type { ReactNode } from 'react';
import { MAIN_ID } from '@/lib/core/landmarks';
import { BlogSidebar } from './blog-sidebar';
import styles from './blog-shell.module.css';

interface Props {
  children: ReactNode;
  /** Pages that list or show posts carry the `Recent posts` sidebar; index pages (tags, authors, archive) do not. */
  withSidebar?: boolean;
  /** The page's own path, so the sidebar can mark the current post. */
  currentPath?: string;
  /** Room for a table of contents beside the text (post pages). */
  wide?: boolean;
}

/**
 * The frame of every blog page: the one `main`, and the recent-posts sidebar. The sidebar comes
 * after `main` in the source so keyboard and screen-reader users reach the content first; on wide
 * screens the grid shows it on the left, under 996px it sits below the content.
 */
export function BlogShell({ children, withSidebar = true, currentPath, wide = false }: Props) {
  const className = [styles.layout, withSidebar ? styles.withSidebar : '', wide ? styles.wide : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {withSidebar ? <BlogSidebar currentPath={currentPath} className={styles.sidebar} /> : null}
    </div>
  );
}
