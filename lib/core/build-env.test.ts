import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The site's code: what ships and what builds (scripts/ and e2e/ are the tools', with their own settings). */
const ROOTS = ['app', 'components', 'lib', 'contentlayer.config.ts', 'next.config.mjs'];
const LIST = 'lib/core/build-env.ts';

const sources = (path: string): string[] => {
  if (/\.(ts|tsx|mjs)$/.test(path)) return [path];
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) => sources(join(path, entry.name)));
  } catch {
    return [];
  }
};

describe('the build options', () => {
  it('are read only through the one list, and each is documented there', () => {
    const list = readFileSync(LIST, 'utf8');
    const elsewhere = ROOTS.flatMap(sources)
      .filter((file) => file !== LIST && !file.endsWith('.test.ts') && file !== 'next.config.mjs')
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/process\.env\.(\w+)/g)].map((match) => `${file}: ${match[1]}`))
      .filter((read) => !read.endsWith(': NODE_ENV'));
    expect(elsewhere).toEqual([]);
    const listed = [...list.matchAll(/process\.env\.(\w+)/g)].map((match) => match[1]);
    // Read once, and named once more in its comment.
    for (const name of listed) expect(list.split(name).length - 1, `${name} has no comment naming it`).toBeGreaterThanOrEqual(2);
    const config = [...readFileSync('next.config.mjs', 'utf8').matchAll(/process\.env\.(\w+)/g)].map((match) => match[1]);
    expect(config.filter((name) => !listed.includes(name))).toEqual([]);
  });
});
