import { describe, expect, it } from 'vitest';
import type { ExampleProject, GuideFile } from './guides';
import { outcomesOf, type VitestReport } from './report';

const test: GuideFile = { path: 'test/a.test.ts', text: '', lines: [11, 12, 13, 14, 15], fenceLine: 10 };
const project: ExampleProject = { guide: 'content/docs/g.mdx', files: new Map(), tests: new Map([['test/a.L10.test.ts', test]]) };
const folder = '/tmp/project';

function reportWith(assertionResults: VitestReport['testResults'][number]['assertionResults'], message?: string): VitestReport {
  return { testResults: [{ name: `${folder}/test/a.L10.test.ts`, status: 'failed', message, assertionResults }] };
}

describe('outcomesOf', () => {
  it('puts a failure at the guide line of the line it failed on', () => {
    const report = reportWith([
      {
        fullName: 'syncs',
        status: 'failed',
        location: { line: 2, column: 1 },
        failureMessages: ['AssertionError: expected 4 to be 2\n    at /tmp/project/test/a.L10.test.ts:4:7'],
      },
      { fullName: 'joins', status: 'passed', location: { line: 3, column: 1 } },
    ]);
    expect(outcomesOf(project, folder, report)).toEqual([
      {
        guide: 'content/docs/g.mdx',
        line: 14,
        title: 'syncs',
        passed: false,
        message: 'AssertionError: expected 4 to be 2\n    at /tmp/project/test/a.L10.test.ts:4:7',
      },
      { guide: 'content/docs/g.mdx', line: 13, title: 'joins', passed: true },
    ]);
  });

  it('says a test timed out, where vitest’s report leaves a placeholder', () => {
    const report = reportWith([
      { fullName: 'slow', status: 'failed', duration: 2000, failureMessages: ['Error: STACK_TRACE_ERROR\n    at /tmp/project/test/a.L10.test.ts:1:1'] },
    ]);
    expect(outcomesOf(project, folder, report)[0]).toMatchObject({
      line: 11,
      message: 'Error: timed out after 2000 ms\n    at /tmp/project/test/a.L10.test.ts:1:1',
    });
  });

  it('counts a skipped test as failed: it did not run', () => {
    const [outcome] = outcomesOf(project, folder, reportWith([{ fullName: 'later', status: 'skipped', location: { line: 1, column: 1 } }]));
    expect(outcome).toMatchObject({ passed: false, line: 11, message: 'the test did not run (skipped)' });
  });

  it('fails a file vitest could not load, or never reported, at its fence', () => {
    expect(outcomesOf(project, folder, reportWith([], 'Error: Cannot find module'))[0]).toMatchObject({
      passed: false,
      line: 10,
      message: 'Error: Cannot find module',
    });
    expect(outcomesOf(project, folder, undefined, 'vitest crashed')[0]).toMatchObject({ passed: false, line: 10, message: 'vitest crashed' });
  });
});
