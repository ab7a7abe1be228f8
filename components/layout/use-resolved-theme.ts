'use client';

import { useSyncExternalStore } from 'react';
import { COLOR_MODE_EVENT } from '@/lib/core/color-mode';

const subscribe = (onChange: () => void) => {
  document.addEventListener(COLOR_MODE_EVENT, onChange);
  return () => document.removeEventListener(COLOR_MODE_EVENT, onChange);
};

/** `light` or `dark`, as the page's head script has set it; undefined while rendering on the server. */
export function useResolvedTheme(): 'light' | 'dark' | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'),
    () => undefined,
  );
}
