'use client';

import { useEffect, useRef } from 'react';

/** How often a not-found page asks whether its address answers now. */
const POLL_MS = 500;
/** A fallback page in the server's markup (every page also names the attribute in its flight data). */
const FALLBACK_MARKUP = /<main[^>]*\sdata-fallback-page/;

/**
 * `npm run dev` only. The open page re-renders by itself when the content changes, except where it
 * shows a fallback (`Page Not Found`, or a crash page): React keeps those until the next navigation,
 * so a doc added at the address a writer has open would never appear. When the content version the
 * layout passes changes while a fallback is showing, the page loads again. Next's dev server answers
 * the first request after a change from its cache of the route's parameters while it refreshes that
 * cache, so that load can still find nothing: a not-found page also asks the server twice a second
 * whether its address has a page now, and loads again once it has. A crash page does not ask: its
 * address answers with a page whose script then crashes again, and it would load forever.
 */
export function ContentReload({ version }: { version: string }) {
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    if (document.querySelector('[data-fallback-page]')) window.location.reload();
  }, [version]);
  useEffect(() => {
    let asking = false;
    const timer = window.setInterval(() => {
      if (asking || !document.querySelector('[data-fallback-page="not-found"]')) return;
      asking = true;
      // A GET, read to the end: the dev server can answer an address it no longer has with 200 and
      // the not-found page once (and a HEAD with 200 or 500), so only a page that is not a fallback counts.
      fetch(window.location.href, { cache: 'no-store' })
        .then(async (response) => {
          if (response.ok && !FALLBACK_MARKUP.test(await response.text())) window.location.reload();
        })
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
