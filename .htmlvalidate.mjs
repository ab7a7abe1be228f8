/**
 * html-validate over every page of the export (build-time/html-validate.export.test.ts). The recommended rules,
 * less those that only restate how React serialises markup, which we do not write by hand.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>, boolean attributes as async="" / hidden="", and charSet.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // React's useId ids start with "_", which HTML allows (any id without spaces).
    'valid-id': ['error', { relaxed: true }],
    // The base-path banner must show when the CSS failed to load, and the announcement's colours
    // come from the site config: both are inline styles on purpose.
    'no-inline-style': 'off',
    // Titles are the pages' own (a post's title plus "| Lumenize"); length is an SEO hint, not validity.
    'long-title': 'off',
  },
};
