import styles from './content-warnings.module.css';

/**
 * `npm run dev` only: the content's warnings (a broken `#anchor`, a post without its excerpt
 * marker …), under the page the writer is looking at, each with its file and line, as the
 * terminal prints them. They do not stop the build, so the page itself still shows.
 */
export function ContentWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <aside className={styles.warnings} aria-label="Content warnings" data-pagefind-ignore="">
      <p>{warnings.length === 1 ? 'A warning' : `${warnings.length} warnings`} in the content, for you as the writer (readers never see this):</p>
      <pre>{warnings.map((warning) => `warning: ${warning}`).join('\n')}</pre>
    </aside>
  );
}
