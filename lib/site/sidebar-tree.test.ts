import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSidebar } from './sidebar';
import { SIDEBAR_TREE } from './sidebar-tree';

const OUT = join(process.cwd(), 'out');
/**
 * A sidebar node serialised as JSON, as it would be in a page's data if passed as a prop
 * (in HTML the data sits in a script string, its quotes escaped).
 */
const SERIALISED_NODE = /\{\\?"type\\?":\\?"(link|category)\\?",\\?"label\\?":/;

function* pageData(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* pageData(path);
    else if (name.endsWith('.txt') || name.endsWith('.html')) yield path;
  }
}

describe('the docs sidebar module', () => {
  it('is the tree lib/site/sidebar.ts builds from the current content', () => {
    expect(SIDEBAR_TREE).toEqual(getSidebar());
  });

  it('is not repeated in the HTML or page data of any docs page of the export', () => {
    const docsOut = join(OUT, 'docs');
    expect(statSync(docsOut, { throwIfNoEntry: false })?.isDirectory(), 'build first: no out/docs').toBe(true);
    const files = [...pageData(docsOut)];
    expect(files.length).toBeGreaterThan(40);
    const carrying = files.filter((file) => SERIALISED_NODE.test(readFileSync(file, 'utf8'))).map((file) => file.slice(OUT.length));
    expect(carrying).toEqual([]);
  });
});
