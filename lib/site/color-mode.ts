import { assertColorMode, type ColorMode } from './site-config';

/** The toggle's states: `system` means nothing stored, follow the OS (spec §4). */
export type ColorModeChoice = ColorMode | 'system';

/**
 * spec §4: with `respectPrefersColorScheme` the toggle cycles system → light → dark → system;
 * without it, light ↔ dark. An unknown current value throws, naming it.
 */
export function nextColorMode(current: string, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (current === 'system') {
    if (!respectPrefersColorScheme) throw new Error('Colour mode "system" needs respectPrefersColorScheme.');
    return 'light';
  }
  const mode = assertColorMode(current);
  if (respectPrefersColorScheme) return mode === 'light' ? 'dark' : 'system';
  return mode === 'light' ? 'dark' : 'light';
}
