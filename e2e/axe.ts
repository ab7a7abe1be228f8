/**
 * axe-core run in the page itself: the rules of WCAG 2.1 A and AA, violations only. (The
 * Playwright wrapper runs each analysis in parts and finishes it in a page of its own: 5-15 s a
 * run on these pages, where one `axe.run` takes well under one.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from './test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type WithAxe = typeof window & { axe?: { run: (context: Element | Document, options: RunOptions) => Promise<AxeResults> } };

/** The violations in `within` (the whole page by default), one line per rule with the elements it names. */
export async function axeViolations(page: Page, within = 'html'): Promise<string[]> {
  // The page's CSP does not apply to scripts run through the browser's devtools protocol.
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const { axe } = window as WithAxe;
      const context = document.querySelector(selector);
      if (!axe || !context) throw new Error(`axe could not run on ${selector}`);
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`),
      }));
    },
    { selector: within, tags: WCAG_21_AA },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`);
}
