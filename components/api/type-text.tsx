import { SiteLink } from '@/components/link/site-link';
import { Fragment } from 'react';
import { proseParts } from '@/lib/core/api';
import { linkTypes } from '@/lib/site/pages';

/** Writes a type or signature with every API item it mentions linked to its page, preferring the item of the same package. */
export function TypeText({ text, packageId, self }: { text: string; packageId: string; self?: string }) {
  return (
    <>
      {linkTypes(text, packageId, self).map((part, index) =>
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

/** Prose from the API data: backticks become `<code>`. */
export function ApiProse({ text }: { text: string }) {
  return <>{proseParts(text).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : <Fragment key={index}>{part.text}</Fragment>))}</>;
}
