'use client';

import { useSyncExternalStore } from 'react';

/**
 * Where the open mobile panel wants the docs sidebar drawn. The docs layout's sidebar (which
 * already holds the tree) portals a copy there, so the tree is neither sent to every page with
 * the navbar nor rendered a second time into each docs page's HTML.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setMobileSidebarSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMobileSidebarSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => slot, () => null);
}
