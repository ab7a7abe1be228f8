import { copyPageRuntime } from '@/components/docs/copy-page-script';
import { codeBlockRuntime, COPIED_FOR_MS, copyableText } from '@/components/mdx/code-block-script';
import { TABS_STORAGE_PREFIX } from '@/components/mdx/tab-group';
import { tabsRuntime } from '@/components/mdx/tabs-script';
import { searchShortcutRuntime } from '@/components/search/search-shortcut-script';
import { copyText } from '@/lib/site/copy-text';
import { inlineScript } from '@/lib/site/inline-script';
import { themeScript } from '@/lib/site/theme-script';
import { DESKTOP_BREAKPOINT, DOCS_PANEL_ID, NAV_PANEL_ID, navPanelsRuntime } from './nav-panels';

/** How long `Copy page` says `Copied` (or that it failed). */
const COPY_PAGE_SHOWN_MS = 2000;

/**
 * The one inline script of every page's `<head>`, run before the body is parsed: the colour mode
 * (so the first paint has the right theme), and the document-level handlers of the controls that
 * need a script. Each listens on `document`, so a control works from the moment it is parsed,
 * whether the framework's scripts have arrived or not, and on pages the framework renders later.
 * Controls that HTML and CSS can do alone (sidebar categories, tabs, the mobile panels, the table
 * of contents) work without it; it only adds to them.
 */
export function headScript(): string {
  return [
    themeScript(),
    inlineScript(navPanelsRuntime, NAV_PANEL_ID, DOCS_PANEL_ID, DESKTOP_BREAKPOINT),
    inlineScript(tabsRuntime, TABS_STORAGE_PREFIX),
    inlineScript(codeBlockRuntime, COPIED_FOR_MS, copyableText, copyText),
    inlineScript(copyPageRuntime, COPY_PAGE_SHOWN_MS, copyText),
    inlineScript(searchShortcutRuntime),
  ].join('\n');
}
