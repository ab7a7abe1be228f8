'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page. Every control works before
 * that; what the mark tells is that the framework's additions are there (client navigation, the
 * search dialog, the table of contents' highlight). Tests that exercise those wait for it
 * (e2e/test.ts), and the search shortcut's inline fallback stands down (components/search).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
