import { describe, expect, it } from 'vitest';
import { guideLineOf, projectsOf, testExamplesOf, vitestConfigOf } from './guides';

const FENCE = '```';
const guide = [
  '---',
  'title: A guide',
  '---',
  '',
  `${FENCE}ts title="test/a.test.ts" {2}`,
  "import { it } from 'vitest';",
  "import { Worker } from '../src/index';",
  "it('runs', () => {});",
  FENCE,
  '',
  `${FENCE}ts title="src/index.ts"`,
  'export const Worker = 1;',
  FENCE,
  '',
  `${FENCE}js title="vitest.config.js"`,
  "  wrangler: { configPath: './wrangler.jsonc' }, // [!code --]",
  "  wrangler: { configPath: './test/wrangler.jsonc' }, // [!code ++]",
  FENCE,
  '',
  `${FENCE}bash title="Terminal"`,
  '$ npx vitest --run',
  FENCE,
  '',
  `${FENCE}ts title="src/index.ts"`,
  '// @errors: 2339',
  'export const Worker = 2;',
  FENCE,
  '',
  `${FENCE}ts title="test/a.test.ts"`,
  "it('runs again', () => {});",
  FENCE,
  '',
  `${FENCE}ts title="test/b.test.ts" sketch`,
  "it('needs a server', () => {});",
  FENCE,
].join('\n');

describe('testExamplesOf', () => {
  const { tests, sketches } = testExamplesOf('content/docs/guide.mdx', guide);

  it('finds each test fence, with the page’s other files as the test sees them', () => {
    expect(tests.map((test) => [test.test.path, test.test.fenceLine])).toEqual([
      ['test/a.test.ts', 5],
      ['test/a.test.ts', 29],
    ]);
    // The first test is shown before any Worker: it gets the first one after it.
    expect(tests[0].files.find((file) => file.path === 'src/index.ts')?.text).toBe('export const Worker = 1;\n');
    // The second gets the last one before it, without the type check's notation.
    expect(tests[1].files.find((file) => file.path === 'src/index.ts')?.text).toBe('export const Worker = 2;\n');
    expect(tests[0].files.map((file) => file.path)).not.toContain('Terminal');
  });

  it('saves a file as the reader copies it: removed lines gone, highlight marks dropped', () => {
    const config = tests[0].files.find((file) => file.path === 'vitest.config.js')!;
    expect(config.text).toBe("  wrangler: { configPath: './test/wrangler.jsonc' },\n");
    expect(config.lines).toEqual([17]);
  });

  it('keeps a test whose meta says sketch out of the run, and lists it', () => {
    expect(sketches).toEqual([{ guide: 'content/docs/guide.mdx', fenceLine: 33, path: 'test/b.test.ts' }]);
  });

  it('maps a line of a written file back to the guide', () => {
    expect(guideLineOf(tests[0].test, 3)).toBe(8);
    expect(guideLineOf(tests[0].test, 99)).toBe(5);
  });
});

describe('projectsOf', () => {
  it('runs tests that see the same files together, each named after its line', () => {
    const page = guide.replace(`${FENCE}ts title="src/index.ts"\n// @errors: 2339\nexport const Worker = 2;\n${FENCE}\n`, '');
    const projects = projectsOf(testExamplesOf('content/docs/guide.mdx', page).tests);
    expect(projects).toHaveLength(1);
    expect([...projects[0].tests.keys()]).toEqual(['test/a.L5.test.ts', 'test/a.L25.test.ts']);
  });

  it('separates tests that see different versions of a file', () => {
    expect(projectsOf(testExamplesOf('content/docs/guide.mdx', guide).tests)).toHaveLength(2);
  });
});

describe('vitestConfigOf', () => {
  it('names the page’s vitest configuration', () => {
    const [project] = projectsOf(testExamplesOf('content/docs/guide.mdx', guide).tests);
    expect(vitestConfigOf(project)).toBe('vitest.config.js');
  });

  it('refuses a test whose page shows no configuration, and says what to do', () => {
    const page = [`${FENCE}ts title="test/c.test.ts"`, "it('x', () => {});", FENCE].join('\n');
    const [project] = projectsOf(testExamplesOf('content/docs/other.mdx', page).tests);
    expect(() => vitestConfigOf(project)).toThrow(/no vitest\.config\.js.*`sketch`/);
  });
});
