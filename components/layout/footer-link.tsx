import { SiteLink } from '@/components/link/site-link';
import type { SiteLinkConfig } from '@/lib/core/site-config';
import { versionHrefs } from '@/lib/site/version-entry';
import styles from './footer.module.css';

export function FooterLink({ link }: { link: SiteLinkConfig }) {
  if (link.href) {
    return (
      <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SiteLink className={styles.link} href={link.to ?? '/'} data-version-hrefs={versionHrefs(link.to)}>
      {link.label}
    </SiteLink>
  );
}
