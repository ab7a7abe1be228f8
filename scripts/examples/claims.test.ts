import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backedByPage, claimFiles, claimOutcomes, quoteLines } from './claims';
import type { VitestReport } from './report';

describe('quoteLines', () => {
  const guide = ['---', 'title: Routing', '---', '', 'The router answers an `OPTIONS`', 'request itself.', '', 'It never calls the hook.'].join('\n');

  it('finds the line a quote starts on, across the lines a writer wrapped', () => {
    expect(quoteLines('docs/a.mdx', guide, 'answers an `OPTIONS` request itself')).toEqual([5]);
    expect(quoteLines('docs/a.mdx', guide, 'never calls the hook')).toEqual([8]);
  });

  it('reads a TSDoc block without its comment markers', () => {
    const declarations = [
      '/**',
      ' * Routes a request.',
      ' *',
      ' * @remarks',
      ' * - A validator that returns a',
      ' *   Promise lets every origin in.',
      ' */',
    ].join('\n');
    expect(quoteLines('api/utils/index.d.ts', declarations, 'returns a Promise lets every origin in')).toEqual([5]);
  });

  it('gives every line that says it, and none when the page no longer does', () => {
    const twice = 'It never calls the hook.\nAnd it never calls the hook.';
    expect(quoteLines('docs/a.mdx', twice, 'never calls the hook')).toEqual([1, 2]);
    expect(quoteLines('docs/a.mdx', guide, 'always calls the hook')).toEqual([]);
  });

  it('takes a quote’s characters literally', () => {
    expect(quoteLines('docs/a.mdx', 'a (b) c', '(b)')).toEqual([1]);
    expect(quoteLines('docs/a.mdx', 'a b c', '.')).toEqual([]);
  });
});

describe('claimFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'claims-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the test files of a claims folder, as vitest finds them, and none for a tree without one', () => {
    for (const file of ['docs/utils/routing.test.ts', 'api/utils.test.ts', 'worker.ts', 'node_modules/x/y.test.ts']) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), '');
    }
    expect(claimFiles(root)).toEqual(['api/utils.test.ts', 'docs/utils/routing.test.ts']);
    expect(claimFiles(path.join(root, 'absent'))).toEqual([]);
  });
});

describe('claimOutcomes', () => {
  const ranIn = '/tmp/run/claims';
  const pages: Record<string, string> = {
    'content/docs/utils/routing.mdx': 'Intro.\n\nThe router answers a preflight itself.\n\nIt says so. It says so.',
  };
  type Assertion = VitestReport['testResults'][number]['assertionResults'][number];
  const assertion = (title: string, ancestorTitles: string[], status = 'passed', failureMessages: string[] = []): Assertion => ({
    ancestorTitles,
    title,
    fullName: [...ancestorTitles, title].join(' '),
    status,
    failureMessages,
    location: { line: 7, column: 3 },
  });
  const outcomes = (assertionResults: Assertion[], message?: string) =>
    claimOutcomes({
      tree: 'content',
      files: ['docs/routing.test.ts'],
      ranIn,
      report: { testResults: [{ name: `${ranIn}/docs/routing.test.ts`, status: 'passed', message, assertionResults }] },
      readPage: (page) => pages[page],
    });

  it('puts a claim at the line of its page that says what it quotes', () => {
    expect(outcomes([assertion('answers a preflight itself', ['docs/utils/routing.mdx'])])).toEqual([
      {
        page: 'content/docs/utils/routing.mdx',
        line: 3,
        quote: 'answers a preflight itself',
        test: 'content/claims/docs/routing.test.ts:7',
        passed: true,
      },
    ]);
  });

  it('fails a claim that failed at its page and line, with its message', () => {
    const [outcome] = outcomes([assertion('answers a preflight itself', ['docs/utils/routing.mdx'], 'failed', ['AssertionError: expected 200 to be 204'])]);
    expect(outcome).toMatchObject({ page: 'content/docs/utils/routing.mdx', line: 3, passed: false, message: 'AssertionError: expected 200 to be 204' });
  });

  it('fails a claim that passed when its page no longer says it, or says it twice', () => {
    const [gone, twice] = outcomes([
      assertion('answers every request itself', ['docs/utils/routing.mdx']),
      assertion('It says so.', ['docs/utils/routing.mdx']),
    ]);
    expect(gone).toMatchObject({ passed: false, line: 0, message: expect.stringMatching(/^the page no longer says “answers every request itself”/) });
    expect(twice).toMatchObject({ passed: false, line: 0, message: expect.stringMatching(/says “It says so\.” 2 times, at lines 5, 5: quote enough/) });
  });

  it('fails a claim whose describe names no page of the tree, or that sits outside one describe', () => {
    const [unknown, loose] = outcomes([assertion('answers a preflight itself', ['docs/utils/gone.mdx']), assertion('answers a preflight itself', [])]);
    expect(unknown).toMatchObject({ passed: false, message: expect.stringMatching(/^content\/docs\/utils\/gone\.mdx is no page of the tree/) });
    expect(loose).toMatchObject({
      passed: false,
      page: 'content/claims/docs/routing.test.ts',
      message: expect.stringMatching(/one describe whose title is the page/),
    });
  });

  it('fails a claim that did not run, and a file vitest could not load, at the claim’s file', () => {
    expect(outcomes([assertion('answers a preflight itself', ['docs/utils/routing.mdx'], 'skipped')])[0]).toMatchObject({
      passed: false,
      message: 'the claim did not run (skipped)',
    });
    expect(outcomes([], 'Error: Cannot find module ../worker')[0]).toMatchObject({
      page: 'content/claims/docs/routing.test.ts',
      passed: false,
      message: 'Error: Cannot find module ../worker',
    });
  });

  it('counts the claims backed on each page', () => {
    const all = outcomes([
      assertion('answers a preflight itself', ['docs/utils/routing.mdx']),
      assertion('Intro.', ['docs/utils/routing.mdx']),
      assertion('answers every request itself', ['docs/utils/routing.mdx']),
    ]);
    expect(backedByPage(all)).toEqual([['content/docs/utils/routing.mdx', 2]]);
  });
});
