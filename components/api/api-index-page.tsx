import { SiteLink } from '@/components/link/site-link';
import { DocShell } from '@/components/docs/doc-shell';
import { getApiItemsByKind, type ApiPackage } from '@/lib/content/api';
import { ApiProse } from './type-text';
import styles from './api.module.css';

export function ApiIndexPage({ pkg }: { pkg: ApiPackage }) {
  const groups = getApiItemsByKind(pkg.id);
  const headings = groups.map(({ info }) => ({ level: 2, text: info.group, id: info.segment }));
  return (
    <DocShell url={pkg.url} title={`${pkg.name} API Reference`} headings={headings}>
      <div className={styles.api}>
        <p>
          Everything <code>{pkg.name}</code> exports, grouped by kind. Each entry links to its own page with the exact
          signature, parameters, return value and errors.
        </p>
        {groups.map(({ info, items }) => (
          <section key={info.kind} aria-labelledby={info.segment}>
            <h2 id={info.segment}>
              {info.group}
              <a className="hash-link" data-pagefind-ignore="" href={`#${info.segment}`} aria-label={`Direct link to ${info.group}`}>
                #
              </a>
            </h2>
            <ul className={styles.index}>
              {items.map((item) => (
                <li key={item.name}>
                  <SiteLink href={item.url}>
                    <code>{item.name}</code>
                  </SiteLink>{' '}
                  {/* The space is for text readers (search excerpts, copy); the grid ignores it. */}
                  <span>
                    <ApiProse text={item.summary} />
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
