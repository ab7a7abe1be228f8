'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site/site-config';

const { colorMode } = siteConfig;

/** next-themes with the decisions.md settings: `data-theme` on `<html>`, stored under `theme`. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey="theme"
      themes={['light', 'dark']}
      enableSystem={colorMode.respectPrefersColorScheme}
      defaultTheme={colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode}
      enableColorScheme={false}
      disableTransitionOnChange
      scriptProps={{ suppressHydrationWarning: true }}
    >
      {children}
    </NextThemesProvider>
  );
}
