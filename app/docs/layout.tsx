import type { ReactNode } from 'react';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { PreferredVersion } from '@/components/docs/preferred-version';
import { PanelTools } from '@/components/layout/panel-tools';
import { siteFailure } from '@/lib/site/pages';
import styles from './docs-layout.module.css';

/**
 * The docs' sidebar and panel beside the page. While the content step could make no model (only
 * `npm run dev` runs on such content) there is no sidebar to show, and the root layout shows the
 * report in place of every page: next dev renders this layout all the same, so it renders nothing.
 */
export default function DocsLayout({ children }: { children: ReactNode }) {
  if (siteFailure() !== undefined) return children;
  return (
    <div className={styles.layout}>
      <PreferredVersion />
      <DocsSidebar tools={<PanelTools />} />
      {children}
    </div>
  );
}
