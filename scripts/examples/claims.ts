import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIMS_DIR } from '@/build-time/content/version-layout';
import type { VitestReport } from './report';

/**
 * The claim tests of a docs tree: a vitest project of its own, `claims/` beside the tree's docs/ and
 * api/ (its `vitest.config.js`, `wrangler.jsonc`, the Worker they run beside, and the tests), run in
 * workerd against the packages the tree documents, after the guides' examples.
 *
 * A claim test backs one statement of one page. It sits in a `describe` whose title is the page's
 * path within the tree (`docs/utils/cors-support.mdx`, `api/utils/index.d.ts`, `blog/….mdx`), and
 * its own title is a quote of the statement, as the page writes it: the quote is its pointer, so
 * the claim finds its line however the page around it moves, and fails when the page stops saying
 * it.
 */
export const CLAIMS_CONFIG = 'vitest.config.js';

/** One claim test, run: the statement it backs, where the page says it, and how it went. */
export interface ClaimOutcome {
  /** The page, from the repository root: `content/docs/utils/cors-support.mdx`. */
  page: string;
  /** The page's line where the quote starts; 0 when the page does not say it once. */
  line: number;
  quote: string;
  /** The claim test, from the repository root, with its line: `content/claims/….test.ts:12`. */
  test: string;
  passed: boolean;
  /** Why it failed: the claim's own failure, or why it does not point at one statement. */
  message?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The lines of a page where `quote` starts. Line breaks and runs of spaces count as one space,
 * and in a TypeScript file so do the comment markers that open each line of a TSDoc block (`*`,
 * `//`), so a quote can run across the lines a writer wrapped.
 */
export function quoteLines(page: string, text: string, quote: string): number[] {
  const comment = /\.[cm]?tsx?$/.test(page) ? /^\s*(?:\/\*\*|\*\/|\*|\/\/)?/ : /^/;
  const starts: number[] = [];
  let flat = '';
  text.split('\n').forEach((line) => {
    const words = line.replace(comment, '').replace(/\s+/g, ' ').trim();
    if (!words) {
      starts.push(-1);
      return;
    }
    if (flat) flat += ' ';
    starts.push(flat.length);
    flat += words;
  });
  const wanted = quote.replace(/\s+/g, ' ').trim();
  if (!wanted) return [];
  const lines: number[] = [];
  for (const match of flat.matchAll(new RegExp(escape(wanted), 'g'))) {
    let line = 0;
    starts.forEach((start, index) => {
      if (start !== -1 && start <= match.index) line = index + 1;
    });
    lines.push(line);
  }
  return lines;
}

/** The claim tests' files of a claims folder, from that folder: what vitest finds by its default pattern. */
export function claimFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const firstLines = (text: string, count = 8) => text.split('\n').slice(0, count).join('\n');

/**
 * The outcome of each claim test of a run. A claim passes when its test passed and its quote
 * stands once in its page; one that is not in a `describe` naming a page of the tree, whose page
 * does not say its quote or says it twice, that did not run, or whose file vitest could not load,
 * fails, naming what to fix.
 *
 * @param tree - The docs tree, from the repository root: `content`.
 * @param files - The claim test files, from the claims folder (`claimFiles`).
 * @param ranIn - The folder the claims folder was copied to and run in.
 * @param readPage - A page's text by its path from the repository root, or undefined when there is none.
 */
export function claimOutcomes(options: {
  tree: string;
  files: string[];
  ranIn: string;
  report: VitestReport | undefined;
  runError?: string;
  readPage: (page: string) => string | undefined;
}): ClaimOutcome[] {
  const { tree, files, ranIn, report, runError, readPage } = options;
  const outcomes: ClaimOutcome[] = [];
  for (const file of files) {
    const test = `${tree}/${CLAIMS_DIR}/${file}`;
    const result = report?.testResults.find((each) => path.resolve(each.name) === path.resolve(ranIn, file));
    if (!result || result.assertionResults.length === 0) {
      const why = result?.message || runError || 'vitest reported nothing for this file';
      outcomes.push({ page: test, line: 0, quote: '', test, passed: false, message: firstLines(why) });
      continue;
    }
    for (const assertion of result.assertionResults) {
      const at = `${test}:${assertion.location?.line ?? 0}`;
      const titles = assertion.ancestorTitles ?? [];
      const quote = assertion.title ?? assertion.fullName;
      if (titles.length !== 1) {
        const message =
          `a claim test sits in one describe whose title is the page it backs, from ${tree}/ ` +
          `(describe('docs/utils/cors-support.mdx', …)), and its own title quotes the statement`;
        outcomes.push({ page: test, line: 0, quote, test: at, passed: false, message });
        continue;
      }
      const page = `${tree}/${titles[0]}`;
      const text = readPage(page);
      const lines = text === undefined ? [] : quoteLines(page, text, quote);
      let problem: string | undefined;
      if (text === undefined) problem = `${page} is no page of the tree: the describe names the page the claim backs, from ${tree}/`;
      else if (lines.length === 0)
        problem = `the page no longer says “${quote}”: quote what the claim backs as the page now writes it, or drop the claim with the statement`;
      else if (lines.length > 1) problem = `the page says “${quote}” ${lines.length} times, at lines ${lines.join(', ')}: quote enough to point at one`;
      const line = lines.length === 1 ? lines[0] : 0;
      if (problem) {
        outcomes.push({ page, line, quote, test: at, passed: false, message: problem });
        continue;
      }
      const failure = (assertion.failureMessages ?? []).join('\n');
      if (assertion.status === 'passed') outcomes.push({ page, line, quote, test: at, passed: true });
      else outcomes.push({ page, line, quote, test: at, passed: false, message: firstLines(failure || `the claim did not run (${assertion.status})`) });
    }
  }
  return outcomes;
}

/** The claims backed, page by page, in the order of the pages' paths. */
export function backedByPage(outcomes: ClaimOutcome[]): [page: string, count: number][] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) if (outcome.passed) counts.set(outcome.page, (counts.get(outcome.page) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

/** Reads a page for `claimOutcomes`, relative to the working directory. */
export function readPageFile(page: string): string | undefined {
  return existsSync(page) ? readFileSync(page, 'utf8') : undefined;
}
