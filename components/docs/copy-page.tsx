'use client';

import { useState } from 'react';
import styles from './copy-page.module.css';

type Status = 'idle' | 'copied' | 'failed';

/**
 * `Copy page` (issue 8): puts the page's Markdown twin on the clipboard, for pasting into an AI
 * tool. The link beside it opens the same Markdown, with or without JavaScript.
 */
export function CopyPage({ markdownHref }: { markdownHref: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const copy = async () => {
    try {
      const response = await fetch(markdownHref);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2000);
  };
  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button type="button" className={styles.button} onClick={copy} data-js-only="">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
      </button>
      <a className={styles.link} href={markdownHref} type="text/markdown">
        View as Markdown
      </a>
      <span className="visually-hidden" role="status">
        {status === 'copied' ? 'Page copied as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </div>
  );
}
