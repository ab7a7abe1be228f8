import { Fragment, type CSSProperties } from 'react';
import { SiteLink } from '@/components/link/site-link';
import { AnchoredHeading } from '@/components/docs/anchored-heading';
import { DocShell } from '@/components/docs/doc-shell';
import { plainText, splitMeaning, type ApiBlock, type ApiParam, type Prose, type TypePart } from '@/lib/core/api';
import type { ApiItemPage } from '@/lib/core/page';
import { ApiProse, TypeText } from './type-text';
import styles from './api.module.css';

/** What a parameter or field may be left out with: nothing for one the caller must give. */
function Presence({ row }: { row: ApiParam }) {
  if (row.default !== null)
    return (
      <span className={styles.badge}>
        default <code>{row.default}</code>
      </span>
    );
  return row.optional ? <span className={styles.badge}>optional</span> : null;
}

/** A meaning, its rest behind "More" when it is long. */
function Meaning({ name, parts }: { name: string; parts: Prose }) {
  const { first, rest } = splitMeaning(parts);
  if (!rest) return <ApiProse parts={first} />;
  return (
    <>
      <ApiProse parts={first} />
      <details className={styles.more}>
        <summary>
          More<span className="visually-hidden"> about {name}</span>
        </summary>
        <p>
          <ApiProse parts={rest} />
        </p>
      </details>
    </>
  );
}

/** A type longer than this has a line of its own, below the name. */
const LONG_TYPE = 32;

/**
 * Parameters or fields, one entry each, as the best references lay them out at every width: the
 * name, its type and whether it may be left out on one line that wraps between them, the meaning
 * below. The Markdown twin keeps a table (api.plain.ts), which a text reader handles well.
 */
function Entries({ rows }: { rows: ApiParam[] }) {
  return (
    <dl className={styles.entries}>
      {rows.map((row) => (
        <div key={row.name} className={styles.entry}>
          <dt>
            <code className={styles.name}>{row.name}</code>
            {row.typeParameter ? (
              <span className={styles.kind}>type parameter</span>
            ) : (
              <code className={plainText(row.type).length > LONG_TYPE ? `${styles.type} ${styles.long}` : styles.type}>
                <TypeText parts={row.type} inline />
              </code>
            )}
            <Presence row={row} />
          </dt>
          {/* A list entry needs its dd; one with no meaning stays empty, and takes no room. */}
          <dd>{row.description.length > 0 ? <Meaning name={row.name} parts={row.description} /> : null}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A signature or an example: highlighted, its lines as written, scrolled sideways when wider than the column. */
function Code({ parts }: { parts: TypePart[] }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code>
        <TypeText parts={parts} />
      </code>
    </pre>
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
    case 'history':
      return (
        <ul className={styles.history} aria-label="Release history">
          {block.entries.map((entry, index) => (
            <li key={index}>
              <ApiProse parts={entry} />
            </li>
          ))}
        </ul>
      );
    case 'code':
      return <Code parts={block.parts} />;
    case 'params':
      return <Entries rows={block.rows} />;
    case 'members':
      return (
        <dl className={styles.entries}>
          {block.members.map((member) => (
            <div key={member.name} className={styles.entry}>
              <dt>
                <Code parts={member.signature} />
              </dt>
              <dd>
                <ApiProse parts={member.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'typed':
      // Laid out as a parameter is: the type, its meaning below.
      return (
        <dl className={styles.entries}>
          <div className={styles.entry}>
            <dt>
              <code className={styles.type}>
                <TypeText parts={block.parts} inline />
              </code>
            </dt>
            <dd>
              <ApiProse parts={block.description} />
            </dd>
          </div>
        </dl>
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

/**
 * The title, `Function: getDONamespaceFromPathSegment()`, with the name in the code font at a size
 * that fits the column, so that a long name stays whole on a phone.
 */
function ApiTitle({ title }: { title: string }) {
  const at = title.indexOf(': ');
  const name = title.slice(at + 2);
  return (
    <span className={styles.title}>
      {title.slice(0, at + 2)}
      <code style={{ '--name-chars': name.length } as CSSProperties}>{name}</code>
    </span>
  );
}

export function ApiItemView({ page }: { page: ApiItemPage }) {
  const { view, headings } = page;
  return (
    <DocShell page={page} headings={headings} title={page.title ? <ApiTitle title={page.title} /> : undefined}>
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
