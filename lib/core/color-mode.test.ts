import { describe, expect, it } from 'vitest';
import { defaultColorMode, nextColorMode } from './color-mode';

describe('nextColorMode', () => {
  it('cycles system → light → dark → system when the OS preference is respected', () => {
    expect(nextColorMode('system', true)).toBe('light');
    expect(nextColorMode('light', true)).toBe('dark');
    expect(nextColorMode('dark', true)).toBe('system');
  });

  it('toggles light ↔ dark otherwise', () => {
    expect(nextColorMode('light', false)).toBe('dark');
    expect(nextColorMode('dark', false)).toBe('light');
  });

  it('throws on an unknown mode, naming it', () => {
    expect(() => nextColorMode('blue', true)).toThrow('Unknown colour mode "blue"');
  });
});

describe('defaultColorMode', () => {
  it('follows the OS when the site respects its preference, else takes the site’s default mode', () => {
    expect(defaultColorMode({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true })).toBe('system');
    expect(defaultColorMode({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false })).toBe('dark');
  });
});
