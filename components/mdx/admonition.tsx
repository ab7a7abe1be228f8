import type { ReactNode } from 'react';
import styles from './admonition.module.css';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: ReactNode }) {
  if (!(type in DEFAULT_TITLES)) throw new Error(`Unknown admonition type "${type}"; use one of ${Object.keys(DEFAULT_TITLES).join(', ')}.`);
  return (
    <aside className={styles.admonition} data-type={type}>
      <p className={styles.title}>{title ?? DEFAULT_TITLES[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
