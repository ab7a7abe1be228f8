/**
 * The production build, step by step: content → checks → sidebar module → Next.js export →
 * scripts after load → Markdown twins → search index → link check → the layout the CDN serves.
 * One list, run by lib/build/build.ts and timed step by step by the scale bench (lib/bench/scale.ts).
 * contentlayer runs on its own first because `withContentlayer` breaks Turbopack builds.
 */
export interface BuildStep {
  name: string;
  /** A binary of node_modules/.bin. */
  bin: 'contentlayer2' | 'tsx' | 'next';
  args: readonly string[];
}

/** The build scripts that read content load it through a tsconfig naming contentlayer's entry file. */
const withContent = ['--tsconfig', 'lib/build/tsconfig.content.json'] as const;

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'contentlayer', bin: 'contentlayer2', args: ['build'] },
  { name: 'content checks', bin: 'tsx', args: ['lib/build/steps/check-content.ts'] },
  { name: 'sidebar', bin: 'tsx', args: [...withContent, 'lib/build/steps/write-sidebar.ts'] },
  { name: 'next build', bin: 'next', args: ['build'] },
  { name: 'scripts after load', bin: 'tsx', args: ['lib/build/steps/hydrate-after-load.ts'] },
  { name: 'markdown', bin: 'tsx', args: [...withContent, 'lib/build/steps/write-markdown.ts'] },
  { name: 'search index', bin: 'tsx', args: ['lib/build/steps/write-search-index.ts'] },
  { name: 'link check', bin: 'tsx', args: ['lib/build/steps/check-links.ts'] },
  { name: 'cdn layout', bin: 'tsx', args: ['lib/build/steps/cdn-layout.ts'] },
];
