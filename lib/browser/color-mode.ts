import type { ColorModeChoice } from '@/lib/core/color-mode';

/**
 * The colour mode until React takes it over. It runs in `<head>` before the body is parsed, so the
 * first paint already has the right theme: `data-theme` (light or dark, what the CSS reads) and
 * `data-color-mode` (the choice, which picks the toggle's icon) on `<html>`, from the stored
 * choice or, with none, `fallback`. It answers the toggle (`[data-color-mode-toggle]`) until React
 * has hydrated it, and keeps each choice where next-themes reads it when it takes over
 * (components/layout/theme-provider.tsx), so the page does not change as it does.
 */
export function colorModeRuntime(
  storageKey: string,
  fallback: ColorModeChoice,
  respectPrefersColorScheme: boolean,
  next: (current: string, respect: boolean) => ColorModeChoice,
  label: (choice: ColorModeChoice) => string,
): void {
  const root = document.documentElement;
  let choice = fallback;
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored === 'light' || stored === 'dark') choice = stored;
  } catch {
    // Storage refused: nothing was stored.
  }
  const show = () => {
    const dark = choice === 'system' ? window.matchMedia('(prefers-color-scheme: dark)').matches : choice === 'dark';
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.setAttribute('data-color-mode', choice);
  };
  const labelToggles = () => {
    const text = label(choice);
    document.querySelectorAll('[data-color-mode-toggle]').forEach((toggle) => toggle.setAttribute('aria-label', text));
  };
  show();
  document.addEventListener('DOMContentLoaded', labelToggles);
  // A change of mode on a painted page (a click here, or next-themes' after hydration: the toggle,
  // the OS, another tab) is not animated: every colour would otherwise move to its new value at
  // its own pace. Observed here, as it happens and before the next frame, because next-themes'
  // own `disableTransitionOnChange` never makes the browser apply the new colours while
  // transitions are off; reading a computed style does.
  new MutationObserver((records) => {
    if (records[0]?.oldValue === root.getAttribute('data-theme')) return;
    const still = document.createElement('style');
    still.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.appendChild(still);
    void window.getComputedStyle(root).color;
    window.setTimeout(() => still.remove(), 1);
  }).observe(root, { attributes: true, attributeFilter: ['data-theme'], attributeOldValue: true });
  // On `window`, so it hears a click after React's handlers on `document`: the hydrated toggle
  // answers its clicks itself and marks them default-prevented.
  window.addEventListener('click', (event) => {
    const target = event.target;
    if (event.defaultPrevented || !(target instanceof Element) || !target.closest('[data-color-mode-toggle]')) return;
    choice = next(choice, respectPrefersColorScheme);
    try {
      if (choice === 'system') window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, choice);
    } catch {
      // Storage refused: the choice holds until the page is left.
    }
    show();
    labelToggles();
  });
}
