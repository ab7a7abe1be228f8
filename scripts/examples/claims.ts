import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Outcome, VitestReport } from './report';

/**
 * Claim tests back what the docs say about a release's behaviour with a run: each is a vitest test
 * in `scripts/examples/claims/<release>/`, named `<page> :: <words the page says>`, where the page
 * is a file of the docs tree (`docs/rpc/introduction.mdx`, `api/routing/index.d.ts`). The run
 * reports each at the line of the page that says those words, and fails a claim whose page no
 * longer says them, so a sentence and its test cannot drift apart unnoticed.
 */
export const CLAIMS_FOLDER = 'scripts/examples/claims';

const SEPARATOR = ' :: ';

/** The page and the words a claim test's name backs, or undefined for a name without them. */
export function claimOf(name: string): { page: string; says: string } | undefined {
  const at = name.indexOf(SEPARATOR);
  if (at < 0) return undefined;
  return { page: name.slice(0, at).trim(), says: name.slice(at + SEPARATOR.length).trim() };
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The line of a page's text where `says` begins, reading the text with its line breaks and runs
 * of spaces as single spaces (a sentence may wrap in a declaration's comment), or undefined.
 */
export function lineOf(text: string, says: string): number | undefined {
  const wanted = squeeze(says);
  // A claim's words may run on over the next lines, each stripped of a comment's leading `*`.
  const lines = text.split('\n').map((line) => line.replace(/^\s*\*\s?/, ''));
  const from = (start: number) => squeeze(lines.slice(start, start + 6).join(' '));
  for (let start = 0; start < lines.length; start++) {
    if (from(start).includes(wanted) && !from(start + 1).includes(wanted)) return start + 1;
  }
  return undefined;
}

/**
 * Each claim test of a run, at the page and line it backs: passed only when the test passed and
 * the page still says its words. A test whose name names no page fails, as a claim with nothing
 * to back.
 */
export function claimOutcomes(tree: string, report: VitestReport | undefined, runError: string): Outcome[] {
  if (!report) return [{ guide: CLAIMS_FOLDER, line: 0, title: 'claim tests', passed: false, message: runError || 'vitest reported nothing' }];
  return report.testResults.flatMap((file) =>
    file.assertionResults.length === 0
      ? [{ guide: path.relative(process.cwd(), file.name), line: 0, title: 'claim tests', passed: false, message: file.message ?? runError }]
      : file.assertionResults.map((test): Outcome => {
          const claim = claimOf(test.fullName.split(' > ').at(-1) ?? test.fullName);
          if (!claim)
            return { guide: CLAIMS_FOLDER, line: 0, title: test.fullName, passed: false, message: 'a claim test names `<page> :: <words the page says>`' };
          const page = path.join(tree, claim.page);
          const line = existsSync(page) ? lineOf(readFileSync(page, 'utf8'), claim.says) : undefined;
          const where = { guide: page.split(path.sep).join('/'), line: line ?? 0, title: claim.says };
          if (line === undefined) return { ...where, passed: false, message: `the page no longer says: ${claim.says}` };
          if (test.status !== 'passed')
            return { ...where, passed: false, message: (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n') || test.status };
          return { ...where, passed: true };
        }),
  );
}
