import { SiteLink } from '@/components/link/site-link';
import { AnchoredHeading } from '@/components/docs/anchored-heading';
import { DocShell } from '@/components/docs/doc-shell';
import type { ApiItem, ApiParam } from '@/lib/core/api';
import type { ApiItemPage } from '@/lib/core/page';
import { ApiProse, TypeText } from './type-text';
import styles from './api.module.css';

function ParamTable({ rows, item, caption }: { rows: ApiParam[]; item: ApiItem; caption: string }) {
  return (
    <table className={styles.table} tabIndex={0}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Optional / default</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>
              <code>
                <TypeText text={row.type} packageId={item.packageId} self={item.name} />
              </code>
            </td>
            <td>
              {row.optional ? 'optional' : 'required'}
              {row.default !== null ? (
                <>
                  , default <code>{row.default}</code>
                </>
              ) : null}
            </td>
            <td>
              <ApiProse text={row.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ApiItemView({ page }: { page: ApiItemPage }) {
  const { item, headings } = page;
  const heading = (id: string) => headings.find((h) => h.id === id);
  const show = (id: string) => heading(id) !== undefined;
  return (
    <DocShell page={page} headings={headings}>
      <div className={styles.api}>
        <p className={styles.summary}>
          <ApiProse text={item.summary} />
        </p>

        <AnchoredHeading heading={heading('signature')!} />
        <pre className={styles.signature} tabIndex={0}>
          <code>
            <TypeText text={item.signature} packageId={item.packageId} self={item.name} />
          </code>
        </pre>

        {show('parameters') ? (
          <>
            <AnchoredHeading heading={heading('parameters')!} />
            <ParamTable rows={item.params} item={item} caption={`Parameters of ${item.name}`} />
          </>
        ) : null}

        {show('fields') ? (
          <>
            <AnchoredHeading heading={heading('fields')!} />
            <ParamTable rows={item.fields} item={item} caption={`Fields of ${item.name}`} />
          </>
        ) : null}

        {show('members') ? (
          <>
            <AnchoredHeading heading={heading('members')!} />
            <dl className={styles.members}>
              {item.members.map((member) => (
                <div key={member.name}>
                  <dt>
                    <code>
                      <TypeText text={member.signature} packageId={item.packageId} self={item.name} />
                    </code>
                  </dt>
                  <dd>
                    <ApiProse text={member.description} />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}

        {item.returns ? (
          <>
            <AnchoredHeading heading={heading('returns')!} />
            <p>
              <code>
                <TypeText text={item.returns.type} packageId={item.packageId} self={item.name} />
              </code>
              {' — '}
              <ApiProse text={item.returns.description} />
            </p>
          </>
        ) : null}

        {show('throws') ? (
          <>
            <AnchoredHeading heading={heading('throws')!} />
            <ul>
              {item.throws.map((text) => (
                <li key={text}>
                  <ApiProse text={text} />
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {show('notes') ? (
          <>
            <AnchoredHeading heading={heading('notes')!} />
            <ul>
              {item.notes.map((text) => (
                <li key={text}>
                  <ApiProse text={text} />
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <AnchoredHeading heading={heading('exported-from')!} />
        <p>
          Import it from <code>{item.packageName}</code>:
        </p>
        <pre className={styles.signature} tabIndex={0}>
          <code>{`import { ${item.kind === 'interface' || item.kind === 'type-alias' ? 'type ' : ''}${item.name} } from '${item.packageName}';`}</code>
        </pre>
        {item.declaredIn !== item.packageName ? (
          <p>
            <code>{item.packageName}</code> re-exports it from <code>{item.declaredIn}</code>, where it is declared; both imports give you the same{' '}
            {item.kind === 'class' ? 'class' : item.kind === 'function' ? 'function' : 'type'}.
          </p>
        ) : null}

        {show('see-it-in-use') ? (
          <>
            <AnchoredHeading heading={heading('see-it-in-use')!} />
            <ul>
              {page.guides.map((guide) => (
                <li key={guide.href}>
                  <SiteLink href={guide.href}>{guide.label}</SiteLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </DocShell>
  );
}
