import type { ColorModeChoice } from '@/lib/core/color-mode';

/**
 * The colour mode, in the browser. It runs in `<head>` before the body is parsed, so the first
 * paint already has the right theme: `data-theme` (light or dark, what the CSS reads) and
 * `data-color-mode` (the choice, which picks the toggle's icon) on `<html>`. It also answers the
 * toggle (`[data-color-mode-toggle]`, any number of them) from the moment it is parsed, follows
 * the OS while the choice is "system", and picks up a choice made in another browser tab.
 */
export function colorModeRuntime(
  storageKey: string,
  eventName: string,
  respectPrefersColorScheme: boolean,
  defaultMode: string,
  next: (current: string, respect: boolean) => ColorModeChoice,
  label: (choice: ColorModeChoice) => string,
): void {
  const root = document.documentElement;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  // The choice of this page view, for a browser that refuses storage.
  let remembered: 'light' | 'dark' | null = null;
  const stored = () => {
    try {
      const value = window.localStorage.getItem(storageKey);
      return value === 'light' || value === 'dark' ? value : null;
    } catch {
      return remembered;
    }
  };
  const choice = (): ColorModeChoice => stored() ?? (respectPrefersColorScheme ? 'system' : (defaultMode as ColorModeChoice));
  const labelToggles = () => {
    const text = label(choice());
    document.querySelectorAll('[data-color-mode-toggle]').forEach((toggle) => {
      toggle.setAttribute('aria-label', text);
      toggle.setAttribute('title', text);
    });
  };
  const apply = () => {
    const current = choice();
    const mode = current === 'system' ? (dark.matches ? 'dark' : 'light') : current;
    const previous = root.getAttribute('data-theme');
    // A change of mode on a painted page (the toggle, the OS, another tab) is not animated: every
    // colour would otherwise move to its new value at its own pace.
    const still = previous && previous !== mode ? document.createElement('style') : null;
    if (still) {
      still.textContent = '*,*::before,*::after{transition:none!important}';
      document.head.appendChild(still);
    }
    root.setAttribute('data-theme', mode);
    root.setAttribute('data-color-mode', current);
    labelToggles();
    if (still) {
      // Reading a computed style makes the browser apply the new colours while transitions are off.
      void window.getComputedStyle(root).color;
      window.setTimeout(() => still.remove(), 1);
    }
    if (previous !== mode) document.dispatchEvent(new Event(eventName));
  };
  apply();
  document.addEventListener('DOMContentLoaded', labelToggles);
  dark.addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey) apply();
  });
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-color-mode-toggle]')) return;
    const chosen = next(choice(), respectPrefersColorScheme);
    remembered = chosen === 'system' ? null : chosen;
    try {
      if (chosen === 'system') window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, chosen);
    } catch {
      // Storage refused: the choice holds until the page is left.
    }
    apply();
  });
}
