import type { ReactNode } from 'react';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { PreferredVersion } from '@/components/docs/preferred-version';
import { PanelTools } from '@/components/layout/panel-tools';
import styles from './docs-layout.module.css';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <PreferredVersion />
      <DocsSidebar tools={<PanelTools />} />
      {children}
    </div>
  );
}
