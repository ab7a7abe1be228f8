import { Fragment } from 'react';
import { SiteLink } from '@/components/link/site-link';
import { AnchoredHeading } from '@/components/docs/anchored-heading';
import { DocShell } from '@/components/docs/doc-shell';
import type { ApiBlock, ApiParam } from '@/lib/core/api';
import type { ApiItemPage } from '@/lib/core/page';
import { ApiProse, TypeText } from './type-text';
import styles from './api.module.css';

function ParamTable({ rows, caption }: { rows: ApiParam[]; caption: string }) {
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
                <TypeText parts={row.type} />
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
              <ApiProse parts={row.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One block of the page's description (lib/core/api.ts `apiItemView`); api.plain.ts draws the same blocks as plain HTML. */
function Block({ block, lead }: { block: ApiBlock; lead?: boolean }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className={lead ? styles.summary : undefined}>
          <ApiProse parts={block.parts} />
        </p>
      );
    case 'deprecated':
      return (
        <p className={styles.deprecated}>
          <strong>Deprecated.</strong> <ApiProse parts={block.parts} />
        </p>
      );
    case 'code':
      return (
        <pre className={styles.signature} tabIndex={0}>
          <code>
            <TypeText parts={block.parts} />
          </code>
        </pre>
      );
    case 'params':
      return <ParamTable rows={block.rows} caption={block.caption} />;
    case 'members':
      return (
        <dl className={styles.members}>
          {block.members.map((member) => (
            <div key={member.name}>
              <dt>
                <code>
                  <TypeText parts={member.signature} />
                </code>
              </dt>
              <dd>
                <ApiProse parts={member.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'typed':
      return (
        <p>
          <code>
            <TypeText parts={block.parts} />
          </code>
          {' — '}
          <ApiProse parts={block.description} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((parts, index) => (
            <li key={index}>
              <ApiProse parts={parts} />
            </li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul>
          {block.links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      );
  }
}

export function ApiItemView({ page }: { page: ApiItemPage }) {
  const { view, headings } = page;
  return (
    <DocShell page={page} headings={headings}>
      <div className={styles.api}>
        {view.lead.map((block, index) => (
          <Block key={`lead-${index}`} block={block} lead />
        ))}
        {view.sections.map((section, index) => (
          <Fragment key={section.id}>
            <AnchoredHeading heading={headings[index]} />
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </Fragment>
        ))}
      </div>
    </DocShell>
  );
}
