import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests in tiers, one vitest project each, by what a test needs: `npm run test:unit` needs no
 * build, `test:content` runs the content step on small projects of its own (`*.content.test.ts`),
 * `test:export` checks what the build made: the exports `out/` and `out-fixture/`, and the site's
 * page model (`*.export.test.ts`).
 * `npm test` runs each tier as soon as it can run (scripts/test/test.ts).
 */
const TESTS = ['lib', 'build-time', 'components', 'scripts'].map((folder) => `${folder}/**/*.test.ts`);
const tier = (name: string) => TESTS.map((pattern) => pattern.replace(/\.test\.ts$/, `.${name}.test.ts`));
const CONTENT = tier('content');
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const EXPORT = tier('export');

export default defineConfig({
  resolve: {
    alias: {
      '@': here('.'),
      'contentlayer/generated': here('.contentlayer/generated'),
    },
  },
  test: {
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        // The unit tier reads nothing a build writes: the modules the content step generates stand
        // in as the content folder's own site config, and a model of no pages with a sidebar of one doc (its version's).
        resolve: {
          alias: [
            { find: '@/lib/generated/site-config.json', replacement: here('content/site.config.ts') },
            { find: '@/lib/generated/site.json', replacement: here('scripts/test/stand-ins/site.json') },
          ],
        },
        test: { name: 'unit', include: TESTS, exclude: [...CONTENT, ...EXPORT] },
      },
      { extends: true, test: { name: 'content', include: CONTENT } },
      { extends: true, test: { name: 'export', include: EXPORT } },
    ],
  },
});
