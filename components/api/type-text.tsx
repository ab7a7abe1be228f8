import { SiteLink } from '@/components/link/site-link';
import { Fragment } from 'react';
import type { Prose, TypePart } from '@/lib/core/api';

/** Printed TypeScript, each name of a documented item linked to its page (the content step resolved them). */
export function TypeText({ parts }: { parts: TypePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.url ? (
          <SiteLink key={index} href={part.url}>
            {part.text}
          </SiteLink>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** TSDoc prose: code spans as `<code>`, `{@link}`s as links to the item's page. */
export function ApiProse({ parts }: { parts: Prose }) {
  return (
    <>
      {parts.map((part, index) => {
        const text = part.code ? <code>{part.text}</code> : part.text;
        if (part.url)
          return (
            <SiteLink key={index} href={part.url}>
              {text}
            </SiteLink>
          );
        return <Fragment key={index}>{text}</Fragment>;
      })}
    </>
  );
}
