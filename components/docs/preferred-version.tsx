'use client';

import { useEffect } from 'react';
import { siteConfig } from '@/lib/site/site-config';
import { PREFERRED_VERSION_KEY } from '@/lib/site/docs-versions';

export function savePreferredVersion(name: string) {
  window.localStorage.setItem(PREFERRED_VERSION_KEY, name);
}

/** A stored version name that matches no existing version is cleared. */
export function PreferredVersion() {
  useEffect(() => {
    const stored = window.localStorage.getItem(PREFERRED_VERSION_KEY);
    if (stored !== null && !siteConfig.docs.versions.some((version) => version.name === stored)) {
      window.localStorage.removeItem(PREFERRED_VERSION_KEY);
    }
  }, []);
  return null;
}
