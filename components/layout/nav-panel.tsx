import type { ReactNode } from 'react';
import styles from './nav-panel.module.css';

/** The class of a navigation panel's element (a popover), for the look it has when open. */
export const NAV_PANEL_CLASS = styles.sheet;

/** The top of a navigation panel: its close button, then its tools (panel-tools.tsx). */
export function NavPanelHeader({ panelId, tools }: { panelId: string; tools: ReactNode }) {
  return (
    <div className={styles.header}>
      <div className={styles.top}>
        <button type="button" className={styles.close} aria-label="Close navigation bar" popoverTarget={panelId} popoverTargetAction="hide">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {tools}
    </div>
  );
}

/** A button that leaves this panel for another. */
export function NavPanelBack({ to, children }: { to: string; children: string }) {
  return (
    <button type="button" className={styles.back} popoverTarget={to} data-nav-back="">
      {children}
    </button>
  );
}
