import { COLOR_MODE_NAMES } from '@/lib/core/color-mode';
import { siteConfig } from '@/lib/site/site-config';
import { ColorModeButton } from './color-mode-button';
import styles from './color-mode-toggle.module.css';

/**
 * The colour-mode toggle. Until React has hydrated it, the page's head script answers its clicks
 * and names the stored choice (lib/browser/color-mode.ts); from then on its button is
 * next-themes' (color-mode-button.tsx). One icon per choice shows, picked in CSS by
 * `<html data-color-mode>`, which the head script sets before the first paint; so does the name of
 * the choice in its tooltip, shown on hover and keyboard focus, so that each click shows it acted
 * (the accessible name says the same). Without JavaScript it is hidden: nothing could answer it.
 */
export function ColorModeToggle() {
  return (
    <ColorModeButton className={styles.toggle} colorMode={siteConfig.colorMode}>
      <svg className={styles.light} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </svg>
      <svg className={styles.dark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
      </svg>
      <svg className={styles.system} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="4" width="18" height="12" rx="1.5" />
        <path d="M8 20h8M12 16v4" />
      </svg>
      <span className={styles.tooltip} aria-hidden="true">
        <span className={styles.light}>{COLOR_MODE_NAMES.light}</span>
        <span className={styles.dark}>{COLOR_MODE_NAMES.dark}</span>
        <span className={styles.system}>{COLOR_MODE_NAMES.system}</span>
      </span>
    </ColorModeButton>
  );
}
