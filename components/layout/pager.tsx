import { NameLabel } from '@/components/link/name-label';
import { SiteLink } from '@/components/link/site-link';
import type { PageLink } from '@/lib/core/page';
import styles from './pager.module.css';

interface Props {
  /** The landmark's name: `Docs pages`, `Blog post page navigation`. */
  name: string;
  /** The line above each link's title (`Previous`, `Newer post`); none when the title says it all. */
  labels?: { previous: string; next: string };
  previous?: PageLink;
  next?: PageLink;
}

/** The arrow beside a link's title, pointing the way it leads. */
function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M19 12H5m6-6-6 6 6 6' : 'M5 12h14m-6-6 6 6-6 6'} />
    </svg>
  );
}

/** The line above a link's title: `Previous`, or `Previous in Auth` when it leads into another sidebar category. */
const labelOf = (label: string, link: PageLink) => (link.section ? `${label} in ${link.section}` : label);

/**
 * The links to the page before and after this one: between docs in sidebar order, between posts,
 * between pages of the blog list. Each is named by its label and the page it leads to.
 */
export function Pager({ name, labels, previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={name} className={styles.pager}>
      {previous ? (
        <SiteLink href={previous.href} className={styles.link} rel="prev">
          {labels ? (
            <>
              <span className={styles.label}>{labelOf(labels.previous, previous)}</span>{' '}
            </>
          ) : null}
          <span className={styles.title}>
            <Arrow direction="previous" />
            <span>
              <NameLabel text={previous.label} />
            </span>
          </span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          {labels ? (
            <>
              <span className={styles.label}>{labelOf(labels.next, next)}</span>{' '}
            </>
          ) : null}
          <span className={styles.title}>
            <span>
              <NameLabel text={next.label} />
            </span>
            <Arrow direction="next" />
          </span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
