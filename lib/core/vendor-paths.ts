/** Where mermaid's browser build is served from (build-time/vendor.ts puts it there). */
export const MERMAID_BROWSER_BUILD = '/vendor/mermaid/mermaid.esm.min.mjs';
