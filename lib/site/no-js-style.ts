/**
 * What changes for a reader without JavaScript, as a stylesheet inside `<noscript>` in the head:
 * the controls that need a script (marked `data-js-only`: the colour-mode toggle, the code and
 * page copy buttons, word wrap, the announcement's close button, search) are not shown. Sidebar
 * categories, tabs, the mobile panels and the table of contents are HTML and CSS, and work as they are.
 * A code block's header then holds its language badge alone, without the buttons' columns.
 */
export const NO_JS_STYLE = '[data-js-only]{display:none!important}[data-code-toolbar]{grid-template-columns:auto!important}';
