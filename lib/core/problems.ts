/**
 * A writer's mistake as the content step reports it: the file, the line where one is known, and
 * what to do about it. Every check of the content step (the front matter, the compile of each
 * document, the sidebar, the model, the links) adds to one list, so a writer sees every mistake at
 * once, each once: the build prints the list and stops; `npm run dev` prints it and shows it in the
 * pages, each mistake on the page of its document and in a notice on every other.
 */
export interface Problem {
  /** The source file, from the repository's root, as the writer knows it (`content/docs/x.mdx`). */
  file: string;
  line?: number;
  message: string;
  /** A warning is printed and the build goes on; any other problem fails it. */
  warning?: boolean;
  /** The page the file makes, where it has one: the notice on other pages links to it. */
  url?: string;
}

const place = ({ file, line }: Problem) => (line === undefined ? file : `${file}:${line}`);

/**
 * One problem as a line of the report, `content/docs/x.mdx:12: message` (`warning: ` before a
 * warning); a message of several lines goes on indented below.
 */
function formatProblem(problem: Problem): string {
  return `${problem.warning ? 'warning: ' : ''}${place(problem)}: ${problem.message.replace(/\n/g, '\n    ')}`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The problems in the order of their files, each file's mistakes by line, then its warnings. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || Number(a.warning ?? false) - Number(b.warning ?? false) || (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The report of a list of problems, grouped by file (a blank line between files), each file's
 * mistakes by line and then its warnings, ending with what it counts: `3 problems in 2 files` (and
 * the warnings apart, which do not fail the build).
 */
export function formatProblems(problems: readonly Problem[]): string {
  const sorted = sortProblems(problems);
  const errors = sorted.filter((problem) => !problem.warning);
  const warnings = sorted.filter((problem) => problem.warning);
  const files = (list: Problem[]) => new Set(list.map((problem) => problem.file)).size;
  const summary = [
    errors.length > 0 ? `${counted(errors.length, 'problem', 'problems')} in ${counted(files(errors), 'file', 'files')}` : '',
    warnings.length > 0 ? `${counted(warnings.length, 'warning', 'warnings')} in ${counted(files(warnings), 'file', 'files')}` : '',
  ].filter(Boolean);
  const lines = sorted.map((problem, index) => `${index > 0 && sorted[index - 1].file !== problem.file ? '\n' : ''}${formatProblem(problem)}`);
  return `${lines.join('\n')}\n${summary.join('; ')}.`;
}

/** Whether any of `problems` is a mistake, not only a warning: the build stops on one. */
export const hasMistakes = (problems: readonly Problem[]) => problems.some((problem) => !problem.warning);

/**
 * A writer's mistakes, thrown where a check cannot go on without the file fixed (the site's
 * configuration, the sidebar's form): what is thrown as this is the writer's to fix, printed as
 * its report; anything else thrown is a fault of the site's own code, printed with its stack.
 */
export class ContentProblems extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentProblems';
  }
}
