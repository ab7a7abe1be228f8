import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, defaultColorMode } from '@/lib/core/color-mode';
import { siteConfig } from '@/lib/site/site-config';

const { colorMode } = siteConfig;

/**
 * The colour mode once React is there: next-themes owns it, its toggle (color-mode-toggle.tsx) and
 * the parts drawn per mode (mermaid), on the contract the head script keeps before it
 * (lib/browser/color-mode.ts): `data-theme` on `<html>`, the choice stored under `theme`, the OS
 * followed while nothing is stored when the site respects it. On taking over, it reads the choice
 * a click before hydration stored and shows what the head script already shows.
 *
 * next-themes also writes a pre-paint script of its own where the provider sits, at the top of
 * `<body>`, which is too late: a browser may paint the body before it runs, in the wrong theme. So
 * the head script stays the one that sets the theme before the first paint, and next-themes' copy
 * is written as a data block (a `type` no browser runs and React does not warn about).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey={COLOR_MODE_STORAGE_KEY}
      enableSystem={colorMode.respectPrefersColorScheme}
      defaultTheme={defaultColorMode(colorMode)}
      // The stylesheet sets `color-scheme` per theme, and the head script keeps a change of mode
      // from animating (lib/browser/color-mode.ts).
      enableColorScheme={false}
      scriptProps={{ type: 'text/plain' }}
    >
      {children}
    </NextThemesProvider>
  );
}
