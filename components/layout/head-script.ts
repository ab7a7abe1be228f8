import { TABS_STORAGE_PREFIX } from '@/components/mdx/tabs';
import { codeBlockRuntime, COPIED_FOR_MS, copyableText } from '@/lib/browser/code-block';
import { colorModeRuntime } from '@/lib/browser/color-mode';
import { copyPageRuntime } from '@/lib/browser/copy-page';
import { copyText } from '@/lib/browser/copy-text';
import { docsVersionRuntime } from '@/lib/browser/docs-version';
import { DESKTOP_BREAKPOINT, DOCS_PANEL_ID, NAV_PANEL_ID, navPanelsRuntime } from '@/lib/browser/nav-panels';
import { searchShortcutRuntime } from '@/lib/browser/search-shortcut';
import { tabsRuntime } from '@/lib/browser/tabs';
import { typeHoversRuntime } from '@/lib/browser/type-hovers';
import { TWOSLASH_HOVER, TWOSLASH_POPUP_ATTRIBUTE } from '@/lib/core/code-hovers';
import { COLOR_MODE_STORAGE_KEY, colorModeLabel, defaultColorMode, nextColorMode } from '@/lib/core/color-mode';
import { siteConfig } from '@/lib/site/site-config';
import { preferredVersionKey } from '@/lib/core/versions';
import { inlineScript } from '@/lib/site/inline-script';

/** What a code block's copy leaves out of its lines: shell prompts (build-time/content/compile/shiki-transformers.ts) and type hovers' popups. */
const COPY_LEAVES_OUT = `[data-prompt], [${TWOSLASH_POPUP_ATTRIBUTE}]`;

/** How long `Copy page` says `Copied` (or that it failed). */
const COPY_PAGE_SHOWN_MS = 2000;

/**
 * The one inline script of every page's `<head>`, run before the body is parsed: the colour mode
 * (so the first paint has the right theme, and the toggle works until React takes it over), the
 * document-level handlers of the controls that need a script, and the reader's docs version. Each
 * listens on `document` (or `window`), so a control works from the moment it is parsed, whether the
 * framework's scripts have arrived or not, and on pages the framework renders later. Controls that HTML and CSS can do alone (sidebar
 * categories, tabs, the mobile panels, the table of contents) work without it; it only adds to them.
 */
export function headScript(): string {
  return [
    inlineScript(
      colorModeRuntime,
      COLOR_MODE_STORAGE_KEY,
      defaultColorMode(siteConfig.colorMode),
      siteConfig.colorMode.respectPrefersColorScheme,
      nextColorMode,
      colorModeLabel,
    ),
    inlineScript(navPanelsRuntime, NAV_PANEL_ID, DOCS_PANEL_ID, DESKTOP_BREAKPOINT),
    inlineScript(tabsRuntime, TABS_STORAGE_PREFIX),
    inlineScript(codeBlockRuntime, COPIED_FOR_MS, copyableText, COPY_LEAVES_OUT, copyText),
    inlineScript(typeHoversRuntime, TWOSLASH_HOVER),
    inlineScript(copyPageRuntime, COPY_PAGE_SHOWN_MS, copyText),
    inlineScript(searchShortcutRuntime),
    inlineScript(docsVersionRuntime, preferredVersionKey(siteConfig.docs)),
  ].join('\n');
}
