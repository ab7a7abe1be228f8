import { siteConfig } from './site-config';

/**
 * Runs in `<head>` before the body is parsed, so the first paint already has the right theme
 * (decisions.md: no flash of the wrong theme). next-themes takes over after hydration.
 */
export function themeScript(): string {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  return `(function(){try{var s=localStorage.getItem('theme');var m=s==='light'||s==='dark'?s:${
    respectPrefersColorScheme ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : JSON.stringify(defaultMode)
  };document.documentElement.setAttribute('data-theme',m);}catch(e){}})();`;
}
