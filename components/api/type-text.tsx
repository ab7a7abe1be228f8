import { SiteLink } from '@/components/link/site-link';
import { Fragment } from 'react';
import { pagesOf } from '@/lib/site/pages';

/**
 * Writes a type or signature with every API item it mentions linked to its page, preferring the
 * item of the same package (the original's TypeDoc pages linked types the same way).
 */
export function TypeText({ text, packageId, self }: { text: string; packageId: string; self?: string }) {
  const items = pagesOf('api-item').map((page) => page.item);
  const targets = new Map<string, string>();
  for (const item of items) {
    if (item.name === self) continue;
    if (!targets.has(item.name) || item.packageId === packageId) targets.set(item.name, item.url);
  }
  if (targets.size === 0) return <>{text}</>;
  const names = [...targets.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) => {
        const url = index % 2 === 1 ? targets.get(part) : undefined;
        return url ? (
          <SiteLink key={index} href={url}>
            {part}
          </SiteLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}

/** Prose from the API data: backticks become `<code>`. */
export function ApiProse({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>))}</>;
}
