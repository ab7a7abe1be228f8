import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimOf, claimOutcomes, lineOf } from './claims';

const tree = mkdtempSync(path.join(tmpdir(), 'claims-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));
mkdirSync(path.join(tree, 'docs/rpc'), { recursive: true });
writeFileSync(
  path.join(tree, 'docs/rpc/introduction.mdx'),
  ['# RPC', '', 'The DO finds the cursor by replaying the calls', 'before it, so the `INSERT` runs twice.'].join('\n'),
);

describe('claimOf', () => {
  it('reads the page and the words from a test name', () => {
    expect(claimOf('docs/rpc/introduction.mdx :: the `INSERT` runs twice')).toEqual({ page: 'docs/rpc/introduction.mdx', says: 'the `INSERT` runs twice' });
    expect(claimOf('inserts twice')).toBeUndefined();
  });
});

describe('lineOf', () => {
  it('finds words that wrap onto the next line, in prose or a comment', () => {
    expect(lineOf('a\nreplaying the calls\nbefore it, so\n', 'the calls before it')).toBe(2);
    expect(lineOf('/**\n * Hazard: the function must\n *   return a boolean.\n */', 'must return a boolean')).toBe(2);
    expect(lineOf('nothing here', 'runs twice')).toBeUndefined();
  });
});

describe('claimOutcomes', () => {
  const report = (fullName: string, status = 'passed') => ({
    testResults: [
      { name: '/x/claims.test.ts', status, assertionResults: [{ fullName, status, failureMessages: status === 'passed' ? [] : ['AssertionError: 3 !== 2'] }] },
    ],
  });

  it('reports a claim at the line of the page that says it', () => {
    expect(claimOutcomes(tree, report('docs/rpc/introduction.mdx :: the `INSERT` runs twice'), '')).toEqual([
      { guide: `${tree}/docs/rpc/introduction.mdx`, line: 4, title: 'the `INSERT` runs twice', passed: true },
    ]);
  });

  it('fails a claim whose test fails, or whose page no longer says it', () => {
    const [failed] = claimOutcomes(tree, report('docs/rpc/introduction.mdx :: the `INSERT` runs twice', 'failed'), '');
    expect(failed).toMatchObject({ line: 4, passed: false, message: 'AssertionError: 3 !== 2' });
    const [gone] = claimOutcomes(tree, report('docs/rpc/introduction.mdx :: the `INSERT` runs three times'), '');
    expect(gone).toMatchObject({ passed: false, message: 'the page no longer says: the `INSERT` runs three times' });
  });

  it('fails a test that names no page', () => {
    expect(claimOutcomes(tree, report('inserts twice'), '')[0]).toMatchObject({ passed: false });
  });
});
