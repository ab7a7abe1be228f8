import type { ReactNode } from 'react';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { getSidebar } from '@/lib/sidebar';
import styles from './docs-layout.module.css';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <DocsSidebar sidebar={getSidebar()} />
      {children}
    </div>
  );
}
