'use client';

import { useEffect, useRef } from 'react';

/**
 * `npm run dev` only. The open page re-renders by itself when the content changes, except where it
 * shows a fallback (`Page Not Found`, or a crash page): React keeps those until the next navigation,
 * so a doc added at the address a writer has open would never appear. When the content version the
 * layout passes changes while a fallback is showing, the page loads again.
 */
export function ContentReload({ version }: { version: string }) {
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    if (document.querySelector('[data-fallback-page]')) window.location.reload();
  }, [version]);
  return null;
}
