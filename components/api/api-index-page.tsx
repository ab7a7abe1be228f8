import { SiteLink } from '@/components/link/site-link';
import { AnchoredHeading } from '@/components/docs/anchored-heading';
import { DocShell } from '@/components/docs/doc-shell';
import type { ApiIndexPage } from '@/lib/core/page';
import { ApiProse } from './type-text';
import styles from './api.module.css';

export function ApiIndexView({ page }: { page: ApiIndexPage }) {
  return (
    <DocShell page={page} headings={page.headings}>
      <div className={styles.api}>
        <p>
          Everything <code>{page.pkg.name}</code> exports, grouped by kind. Each entry links to its own page with the exact signature, parameters, return value
          and errors.
        </p>
        {page.groups.map(({ segment, items }) => (
          <section key={segment} aria-labelledby={segment}>
            <AnchoredHeading heading={page.headings.find((heading) => heading.id === segment)!} />
            <ul className={styles.index}>
              {items.map((item) => (
                <li key={item.name}>
                  <SiteLink href={item.url} className={styles.indexName}>
                    <code>{item.name}</code>
                  </SiteLink>{' '}
                  {/* The space is for text readers (search excerpts, copy); the grid ignores it. */}
                  <span className={styles.indexSummary}>
                    <ApiProse parts={item.summary} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </DocShell>
  );
}
