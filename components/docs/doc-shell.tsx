import type { ReactNode } from 'react';
import type { Heading } from '@/lib/mdx/headings';
import { MAIN_ID } from '@/lib/metadata';
import { getBreadcrumbs, getPager } from '@/lib/sidebar';
import { Breadcrumbs } from './breadcrumbs';
import { Pager } from './pager';
import { TableOfContents } from './table-of-contents';
import styles from './doc-shell.module.css';

interface Props {
  url: string;
  title: string;
  headings: Heading[];
  tocLevels?: { min: number; max: number };
  hideToc?: boolean;
  editPath?: string;
  children: ReactNode;
}

/** Everything around a docs page's body: breadcrumbs, h1, TOC, edit link, pager. */
export function DocShell({ url, title, headings, tocLevels = { min: 2, max: 3 }, hideToc, editPath, children }: Props) {
  const tocHeadings = hideToc ? [] : headings.filter((h) => h.level >= tocLevels.min && h.level <= tocLevels.max);
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <div className={styles.column}>
        <Breadcrumbs crumbs={getBreadcrumbs(url)} />
        {tocHeadings.length > 0 ? <TableOfContents headings={tocHeadings} variant="mobile" /> : null}
        <article className={styles.article}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </article>
        {editPath ? (
          <footer className={styles.meta}>
            <a className={styles.edit} href={editPath} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
              </svg>
              Edit this page
            </a>
          </footer>
        ) : null}
        <Pager links={getPager(url)} />
      </div>
      {tocHeadings.length > 0 ? <TableOfContents headings={tocHeadings} variant="desktop" /> : null}
    </main>
  );
}
