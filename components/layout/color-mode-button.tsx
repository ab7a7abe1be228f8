'use client';

import { useTheme } from 'next-themes';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, colorModeLabel, defaultColorMode, nextColorMode, type ColorModeChoice } from '@/lib/core/color-mode';
import type { SiteConfig } from '@/lib/core/site-config';

type ColorModeConfig = SiteConfig['colorMode'];

/** next-themes' theme as the toggle's choice; anything else stored counts as nothing stored. */
function choiceOf(theme: string | undefined, colorMode: ColorModeConfig): ColorModeChoice {
  if (theme === 'light' || theme === 'dark' || (theme === 'system' && colorMode.respectPrefersColorScheme)) return theme;
  return defaultColorMode(colorMode);
}

/**
 * The colour-mode toggle's button once React has hydrated it: next-themes' (theme-provider.tsx),
 * which reads the choice where the head script stored the clicks it answered before. It names
 * the current choice and keeps `<html data-color-mode>`, which picks the icon, current. The site
 * config's colour mode comes as a prop: imported here, the whole config would ship to the browser.
 */
export function ColorModeButton({ className, colorMode, children }: { className: string; colorMode: ColorModeConfig; children: ReactNode }) {
  const { theme, setTheme } = useTheme();
  const choice = choiceOf(theme, colorMode);
  useEffect(() => {
    document.documentElement.setAttribute('data-color-mode', choice);
  }, [choice]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Answered here: the head script leaves a default-prevented click alone.
    event.preventDefault();
    const chosen = nextColorMode(choice, colorMode.respectPrefersColorScheme);
    setTheme(chosen);
    // "system" removes the stored choice, where next-themes would store the word.
    if (chosen === 'system') {
      try {
        window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      } catch {
        // Storage refused: nothing was stored.
      }
    }
  };

  // On the server the choice is unknown and "system" is the honest label; the head script names
  // the stored one before React hydrates, so the served label may differ from the first render.
  const label = colorModeLabel(choice);
  return (
    <button type="button" className={className} data-js-only="" data-color-mode-toggle="" aria-label={label} onClick={onClick} suppressHydrationWarning>
      {children}
    </button>
  );
}
