/** The pages `npm run bench` measures and `npm test` holds to the budgets: one of each main kind. */
export interface BenchPage {
  path: string;
  label: string;
}

const POST_PATH = '/blog/you-cant-be-better-unless-you-are-different-cors-edition';

export const BENCH_PAGES: BenchPage[] = [
  { path: '/', label: 'home' },
  { path: '/docs/introduction', label: 'doc' },
  { path: '/docs/rpc/api/functions/createRpcClient', label: 'api' },
  { path: '/blog', label: 'blog' },
  { path: POST_PATH, label: 'post' },
];

/** A guide without a diagram, and one with a ```mermaid fence. */
export const PAGE_WITHOUT_DIAGRAM = '/docs/introduction';
export const PAGE_WITH_DIAGRAM = '/docs/rpc/introduction';

/** Client navigation: from this page, through the pager's Next link. */
export const NAVIGATION_FROM = '/docs/introduction';
export const PAGER_NEXT_SELECTOR = 'nav[aria-label="Docs pages"] a[rel="next"]';
