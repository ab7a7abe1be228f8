import { Fragment, type ReactNode } from 'react';
import { SiteLink } from '@/components/link/site-link';
import { apiSymbol } from '@/lib/site/pages';

/**
 * In a type hover's popup (build-time/content/compile/examples/hovers.ts), what the API reference
 * says of a name it declares: its summary, and a link to its page or its member's place there. Read
 * from the page model when the page renders, so an edited summary shows without compiling the
 * guide again; a name the reference has no page for (an internal type, a package whose reference
 * waits) shows the documentation of its declaration, which the compile put inside, if it has one.
 * The summary is set as the compile sets another name's documentation: its code as code, but in a
 * span, inside the block's own code, and its links as text, so that the popup has one link, the
 * one Tab reaches from its name.
 */
export function TypeHoverDoc({ symbol, children }: { symbol: string; children?: ReactNode }) {
  const found = apiSymbol(symbol);
  if (!found) return children;
  return (
    <>
      <span className="twoslash-popup-docs">
        {found.summary.map((part, index) =>
          part.code ? (
            <span key={index} className="twoslash-popup-code">
              {part.text}
            </span>
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
      </span>
      <SiteLink href={found.url} className="twoslash-popup-link">
        API reference<span aria-hidden="true"> →</span>
      </SiteLink>
    </>
  );
}
