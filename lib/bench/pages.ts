/** The pages `npm run bench` measures and e2e/budgets.spec.ts holds to the budgets (issue 7). */
export interface BenchPage {
  path: string;
  label: string;
  /** Held to Lighthouse 100 (performance 99). */
  lighthouse100: boolean;
}

export const POST_PATH = '/blog/you-cant-be-better-unless-you-are-different-cors-edition';

export const BENCH_PAGES: BenchPage[] = [
  { path: '/', label: 'home', lighthouse100: true },
  { path: '/docs/introduction', label: 'doc', lighthouse100: true },
  { path: '/docs/rpc/api/functions/createRpcClient', label: 'api', lighthouse100: false },
  { path: '/blog', label: 'blog', lighthouse100: false },
  { path: POST_PATH, label: 'post', lighthouse100: true },
];

/** A guide without a diagram, and one with a ```mermaid fence. */
export const PAGE_WITHOUT_DIAGRAM = '/docs/introduction';
export const PAGE_WITH_DIAGRAM = '/docs/rpc/introduction';

/** Client navigation: from this page, through the pager's Next link. */
export const NAVIGATION_FROM = '/docs/introduction';
export const PAGER_NEXT_SELECTOR = 'nav[aria-label="Docs pages"] a[rel="next"]';
