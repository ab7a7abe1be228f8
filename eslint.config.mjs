import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Next's rules (React, hooks, core web vitals), typescript-eslint's, and jsx-a11y's recommended set. */
export default [
  {
    ignores: [
      '.next/**',
      '.contentlayer/**',
      'out/**',
      'out-fixture/**',
      'public/pagefind/**',
      'lib/generated/*.json',
      'lib/examples/types/**',
      'next-env.d.ts',
      'test-results/**',
      'bench-results/**',
    ],
  },
  ...nextVitals,
  ...nextTypeScript,
  { rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'contentlayer/generated',
              allowTypeImports: true,
              message:
                'It imports every document with its compiled tree; read documents through lib/content/generated.ts (types may be imported).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
];
