'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { nextColorMode, type ColorModeChoice } from '@/lib/site/color-mode';
import { siteConfig } from '@/lib/site/site-config';
import styles from './color-mode-toggle.module.css';

const { respectPrefersColorScheme } = siteConfig.colorMode;

function Icon({ mode }: { mode: ColorModeChoice }) {
  if (mode === 'light') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </svg>
    );
  }
  if (mode === 'dark') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

export function ColorModeToggle() {
  const { theme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // Before hydration the stored choice is unknown to React; "system" is the honest default label.
  const current = (mounted && theme ? theme : 'system') as ColorModeChoice;

  const toggle = () => {
    const next = nextColorMode(current, respectPrefersColorScheme);
    setTheme(next);
    // decisions.md: "system" removes the stored choice rather than storing it.
    if (next === 'system') window.localStorage.removeItem('theme');
  };

  if (siteConfig.colorMode.disableSwitch) return null;
  return (
    <button
      type="button"
      className={styles.toggle}
      data-js-only=""
      onClick={toggle}
      data-mode={current}
      aria-label={`Switch between dark and light mode (currently ${current} mode)`}
      title={`Switch between dark and light mode (currently ${current} mode)`}
    >
      <Icon mode={current} />
    </button>
  );
}
