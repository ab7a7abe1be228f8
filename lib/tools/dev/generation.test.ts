import { describe, expect, it } from 'vitest';
import { generationOutcome } from './generation';

// What contentlayer2 0.5.8 prints in `dev` for one generation, line by line.
const MISSING_TITLE = [
  'File updated: docs/lumenize/introduction.mdx',
  'Error: Found 1 problems in 1 documents.',
  '',
  ' └── Missing required fields for 1 documents.',
  '     ',
  '     • "docs/lumenize/introduction.mdx" (of type "Doc") is missing the following required fields:',
  '       • title: string',
  '     ',
  '',
  'successCallback /work/site/.contentlayer',
  'SourceFetchDataError: {',
];

describe('reading a contentlayer dev generation', () => {
  it('is not over until contentlayer says how it ended', () => {
    expect(generationOutcome(MISSING_TITLE.slice(0, -1))).toBeUndefined();
    expect(generationOutcome(['File updated: docs/a.mdx'])).toBeUndefined();
  });

  it('succeeds on "Generated N documents"', () => {
    expect(generationOutcome(['File updated: docs/a.mdx', 'successCallback /x', 'Generated 18 documents in .contentlayer'])).toEqual({ ok: true });
  });

  it('fails with the report that names the file and the field, without contentlayer bookkeeping', () => {
    const outcome = generationOutcome(MISSING_TITLE);
    expect(outcome?.ok).toBe(false);
    const report = outcome && !outcome.ok ? outcome.report : '';
    expect(report).toMatch(/^Error: Found 1 problems in 1 documents\./);
    expect(report).toContain('"docs/lumenize/introduction.mdx" (of type "Doc") is missing the following required fields:');
    expect(report).toContain('• title: string');
    expect(report).not.toMatch(/successCallback|File updated|SourceFetchDataError/);
  });

  it('keeps a failure without a problem report (a broken config) as printed', () => {
    const outcome = generationOutcome(['ConfigReadError: contentlayer.config.ts: Unexpected token (12:3)']);
    expect(outcome).toEqual({ ok: false, report: 'ConfigReadError: contentlayer.config.ts: Unexpected token (12:3)' });
  });
});
