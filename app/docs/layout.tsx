import type { ReactNode } from 'react';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { PreferredVersion } from '@/components/docs/preferred-version';
import { getSidebar } from '@/lib/sidebar';
import styles from './docs-layout.module.css';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <PreferredVersion />
      <DocsSidebar sidebar={getSidebar()} />
      {children}
    </div>
  );
}
