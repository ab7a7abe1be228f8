import { withBasePath } from '@/lib/core/base-path';
import type { FeedFormat } from '@/lib/core/feed-paths';
import styles from './feed-links.module.css';

const FORMATS: { format: FeedFormat; name: string }[] = [
  { format: 'rss', name: 'RSS' },
  { format: 'atom', name: 'Atom' },
  { format: 'json', name: 'JSON feed' },
];

/**
 * `Subscribe: RSS · Atom · JSON feed`, under a blog list's title: the feeds where a reader looks for
 * them, not only in the head. Plain links: a feed is a file, not a page to navigate to.
 */
export function FeedLinks({ label, feeds }: { label: string; feeds: Record<FeedFormat, string> }) {
  return (
    <p className={styles.feeds}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8" />
        <circle cx="6" cy="18" r="1.5" />
      </svg>
      <span>{`${label}: `}</span>
      {FORMATS.map(({ format, name }, index) => (
        <span key={format}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          <a href={withBasePath(feeds[format])}>{name}</a>
        </span>
      ))}
    </p>
  );
}
