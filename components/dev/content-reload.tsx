'use client';

import { useEffect, useRef } from 'react';

/** How often a not-found page asks whether its address answers now. */
const POLL_MS = 400;

/**
 * `npm run dev` only. The open page re-renders by itself when the content changes, except where it
 * shows a fallback (`Page Not Found`, or a crash page): React keeps those until the next navigation,
 * so a doc added at the address a writer has open would never appear. When the content version the
 * layout passes changes while a fallback is showing, the page loads again. Next's dev server answers
 * the first request after a change from its cache of the route's parameters while it refreshes that
 * cache, so that load can still find nothing: a not-found page also asks the server
 * whether its address answers now, a few times a second, and loads again once it does.
 */
export function ContentReload({ version }: { version: string }) {
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    if (document.querySelector('[data-fallback-page]')) window.location.reload();
  }, [version]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!document.querySelector('[data-fallback-page]')) return;
      void fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => {
          if (response.ok) window.location.reload();
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
