import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests in tiers, one vitest project each, by what a test needs: `npm run test:unit` needs no
 * build, `test:content` runs the content step on small projects of its own (`*.content.test.ts`),
 * `test:export` checks the built exports, `out/` and `out-fixture/` (`*.export.test.ts`).
 * `npm test` runs each tier as soon as it can run (scripts/test/test.ts).
 */
const TESTS = ['lib', 'build-time', 'components', 'scripts'].map((folder) => `${folder}/**/*.test.ts`);
const tier = (name: string) => TESTS.map((pattern) => pattern.replace(/\.test\.ts$/, `.${name}.test.ts`));
const CONTENT = tier('content');
const EXPORT = tier('export');

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'contentlayer/generated': fileURLToPath(new URL('./.contentlayer/generated', import.meta.url)),
    },
  },
  test: {
    testTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: TESTS, exclude: [...CONTENT, ...EXPORT] } },
      { extends: true, test: { name: 'content', include: CONTENT } },
      { extends: true, test: { name: 'export', include: EXPORT } },
    ],
  },
});
