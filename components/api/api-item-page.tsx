import { Fragment, type CSSProperties } from 'react';
import { SiteLink } from '@/components/link/site-link';
import { AnchoredHeading } from '@/components/docs/anchored-heading';
import { DocShell } from '@/components/docs/doc-shell';
import { Admonition } from '@/components/mdx/admonition';
import { plainText, splitMeaning, type ApiBlock, type ApiFieldEntry, type ApiParam, type Prose, type TypePart } from '@/lib/core/api';
import type { ApiItemPage } from '@/lib/core/page';
import { ApiProse, TypeText } from './type-text';
import styles from './api.module.css';

/** What a parameter or field may be left out with: nothing for one the caller must give. */
function Presence({ row }: { row: ApiParam }) {
  if (row.default !== null)
    return (
      <span className={styles.badge}>
        default <ApiProse parts={row.default} />
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

/** A type the formatter kept on one line flows with the name; one it broke is a block of code below it. */
const isBlockType = (parts: TypePart[]) => plainText(parts).includes('\n');

/** The type of an entry's name line, when it is short enough to be on it. */
function InlineType({ row }: { row: ApiParam }) {
  if (row.typeParameter) return <span className={styles.kind}>type parameter</span>;
  if (isBlockType(row.type)) return null;
  return (
    <code className={plainText(row.type).length > LONG_TYPE ? `${styles.type} ${styles.long}` : styles.type}>
      <TypeText parts={row.type} inline />
    </code>
  );
}

/** A type the formatter broke over lines: a block of code of its own, below the name line. */
function BlockType({ row }: { row: ApiParam }) {
  return !row.typeParameter && isBlockType(row.type) ? <Code parts={row.type} /> : null;
}

/** An entry's meaning, when it has one. */
const meaningOf = (row: ApiParam) => (row.description.length > 0 ? <Meaning name={row.name} parts={row.description} /> : null);

/**
 * Parameters, one entry each, as the best references lay them out at every width: the name, its
 * type and whether it may be left out on one line that wraps between them, the meaning below. A
 * type broken over lines ends the term, on a line of its own: a description list's group holds
 * only its terms and descriptions. The Markdown twin keeps a table (lib/site/plain/api.ts), which
 * a text reader handles well.
 */
function Params({ rows }: { rows: ApiParam[] }) {
  return (
    <dl className={styles.entries}>
      {rows.map((row) => (
        <div key={row.name} className={styles.entry}>
          <dt className={styles.head}>
            <code className={styles.name}>{row.name}</code>
            <InlineType row={row} />
            <Presence row={row} />
            <BlockType row={row} />
          </dt>
          {/* A list entry needs its dd; one with no meaning stays empty, and takes no room. */}
          <dd>{meaningOf(row)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An interface's fields, laid out as parameters are, each name a heading: a place to link to, in the table of contents and in search. */
function Fields({ rows }: { rows: ApiFieldEntry[] }) {
  return (
    <div className={styles.entries}>
      {rows.map((row) => (
        <div key={row.id} className={styles.entry}>
          <div className={styles.head}>
            <AnchoredHeading heading={{ level: 3, id: row.id, text: row.name }} code className={styles.name} />
            <InlineType row={row} />
            <Presence row={row} />
          </div>
          <BlockType row={row} />
          {row.description.length > 0 ? <div className={styles.meaning}>{meaningOf(row)}</div> : null}
        </div>
      ))}
    </div>
  );
}

/** A signature or an example: highlighted, its lines as the formatter or the writer broke them, scrolled sideways when wider than the column. */
function Code({ parts }: { parts: TypePart[] }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code>
        <TypeText parts={parts} />
      </code>
    </pre>
  );
}

/** One block of the page's description (lib/core/api.ts `apiItemView`); lib/site/plain/api.ts draws the same blocks as plain HTML. */
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
      // No name of its own: its lines say what they are ("Added in …"), and html-validate holds an
      // aria-label or aria-labelledby on a plain list to be misuse (few screen readers read it).
      return (
        <ul className={styles.history} data-release-history="">
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
      return <Params rows={block.rows} />;
    case 'fields':
      return <Fields rows={block.rows} />;
    case 'members':
      return (
        <div className={styles.entries}>
          {block.members.map((member) => (
            <div key={member.id} className={styles.entry}>
              <AnchoredHeading heading={{ level: 3, id: member.id, text: member.name }} code className={styles.name} />
              <Code parts={member.signature} />
              <div className={styles.meaning}>
                <ApiProse parts={member.description} />
                {member.inheritedFrom ? (
                  <span className={styles.inherited}>
                    {' '}
                    Inherited from{' '}
                    <SiteLink href={member.inheritedFrom.url}>
                      <code>{member.inheritedFrom.name}</code>
                    </SiteLink>
                    .
                  </span>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      );
    case 'typed':
      // Laid out as a parameter is: the type (a block of code when the formatter broke it), its meaning below.
      return (
        <dl className={styles.entries}>
          <div className={styles.entry}>
            <dt className={styles.head}>
              {isBlockType(block.parts) ? (
                <Code parts={block.parts} />
              ) : (
                <code className={styles.type}>
                  <TypeText parts={block.parts} inline />
                </code>
              )}
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
    case 'heading':
      return <AnchoredHeading heading={{ level: 3, id: block.id, text: block.text }} />;
    case 'callout':
      return (
        <Admonition type={block.kind} title={block.title}>
          <p>
            <ApiProse parts={block.parts} />
          </p>
        </Admonition>
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
        {view.sections.map((section) => (
          <Fragment key={section.id}>
            <AnchoredHeading heading={{ level: 2, id: section.id, text: section.text }} />
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </Fragment>
        ))}
      </div>
    </DocShell>
  );
}
