import { projectAround } from '@/build-time/content/compile/examples/project-around';
import { readMarkdownSource } from '@/build-time/content/compile/markdown-source';

/** A file of a guide's example project: a fence with a title, as the reader would save it. */
export interface GuideFile {
  /** The path the fence's title names, from the project's root: `test/usage.test.ts`. */
  path: string;
  /** The file as the reader saves it: the site's code notations (`// [!code ++]`, `// @errors: …`) resolved. */
  text: string;
  /** The guide's line of each line of `text` (1-based). */
  lines: number[];
  /** The line of the fence's opening marker. */
  fenceLine: number;
}

/** One vitest test file of a guide, with the files of the project it runs in. */
export interface TestExample {
  guide: string;
  test: GuideFile;
  /** The other files of the page's project, as this test sees them (see `projectAround`). */
  files: GuideFile[];
}

/** A test fence the guide shows as a sketch (`sketch` in its meta): type-checked, never run. */
export interface Sketch {
  guide: string;
  fenceLine: number;
  path: string;
}

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** The fences that become files: code and the configuration a project needs. */
const FILE_LANGUAGES = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs', 'json', 'jsonc']);
const titleOf = (meta: string) => /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];
const isSketch = (meta: string) => /(?:^|\s)sketch(?:\s|$)/.test(meta);

/** A title that names a file inside the project (`src/index.ts`), not a label (`Terminal`). */
function projectPath(title: string | undefined): string | undefined {
  if (!title || !/^[\w.\-/]+\.\w+$/.test(title) || title.startsWith('/') || title.split('/').includes('..')) return undefined;
  return title;
}

/**
 * The file a fence shows, as a reader copies it: a line marked `// [!code --]` is the one to
 * remove, other `// [!code …]` marks are highlighting, and twoslash's `// @errors: …` lines are
 * the type check's, never the reader's.
 */
function savedFile(code: string, fenceLine: number): { text: string; lines: number[] } {
  const kept: string[] = [];
  const lines: number[] = [];
  code.split('\n').forEach((line, index) => {
    if (/\/\/\s*\[!code --\]\s*$/.test(line) || /^\s*\/\/\s*@errors:/.test(line)) return;
    kept.push(line.replace(/\s*\/\/\s*\[!code [^\]]+\]\s*$/, ''));
    lines.push(fenceLine + 1 + index);
  });
  return { text: kept.join('\n') + '\n', lines };
}

/**
 * The test examples of one guide, each with its project: the page's other titled fences, chosen as
 * the build's type check chooses them (`projectAround`).
 */
export function testExamplesOf(guide: string, source: string): { tests: TestExample[]; sketches: Sketch[] } {
  const fences = readMarkdownSource(source, guide)
    .fences.filter((fence) => FILE_LANGUAGES.has(fence.lang))
    .map((fence) => ({ ...fence, path: projectPath(titleOf(fence.meta)) }))
    .filter((fence): fence is typeof fence & { path: string } => fence.path !== undefined);
  const files: GuideFile[] = fences.map((fence) => ({ path: fence.path, fenceLine: fence.start, ...savedFile(fence.code, fence.start) }));
  const tests: TestExample[] = [];
  const sketches: Sketch[] = [];
  fences.forEach((fence, index) => {
    if (!TEST_FILE.test(fence.path)) return;
    if (isSketch(fence.meta)) {
      sketches.push({ guide, fenceLine: fence.start, path: fence.path });
      return;
    }
    const around = [
      ...projectAround(
        files.map((file) => file.path),
        index,
      ).values(),
    ].map((at) => files[at]);
    tests.push({ guide, test: files[index], files: around.filter((file) => !TEST_FILE.test(file.path)) });
  });
  return { tests, sketches };
}

/** A project directory of one guide: the tests that share the same other files run together. */
export interface ExampleProject {
  guide: string;
  /** The files to write, by path: the shared files and each test under a name of its own. */
  files: Map<string, GuideFile>;
  /** Each written test file's path, with the test fence it comes from. */
  tests: Map<string, GuideFile>;
}

/**
 * Groups a guide's tests into projects, one per set of other files, and names each test file after
 * its fence's line (`test/usage.L47.test.ts`), so two versions of one title can sit side by side
 * and vitest's output already says where in the guide a test comes from.
 */
export function projectsOf(tests: TestExample[]): ExampleProject[] {
  const projects = new Map<string, ExampleProject>();
  for (const example of tests) {
    const key = [example.guide, ...example.files.map((file) => `${file.path}@${file.fenceLine}`).sort()].join('\n');
    let project = projects.get(key);
    if (!project) {
      project = { guide: example.guide, files: new Map(example.files.map((file) => [file.path, file])), tests: new Map() };
      projects.set(key, project);
    }
    const named = example.test.path.replace(TEST_FILE, (ending) => `.L${example.test.fenceLine}${ending}`);
    project.tests.set(named, example.test);
  }
  return [...projects.values()];
}

/** The vitest configuration a project runs with, or why it cannot run: a page must show one. */
export function vitestConfigOf(project: ExampleProject): string {
  const config = [...project.files.keys()].find((path) => /^vitest\.config\.[cm]?[jt]s$/.test(path));
  if (config) return config;
  throw new Error(
    'A test example, but the page shows no vitest.config.js to run it with. ' +
      'Show the configuration the test runs with, or, if the test is a sketch that needs something outside the page ' +
      "(a server of yours), say so with `sketch` in the fence's meta: it is then type-checked but not run.",
  );
}

/** The guide line of a line of a written file (1-based), or the fence's line when out of range. */
export function guideLineOf(file: GuideFile, line: number): number {
  return file.lines[line - 1] ?? file.fenceLine;
}
