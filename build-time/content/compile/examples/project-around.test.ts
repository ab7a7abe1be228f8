import { describe, expect, it } from 'vitest';
import { projectAround } from './project-around';

describe('projectAround', () => {
  const names = ['test/a.test.ts', 'src/index.ts', 'test/a.test.ts', 'src/index.ts', 'wrangler.jsonc', 'test/a.test.ts'];

  it('takes the last version of a file shown before the fence', () => {
    expect(projectAround(names, 5)).toEqual(
      new Map([
        ['src/index.ts', 3],
        ['wrangler.jsonc', 4],
      ]),
    );
  });

  it('takes the first version shown after it when the page shows the file later', () => {
    expect(projectAround(names, 0)).toEqual(
      new Map([
        ['wrangler.jsonc', 4],
        ['src/index.ts', 1],
      ]),
    );
    expect(projectAround(names, 2).get('src/index.ts')).toBe(1);
  });

  it('leaves out the fence’s own path', () => {
    expect(projectAround(names, 2).has('test/a.test.ts')).toBe(false);
  });
});
