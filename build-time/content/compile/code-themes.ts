import type { ThemeRegistrationRaw } from 'shiki';
import githubDarkDimmed from 'shiki/themes/github-dark-dimmed.mjs';
import githubLight from 'shiki/themes/github-light.mjs';

/*
 * github-light and github-dark-dimmed, with the token colours that fall under WCAG AA (4.5:1) on
 * our code, highlighted-line and diff-line backgrounds (code-block.module.css) moved just far
 * enough: comments, green, red and orange in light mode; comments and red in dark mode.
 * e2e/code-blocks.spec.ts measures every token on a page in both modes.
 */
export const lightCodeTheme: ThemeRegistrationRaw = {
  ...githubLight,
  colorReplacements: { '#6a737d': '#646c76', '#22863a': '#1f7b35', '#d73a49': '#c63543', '#e36209': '#b34d07' },
};

export const darkCodeTheme: ThemeRegistrationRaw = {
  ...githubDarkDimmed,
  colorReplacements: { '#768390': '#96a0aa', '#f47067': '#f57a72' },
};
