import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../build/files';

/**
 * Issue 7, scale: `contentlayer/generated` imports every doc with its compiled body. Bundled, that
 * made Turbopack parse 177 MB of JSON at 1000 docs and took `next build` past 4 GB. Code that
 * Next bundles reads content through lib/content/index.ts, which imports only types from it.
 */
describe('bundled code and contentlayer/generated', () => {
  it('imports only types from contentlayer/generated in app/, components/ and lib/ (build scripts aside)', () => {
    const sources = ['app', 'components', 'lib']
      .flatMap((dir) => filesUnder(dir, { skip: ['build', 'dev', 'test', 'bench', 'generated'] }))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(20);
    const valueImports = sources.filter((file) =>
      /import\s+(?!type\b)[^;]*?from\s+['"]contentlayer\/generated['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(valueImports).toEqual([]);
  });
});
