import type { ReactNode } from 'react';
import type { Heading } from '@/lib/core/compiled-tree';
import type { ApiIndexPage, ApiItemPage, DocPage } from '@/lib/core/page';
import { formatDate } from '@/lib/core/dates';
import { MAIN_ID } from '@/lib/core/landmarks';
import { withBasePath } from '@/lib/core/base-path';
import { serializeJsonLd } from '@/lib/core/structured-data';
import { Pager } from '@/components/layout/pager';
import { PanelTools } from '@/components/layout/panel-tools';
import { Breadcrumbs } from './breadcrumbs';
import { DocsSidebar } from './docs-sidebar';
import { VersionBanner } from './version-banner';
import { VersionMenu } from './version-menu';
import { DOCS_VERSION_ATTRIBUTE } from '@/lib/site/docs-versions';
import { sidebarOf, siteFailure } from '@/lib/site/pages';
import { CopyPage } from './copy-page';
import { TableOfContents } from './table-of-contents';
import styles from './doc-shell.module.css';

interface Props {
  page: DocPage | ApiIndexPage | ApiItemPage;
  /** The headings the table of contents lists (none hides it). */
  headings: Heading[];
  /** The h1 as the page draws it, when it is more than the page's title (its text stays the title). */
  title?: ReactNode;
  editUrl?: string;
  children: ReactNode;
}

/**
 * Everything around a docs page's body: its version's sidebar, the banner of an archived version,
 * breadcrumbs and the version menu, h1, table of contents, edit link, last-updated date, pager,
 * and the page's JSON-LD, all from its record in the page model.
 */
export function DocShell({ page, headings, title, editUrl, children }: Props) {
  // While the content step could make no model (only `npm run dev` runs on such content) there is
  // no sidebar to show and the root layout shows the report: next dev may render a page all the same.
  const hasModel = siteFailure() === undefined;
  return (
    <>
      {hasModel ? <DocsSidebar version={page.version} tree={sidebarOf(page.version)} tools={<PanelTools />} /> : null}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} data-toc={headings.length > 0 ? '' : undefined} {...{ [DOCS_VERSION_ATTRIBUTE]: page.version }}>
        <div className={styles.column}>
          {page.banner ? <VersionBanner parts={page.banner} /> : null}
          <div className={styles.head}>
            <Breadcrumbs crumbs={page.trail} />
            <VersionMenu links={page.versionLinks} />
          </div>
          {headings.length > 0 ? <TableOfContents headings={headings} variant="mobile" /> : null}
          <article>
            <h1 className={styles.title}>{title ?? page.title}</h1>
            <CopyPage markdownHref={withBasePath(`${page.canonical}.md`)} />
            {children}
          </article>
          <footer className={styles.meta}>
            {editUrl ? (
              <a className={styles.edit} href={editUrl} target="_blank" rel="noopener noreferrer">
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
                </svg>
                Edit this page
              </a>
            ) : null}
            <p className={styles.updated}>
              Last updated on <time dateTime={page.modified}>{formatDate(page.modified)}</time>
            </p>
          </footer>
          <Pager name="Docs pages" labels={{ previous: 'Previous', next: 'Next' }} previous={page.pager.previous} next={page.pager.next} />
        </div>
        {headings.length > 0 ? <TableOfContents headings={headings} variant="desktop" /> : null}
        {page.structuredData.map((data) => (
          <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </main>
    </>
  );
}
