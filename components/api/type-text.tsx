import { joinedWithBreaks } from '@/components/link/name-label';
import { SiteLink } from '@/components/link/site-link';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { plainText, type Prose, type TypePart } from '@/lib/core/api';
import { codeBreaks, cutAt, LONG_CODE } from '@/lib/core/code-breaks';
import styles from './api.module.css';

/*
 * Code on an API page never breaks inside a name (api.module.css turns off breaking anywhere).
 * Code that flows with the text may break at its spaces and, when it is long, by these <wbr>s,
 * where lib/core/code-breaks.ts says code breaks: `RpcAccessible<|InstanceType<|typeof MyDO>>`.
 * Shorter code moves to the next line whole; in the prose not even a hyphen or space breaks it.
 */

/** `text`, which starts at `start` in its code, with a <wbr> at each of `breaks` it holds. */
function withBreaks(text: string, start: number, breaks: ReadonlySet<number>): ReactNode {
  return joinedWithBreaks(cutAt(text, start, breaks));
}

/** A token in its colours, light and dark, which the CSS picks by the colour mode as the guides' code does. */
function Token({ part, start, breaks }: { part: TypePart; start: number; breaks: ReadonlySet<number> }) {
  const text = withBreaks(part.text, start, breaks);
  if (!part.color) return <>{text}</>;
  return <span style={{ '--shiki-light': part.color.light, '--shiki-dark': part.color.dark } as CSSProperties}>{text}</span>;
}

/**
 * Printed TypeScript, highlighted by the content step, each name of a documented item linked to its
 * page (the content step resolved them); `inline` for code that flows with the text, which may wrap.
 */
export function TypeText({ parts, inline = false }: { parts: TypePart[]; inline?: boolean }) {
  // The content step cuts a linked name at its tokens' edges: the neighbouring pieces of one link are one link.
  const runs: { part: TypePart; start: number }[][] = [];
  let start = 0;
  for (const part of parts) {
    const run = runs.at(-1);
    if (run && part.url && run[0].part.url === part.url) run.push({ part, start });
    else runs.push([{ part, start }]);
    start += part.text.length;
  }
  // A token boundary is a place to break too: `Record<` and `string` are two tokens.
  const breaks = inline ? codeBreaks(plainText(parts)) : new Set<number>();
  return (
    <>
      {runs.map((run, index) => {
        const url = run[0].part.url;
        const tokens = run.map(({ part, start: at }) => <Token key={at} part={part} start={at} breaks={breaks} />);
        return url ? (
          <SiteLink key={index} href={url}>
            {tokens}
          </SiteLink>
        ) : (
          <Fragment key={index}>{tokens}</Fragment>
        );
      })}
    </>
  );
}

/** TSDoc prose: code spans as `<code>`, `{@link}`s as links to the item's page. */
export function ApiProse({ parts }: { parts: Prose }) {
  return (
    <>
      {parts.map((part, index) => {
        const text = part.code ? (
          <code className={part.text.length > LONG_CODE ? undefined : styles.whole}>{withBreaks(part.text, 0, codeBreaks(part.text))}</code>
        ) : (
          part.text
        );
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
