'use client';

import { useRef, useState, type ComponentProps } from 'react';
import styles from './code-block.module.css';

const COPIED_FOR_MS = 2000;

/** A highlighted `<pre>` with the two buttons the original had: copy, and word wrap. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);

  const copy = async () => {
    const code = pre.current?.querySelector('code') ?? pre.current;
    if (!code) return;
    await navigator.clipboard.writeText(code.innerText.replace(/\n$/, ''));
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };

  return (
    <div className={styles.block}>
      <pre {...props} ref={pre} data-wrap={wrapped} tabIndex={0} />
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          aria-label="Toggle word wrap"
          title="Toggle word wrap"
          aria-pressed={wrapped}
          onClick={() => setWrapped((value) => !value)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5" />
          </svg>
        </button>
        <button type="button" className={styles.button} aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy" onClick={copy}>
          {copied ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12l5 5L20 7" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </svg>
          )}
        </button>
      </div>
    </div>
  );
}
