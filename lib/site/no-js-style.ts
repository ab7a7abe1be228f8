/**
 * What changes for a reader without JavaScript (issue 6), as a stylesheet inside `<noscript>` in
 * the head: controls that only work with JavaScript go, every sidebar category is open, and
 * below the desktop breakpoint the navbar shows its links (there is no menu button to open).
 */
export const NO_JS_STYLE = [
  '[data-js-only]{display:none!important}',
  '[data-collapsible]{grid-template-rows:1fr!important}',
  '[data-collapsible]>ul{visibility:visible!important}',
  '@media (max-width:996px){[data-navbar-items]{display:flex!important}}',
].join('');
