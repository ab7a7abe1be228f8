import type { ComponentProps, CSSProperties } from 'react';
import styles from './code-block.module.css';

/** Shown as the language badge; shiki's name for "no language" reads better as `text`. */
const LANGUAGE_LABELS: Record<string, string> = { plaintext: 'text', txt: 'text' };

type Props = ComponentProps<'pre'> & { 'data-language'?: string };

/**
 * A highlighted `<pre>` with a header (laid out by the figure around it): the language badge
 * and two buttons, copy and word wrap. The buttons are answered by the
 * page's head script (lib/browser/code-block.ts), so they work before the framework has
 * loaded; without JavaScript they are hidden.
 *
 * The header's width is known from its opening tag (the badge's length rides on it), so a page
 * painted before the rest of the header has arrived already gives it the room it will have.
 */
export function CodeBlock(props: Props) {
  const language = props['data-language'];
  const label = language ? (LANGUAGE_LABELS[language] ?? language) : null;
  const badgeLength = label ? ({ '--badge-length': label.length } as CSSProperties) : undefined;
  return (
    <div className={styles.block} data-code-block="">
      <div className={label ? `${styles.toolbar} ${styles.badged}` : styles.toolbar} style={badgeLength} data-code-toolbar="" data-pagefind-ignore="all">
        {label ? (
          <span className={styles.language} data-code-language="">
            {label}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.button}
          data-js-only=""
          data-code-wrap=""
          aria-label="Toggle word wrap"
          title="Toggle word wrap"
          aria-pressed="false"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5" />
          </svg>
        </button>
        <button type="button" className={styles.button} data-js-only="" data-code-copy="" aria-label="Copy code to clipboard" title="Copy">
          <svg className={styles.copyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="8" y="8" width="12" height="12" rx="2" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
          </svg>
          <svg className={styles.copiedIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12l5 5L20 7" />
          </svg>
          <svg className={styles.failedIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <pre {...props} data-wrap="false" tabIndex={0} />
    </div>
  );
}
