/**
 * A writer's mistake as the content step reports it: the file, the line where one is known, and
 * what to do about it. Every check of the content step (the compile of each document, the links,
 * the sidebar, the model) adds to one list, so a writer sees every mistake at once, each once.
 */
export interface Problem {
  /** The source file, as the writer knows it (`content/docs/x.mdx`). */
  file: string;
  line?: number;
  message: string;
  /** A warning is printed and the build goes on; any other problem fails it. */
  warning?: boolean;
}

const place = ({ file, line }: Problem) => (line === undefined ? file : `${file}:${line}`);

/**
 * One problem as a line of the report, `content/docs/x.mdx:12: message` (`warning: ` before a
 * warning, as the content step prints every warning); a message of several lines goes on
 * indented below.
 */
export function formatProblem(problem: Problem): string {
  return `${problem.warning ? 'warning: ' : ''}${place(problem)}: ${problem.message.replace(/\n/g, '\n    ')}`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The report of a list of problems, in the order of their files and lines, ending with what it
 * counts: `3 problems in 2 files` (and the warnings apart, which do not fail the build).
 */
export function formatProblems(problems: readonly Problem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const errors = sorted.filter((problem) => !problem.warning);
  const warnings = sorted.filter((problem) => problem.warning);
  const files = (list: Problem[]) => new Set(list.map((problem) => problem.file)).size;
  const summary = [
    errors.length > 0 ? `${counted(errors.length, 'problem', 'problems')} in ${counted(files(errors), 'file', 'files')}` : '',
    warnings.length > 0 ? `${counted(warnings.length, 'warning', 'warnings')} in ${counted(files(warnings), 'file', 'files')}` : '',
  ].filter(Boolean);
  return [...errors, ...warnings].map(formatProblem).join('\n') + `\n${summary.join('; ')}.`;
}

/** Problems that stop the build: thrown by the content step, shown in place of the pages by `npm run dev`. */
export class ContentProblems extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentProblems';
  }
}
