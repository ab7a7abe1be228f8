import { assetPath, type AnnouncementBarConfig } from '@/lib/site/site-config';
import { AnnouncementClose } from './announcement-close';
import styles from './announcement-bar.module.css';

export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

/** Site-relative links in the configured markup are requested under the base path. */
const withBasePath = (html: string) => html.replace(/href="\/(?!\/)/g, `href="${assetPath('/')}`);

/**
 * spec §4: dismissal remembered per announcement id. The inline script runs before the bar is
 * painted, so a dismissed bar never shows and never shifts the layout.
 */
export function AnnouncementBar({ config }: { config: AnnouncementBarConfig }) {
  const hideIfDismissed = `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(
    config.id,
  )})document.documentElement.dataset.announcementDismissed='true'}catch(e){}`;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />
      <section
        className={styles.bar}
        aria-label="Announcement"
        data-announcement-id={config.id}
        style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
      >
        <p className={styles.content} dangerouslySetInnerHTML={{ __html: withBasePath(config.content) }} />
        {config.isCloseable ? <AnnouncementClose id={config.id} storageKey={ANNOUNCEMENT_STORAGE_KEY} /> : null}
      </section>
    </>
  );
}
