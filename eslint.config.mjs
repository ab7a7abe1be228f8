import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const CONTENTLAYER_GENERATED = {
  name: 'contentlayer/generated',
  allowTypeImports: true,
  message:
    'It imports every document with its compiled tree; the content step takes documents from build-time/content/contentlayer.ts and a page reads its own tree (lib/site/page-content.ts); types may be imported.',
};

/** The checks that use zod run in the content step; the modules routes load stay without it. */
const CHECKS = [
  'build-time/content/*-schema.ts',
  'build-time/content/sidebar-yaml.ts',
  'build-time/content/blog-fields.ts',
  'build-time/content/site-config-schema.ts',
];
const ZOD = {
  name: 'zod',
  allowTypeImports: true,
  message: `next dev loads a route's whole server bundle again on every request to it, so the schema library stays out of what routes import; checks belong in the content step's modules (${CHECKS.join(', ')}).`,
};

/** typescript-eslint's recommended rules, React's and its hooks', Next's core web vitals, and jsx-a11y's recommended set. */
export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.contentlayer/**',
      'out/**',
      'out-fixture/**',
      'public/pagefind/**',
      'public/vendor/**',
      'lib/generated/*.json',
      'build-time/content/compile/examples/*.d.ts',
      'next-env.d.ts',
      '**/*.module.d.css.ts',
      'test-results/**',
      'bench-results/**',
      '.wrangler/**',
      '.cache/**',
    ],
  },
  tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs.flat.recommended,
  nextPlugin.configs['core-web-vitals'],
  jsxA11y.flatConfigs.recommended,
  {
    settings: { react: { version: 'detect' } },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTENTLAYER_GENERATED, ZOD] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // A static export has no image optimiser: next/image would render the same <img>, with a script.
      '@next/next/no-img-element': 'off',
      // Code blocks, signatures, tables and diagrams (a named group) that scroll sideways are
      // focusable so the keyboard can scroll them.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre', 'table'], roles: ['group'] }],
    },
  },
  {
    // Tests, and the scripts run by hand (scripts/), load no route: they may use zod too.
    files: [...CHECKS, '**/*.test.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTENTLAYER_GENERATED] }] },
  },
  {
    // Playwright's fixtures take a `use` callback; they are not React hooks.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The API reference's declarations state the packages' published signatures, `any` included, and
    // the fixture's package reaches a module it re-exports from through a reference, as a .d.ts may.
    files: ['**/api/**/*.d.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/triple-slash-reference': 'off' },
  },
);
