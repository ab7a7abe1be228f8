/**
 * The production build, step by step: one list, run by build-time/build.ts, timed step by step by
 * the scale bench (scripts/bench/scale.ts) and described in ARCHITECTURE.md, whose list a test holds
 * to this one (./steps.test.ts). contentlayer runs before Next rather than inside it:
 * `withContentlayer` is a webpack plugin, which Turbopack builds do not run.
 */
export interface BuildStep {
  name: string;
  /** A binary of node_modules/.bin. */
  bin: 'tsx' | 'tcm' | 'next';
  args: readonly string[];
}

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'content', bin: 'tsx', args: ['build-time/steps/content.ts'] },
  // A declaration beside each CSS module (`x.module.d.css.ts`, git-ignored) that names its classes,
  // so that `styles.x` for a class the module lacks fails the type check instead of rendering
  // `class="undefined"`.
  { name: 'css module types', bin: 'tcm', args: ['--pattern', '{app,components}/**/*.module.css', '--allowArbitraryExtensions', '--silent', '.'] },
  { name: 'next build', bin: 'next', args: ['build'] },
  { name: 'search index', bin: 'tsx', args: ['build-time/steps/search-index.ts'] },
  { name: 'font preload', bin: 'tsx', args: ['build-time/steps/font-preload.ts'] },
  { name: 'not-found pages', bin: 'tsx', args: ['build-time/steps/not-found.ts'] },
  { name: 'scripts after load', bin: 'tsx', args: ['build-time/steps/hydrate-after-load.ts'] },
  { name: 'markdown', bin: 'tsx', args: ['build-time/steps/write-markdown.ts'] },
  { name: 'link check', bin: 'tsx', args: ['build-time/steps/check-links.ts'] },
  { name: 'cdn layout', bin: 'tsx', args: ['build-time/steps/cdn-layout.ts'] },
  // The script hashes of every page's policy, last: they hold only if no step edits a page after them.
  { name: 'csp hashes', bin: 'tsx', args: ['build-time/steps/csp-hashes.ts'] },
];
