'use client';

import { useRef, useState, type ComponentProps } from 'react';
import styles from './code-block.module.css';

const COPIED_FOR_MS = 2000;

/** Shown as the language badge; shiki's name for "no language" reads better as `text`. */
const LANGUAGE_LABELS: Record<string, string> = { plaintext: 'text', txt: 'text' };

/**
 * What a reader means to copy: each line's text without the CSS line numbers and diff signs
 * (never in the DOM text), without `$ ` prompts, and without lines a diff removes.
 */
export function copyableText(pre: HTMLElement): string {
  const code = pre.querySelector('code') ?? pre;
  const lines = [...code.querySelectorAll<HTMLElement>(':scope > [data-line]')];
  if (lines.length === 0) return code.innerText.replace(/\n$/, '');
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) =>
      [...line.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.hasAttribute('data-prompt')))
        .map((node) => node.textContent ?? '')
        .join(''),
    )
    .join('\n');
}

type Props = ComponentProps<'pre'> & { 'data-language'?: string };

/**
 * A highlighted `<pre>` with a header (laid out by the figure around it): the language badge
 * and the two buttons the original had, copy and word wrap.
 */
export function CodeBlock(props: Props) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const language = props['data-language'];

  const copy = async () => {
    if (!pre.current) return;
    await navigator.clipboard.writeText(copyableText(pre.current));
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };

  return (
    <div className={styles.block}>
      <div className={styles.toolbar} data-pagefind-ignore="all">
        {language ? (
          <span className={styles.language} data-code-language="">
            {LANGUAGE_LABELS[language] ?? language}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.button} data-js-only=""
          aria-label="Toggle word wrap"
          title="Toggle word wrap"
          aria-pressed={wrapped}
          onClick={() => setWrapped((value) => !value)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5" />
          </svg>
        </button>
        <button type="button" className={styles.button} data-js-only="" aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy" onClick={copy}>
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
      <pre {...props} ref={pre} data-wrap={wrapped} tabIndex={0} />
    </div>
  );
}
