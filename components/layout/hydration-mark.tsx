'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page. The framework loads after the
 * load event (lib/build/hydrate-after-load.ts), so until then the toggle, search and tabs are plain
 * markup; end-to-end tests wait for this mark before they use them (e2e/test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
