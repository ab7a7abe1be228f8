import type { ReactNode } from 'react';
import { ADMONITION_LABELS, admonitionKind } from '@/lib/core/admonitions';
import { AdmonitionIcon } from './admonition-icons';
import styles from './admonition.module.css';

/**
 * A callout in the flow of the text. It is a note, not a landmark: a page may hold many, and an
 * `<aside>` for each would give screen readers a row of unnamed complementary regions. Its kind
 * shows as an icon and a tint; a title of its own is preceded by the kind's label for screen
 * readers, which do not see either.
 */
export function Admonition({ type, title, children }: { type?: string; title?: string; children: ReactNode }) {
  const kind = admonitionKind(type);
  const label = ADMONITION_LABELS[kind];
  return (
    <div role="note" className={`${styles.admonition} ${styles[kind]}`} data-type={kind}>
      <p className={styles.title}>
        <AdmonitionIcon kind={kind} className={styles.icon} />
        {title && title !== label ? <span className="visually-hidden">{`${label}: `}</span> : null}
        {title ?? label}
      </p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
