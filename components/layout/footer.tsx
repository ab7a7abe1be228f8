import { siteConfig } from '@/lib/site/site-config';
import { withBasePath } from '@/lib/core/base-path';
import type { FooterColumn, SiteLinkConfig } from '@/lib/core/site-config';
import { FooterLink } from './footer-link';
import styles from './footer.module.css';

const isColumns = (links: FooterColumn[] | SiteLinkConfig[]): links is FooterColumn[] => links.length > 0 && 'items' in links[0];

export function Footer() {
  const { footer } = siteConfig;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {isColumns(footer.links) ? (
          <div className={styles.columns}>
            {footer.links.map((column) => (
              <div key={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <ul className={styles.flat}>
            {footer.links.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        )}
        {footer.logo ? (
          <a className={styles.logo} href={footer.logo.href ?? '/'}>
            <img src={withBasePath(footer.logo.src)} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} />
          </a>
        ) : null}
        <p className={styles.copyright}>{footer.copyright}</p>
      </div>
    </footer>
  );
}
