import styles from './copy-page.module.css';

/**
 * `Copy page`: puts the page's Markdown twin on the clipboard, for pasting into an AI tool
 * (answered by lib/browser/copy-page.ts). The link beside it opens the same Markdown,
 * with or without JavaScript.
 */
export function CopyPage({ markdownHref }: { markdownHref: string }) {
  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button type="button" className={styles.button} data-js-only="" data-copy-page={markdownHref}>
        <span className={styles.idle}>Copy page</span>
        <span className={styles.copied}>Copied</span>
        <span className={styles.failed}>Copy failed</span>
      </button>
      <a className={styles.link} href={markdownHref} type="text/markdown">
        View as Markdown
      </a>
      {/* Written by the script; the framework hydrates it as served, empty. */}
      <span className="visually-hidden" role="status" data-copy-page-status="" suppressHydrationWarning>
        {''}
      </span>
    </div>
  );
}
