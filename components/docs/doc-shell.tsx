import type { ReactNode } from 'react';
import { resolveDocsRoute } from '@/lib/site/docs-routes';
import { formatLastUpdated, lastUpdated } from '@/lib/site/last-updated';
import type { Heading } from '@/lib/content/mdx/headings';
import { MAIN_ID } from '@/lib/site/metadata';
import { searchBodyAttributes } from '@/lib/site/search/section';
import { getBreadcrumbs, getPager } from '@/lib/site/sidebar';
import { assetPath, siteConfig } from '@/lib/site/site-config';
import { breadcrumbListJsonLd, docsRouteFacts, serializeJsonLd, techArticleJsonLd } from '@/lib/site/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { CopyPage } from './copy-page';
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

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale].htmlLang;

/**
 * Everything around a docs page's body: breadcrumbs, h1, TOC, edit link, last-updated date,
 * pager, and the page's JSON-LD (TechArticle and BreadcrumbList).
 */
export function DocShell({ url, title, headings, tocLevels = { min: 2, max: 3 }, hideToc, editPath, children }: Props) {
  const route = resolveDocsRoute(url.replace(/^\/docs\//, '').split('/'));
  if (!route) throw new Error(`DocShell: ${url} is not a docs route.`);
  const facts = docsRouteFacts(route);
  const updated = lastUpdated(facts.sourcePath);
  const crumbs = getBreadcrumbs(url);
  const structuredData = [
    techArticleJsonLd({ title, description: facts.description, url, dateModified: updated, image: facts.image, keywords: facts.keywords }),
    breadcrumbListJsonLd(crumbs, url),
  ];
  const tocHeadings = hideToc ? [] : headings.filter((h) => h.level >= tocLevels.min && h.level <= tocLevels.max);
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main} data-toc={tocHeadings.length > 0 ? '' : undefined}>
      <div className={styles.column}>
        <Breadcrumbs crumbs={crumbs} />
        {tocHeadings.length > 0 ? <TableOfContents headings={tocHeadings} variant="mobile" /> : null}
        <article className={styles.article} {...searchBodyAttributes(url)}>
          <h1 className={styles.title} data-pagefind-meta="title">
            {title}
          </h1>
          <CopyPage markdownHref={assetPath(`${url}.md`)} />
          {children}
        </article>
        <footer className={styles.meta}>
          {editPath ? (
            <a className={styles.edit} href={editPath} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
              </svg>
              Edit this page
            </a>
          ) : null}
          <p className={styles.updated}>
            Last updated on <time dateTime={updated.toISOString()}>{formatLastUpdated(updated, locale)}</time>
          </p>
        </footer>
        <Pager links={getPager(url)} />
      </div>
      {tocHeadings.length > 0 ? <TableOfContents headings={tocHeadings} variant="desktop" /> : null}
      {structuredData.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </main>
  );
}
