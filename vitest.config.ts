import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'contentlayer/generated': fileURLToPath(new URL('./.contentlayer/generated', import.meta.url)),
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'build-time/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
