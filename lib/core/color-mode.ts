import type { ColorMode, SiteConfig } from '@/lib/core/site-config';

/** Where the reader's choice is kept; "system" removes it rather than storing it. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** The toggle's states: `system` means nothing stored, follow the OS. */
export type ColorModeChoice = ColorMode | 'system';

/** The choice while nothing is stored: the OS's, when the site respects it, else the site's default mode. */
export function defaultColorMode({ respectPrefersColorScheme, defaultMode }: SiteConfig['colorMode']): ColorModeChoice {
  return respectPrefersColorScheme ? 'system' : defaultMode;
}

/**
 * With `respectPrefersColorScheme` the toggle cycles system → light → dark → system; without it,
 * light ↔ dark. An unknown current value throws, naming it. Self-contained (no imports), because
 * the page's inline colour-mode script runs this very function (lib/browser/color-mode.ts).
 */
export function nextColorMode(current: string, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (current === 'system') {
    if (!respectPrefersColorScheme) throw new Error('Colour mode "system" needs respectPrefersColorScheme.');
    return 'light';
  }
  if (current !== 'light' && current !== 'dark') throw new Error(`Unknown colour mode "${current}"`);
  if (respectPrefersColorScheme) return current === 'light' ? 'dark' : 'system';
  return current === 'light' ? 'dark' : 'light';
}

/** The toggle's accessible name, which says the current choice. */
export function colorModeLabel(choice: ColorModeChoice): string {
  return `Switch between dark and light mode (currently ${choice} mode)`;
}

/**
 * The toggle's visible tooltip, which names the choice a click made: on a light machine the first
 * click (system → light) changes no colour of the page, and this says it acted.
 */
export const COLOR_MODE_NAMES: Record<ColorModeChoice, string> = {
  system: 'System mode',
  light: 'Light mode',
  dark: 'Dark mode',
};
