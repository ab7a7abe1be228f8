import { withBasePath } from '@/lib/core/base-path';
import { versionNoteText, type VersionLink } from '@/lib/core/versions';
import styles from './version-menu.module.css';

/**
 * The version menu of a docs page: the page in every version, newest first, each link saying
 * where the page moved or why it leads elsewhere (lib/core/versions.ts). A `<details>` of plain
 * links, so it works from the first paint and without a script. The head script adds to it
 * (lib/browser/docs-version.ts): following a link stores the reader's choice of version, and keeps
 * the `#hash` the reader is at when the other page has that heading (`data-version-ids`).
 */
export function VersionMenu({ links }: { links: VersionLink[] }) {
  const current = links.find((link) => link.current);
  if (!current || links.length < 2) return null;
  return (
    <details className={styles.menu} data-version-menu="">
      <summary className={styles.summary}>
        Version {current.label}
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false" className={styles.caret}>
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <ul className={styles.list}>
        {links.map((link, index) => (
          <li key={link.version}>
            <a
              className={styles.link}
              href={withBasePath(link.url)}
              aria-current={link.current ? 'page' : undefined}
              data-docs-version-choice={link.version}
              data-version-ids={link.ids.join(' ')}
            >
              <span className={styles.label}>
                {link.label}
                {index === 0 ? <span className={styles.latest}> latest</span> : null}
              </span>
              {link.note ? <span className={styles.note}>{versionNoteText(link.note)}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
