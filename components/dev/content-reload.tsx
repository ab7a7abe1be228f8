'use client';

import { useEffect, useState } from 'react';

const fallbackShown = () => typeof document !== 'undefined' && document.querySelector('[data-fallback-page]:not([data-in-place])') !== null;

/**
 * `npm run dev` only. The open page re-renders by itself when the content changes, except where it
 * shows a fallback that React keeps until the next navigation: a crash page, or the `Page Not Found`
 * of an address no route matches (a route renders its own in place: `pageNotFound`). When the
 * content version the layout passes changes while such a fallback is showing, the page loads again.
 * The dev server renders any address on request (next.config.mjs), so that load already finds the
 * new document.
 *
 * What counts is the screen before the new version is committed: a page that turns into a fallback
 * in that same commit is already the right page and needs no second load. So the check runs while
 * the new version renders, when the screen still shows the previous one.
 */
export function ContentReload({ version }: { version: string }) {
  const [seen, setSeen] = useState({ version, reload: false });
  if (seen.version !== version) setSeen({ version, reload: fallbackShown() });
  useEffect(() => {
    if (seen.reload) window.location.reload();
  }, [seen]);
  return null;
}
