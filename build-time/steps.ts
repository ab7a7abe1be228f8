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
  /**
   * A ceiling for Node's heap, in MB, for a `tsx` step. Under a high ceiling (V8 takes a quarter of
   * memory, 4 GB here) V8 lets the heap grow to four times its live data before it collects; the
   * content step keeps a few hundred MB alive and makes garbage fast (every example type-checked,
   * every fence highlighted), so it peaked at 2.2 GB for 1000 docs over two versions. Under a lower
   * ceiling V8 grows it by less: 1.5 GB, in the same time.
   */
  heapMb?: number;
}

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'content', bin: 'tsx', args: ['build-time/steps/content.ts'], heapMb: 1024 },
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

/** A step's arguments, after the Node flags its `heapMb` asks for (tsx hands them to Node). */
export function argsOf(step: BuildStep): string[] {
  if (step.heapMb === undefined) return [...step.args];
  if (step.bin !== 'tsx') throw new Error(`build step ${step.name}: heapMb is for tsx steps, which hand Node its flags`);
  return [`--max-old-space-size=${step.heapMb}`, ...step.args];
}

/**
 * Why a step failed, for the build's last line: its command and how it ended, and for a step that
 * ran out of the heap its ceiling gives it (Node aborts, exit 134, after its own report), where
 * to raise the ceiling.
 */
export function failureOf(step: BuildStep, ended: { code: number | null; signal: NodeJS.Signals | null }): string {
  const how = ended.signal ?? `exit ${ended.code}`;
  const aborted = ended.signal === 'SIGABRT' || ended.code === 134;
  const hint =
    step.heapMb !== undefined && aborted
      ? `: if Node reported "heap out of memory" above, the content outgrew the step's ${step.heapMb} MB heap; raise its heapMb in build-time/steps.ts`
      : '';
  return `build step ${step.name} failed (${how})${hint}`;
}
