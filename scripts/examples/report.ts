import path from 'node:path';
import { guideLineOf, type ExampleProject } from './guides';

/** One test of a guide, run: where the guide shows it and how it went. */
export interface Outcome {
  guide: string;
  line: number;
  title: string;
  passed: boolean;
  /** Why it failed, as vitest says it: the first lines of its message. */
  message?: string;
}

/** The parts of vitest's JSON report that are read here. */
export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: {
      /** The titles of the describes around the test, outermost first. */
      ancestorTitles?: string[];
      /** The test's own title. */
      title?: string;
      fullName: string;
      status: string;
      duration?: number;
      failureMessages?: string[];
      location?: { line: number; column: number };
    }[];
  }[];
}

const firstLines = (text: string, count = 6) => text.split('\n').slice(0, count).join('\n');

/**
 * The outcome of each test of a project, at the guide's line: the failing line when vitest's
 * message points into the test file, or else the test's `it(` line. Only a test that passed
 * counts as passed: a skipped or pending one did not run, and a test file that vitest could not
 * load, or that it never reported, fails at its fence.
 */
export function outcomesOf(project: ExampleProject, folder: string, report: VitestReport | undefined, runError?: string): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const [written, fence] of project.tests) {
    const result = report?.testResults.find((file) => path.resolve(file.name) === path.resolve(folder, written));
    if (!result || result.assertionResults.length === 0) {
      const why = result?.message || runError || 'vitest reported nothing for this file';
      outcomes.push({ guide: project.guide, line: fence.fenceLine, title: written, passed: false, message: firstLines(why) });
      continue;
    }
    const pointer = new RegExp(`${path.basename(written).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`);
    for (const test of result.assertionResults) {
      // vitest's JSON report keeps only a placeholder for a timeout's message.
      const message = (test.failureMessages ?? []).join('\n').replace(/^Error: STACK_TRACE_ERROR\b/, `Error: timed out after ${test.duration} ms`);
      const failingLine = Number(pointer.exec(message)?.[1] ?? test.location?.line ?? 0);
      const line = failingLine ? guideLineOf(fence, failingLine) : fence.fenceLine;
      if (test.status === 'passed')
        outcomes.push({ guide: project.guide, line: guideLineOf(fence, test.location?.line ?? 0), title: test.fullName, passed: true });
      else
        outcomes.push({
          guide: project.guide,
          line,
          title: test.fullName,
          passed: false,
          message: firstLines(message || `the test did not run (${test.status})`),
        });
    }
  }
  return outcomes;
}
