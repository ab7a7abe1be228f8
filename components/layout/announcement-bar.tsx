import { Fragment, type CSSProperties } from 'react';
import { versionHrefs } from '@/lib/site/version-entry';
import { inlineScript } from '@/lib/site/inline-script';
import { withBasePath } from '@/lib/core/base-path';
import type { AnnouncementBarConfig } from '@/lib/core/site-config';
import styles from './announcement-bar.module.css';

const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

/**
 * Runs just before the bar is parsed: a bar dismissed earlier never shows (and never shifts the
 * layout), and its close button works from the first paint. Dismissal is remembered per
 * announcement id, so a new announcement shows again.
 */
function announcementRuntime(storageKey: string, id: string): void {
  const root = document.documentElement;
  try {
    if (window.localStorage.getItem(storageKey) === id) root.setAttribute('data-announcement-dismissed', 'true');
  } catch {
    // Storage refused: the bar shows.
  }
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-announcement-close]')) return;
    root.setAttribute('data-announcement-dismissed', 'true');
    try {
      window.localStorage.setItem(storageKey, id);
    } catch {
      // Storage refused: closed for this page only.
    }
  });
}

/**
 * The configured colours of both modes, as custom properties: the stylesheet picks the pair of the
 * mode `<html data-theme>` names, which the head script sets before the first paint.
 */
function barColors({ backgroundColor, textColor, dark }: AnnouncementBarConfig): CSSProperties {
  return {
    '--announcement-bg': backgroundColor,
    '--announcement-text': textColor,
    '--announcement-bg-dark': dark.backgroundColor,
    '--announcement-text-dark': dark.textColor,
  } as CSSProperties;
}

export function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: inlineScript(announcementRuntime, ANNOUNCEMENT_STORAGE_KEY, config.id) }} />
      <section className={styles.bar} aria-label="Announcement" data-announcement-id={config.id} style={barColors(config)}>
        <p className={styles.content}>
          {config.content.map((part, index) =>
            typeof part === 'string' ? (
              <Fragment key={index}>{part}</Fragment>
            ) : (
              <a key={index} href={part.to ? withBasePath(part.to) : part.href} data-version-hrefs={versionHrefs(part.to)}>
                {part.label}
              </a>
            ),
          )}
        </p>
        {config.isCloseable ? (
          <button type="button" className={styles.close} data-js-only="" data-announcement-close="" aria-label="Close announcement">
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </section>
    </>
  );
}
