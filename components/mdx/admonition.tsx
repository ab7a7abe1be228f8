import type { ReactNode } from 'react';
import { ADMONITION_LABELS, admonitionKind } from '@/lib/core/admonitions';
import styles from './admonition.module.css';

/**
 * A callout in the flow of the text. It is a note, not a landmark: a page may hold many, and an
 * `<aside>` for each would give screen readers a row of unnamed complementary regions.
 */
export function Admonition({ type, title, children }: { type?: string; title?: string; children: ReactNode }) {
  const kind = admonitionKind(type);
  return (
    <div role="note" className={`${styles.admonition} ${styles[kind]}`} data-type={kind}>
      <p className={styles.title}>{title ?? ADMONITION_LABELS[kind]}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
