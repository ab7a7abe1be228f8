/** The old site's URLs, each of which must still answer, with the title and heading its page carries. */

export interface RouteExpectation {
  path: string;
  /** The `<title>`; every page but home ends in `| Lumenize`. */
  title: string;
  h1: string;
}

const page = (path: string, h1: string, title = `${h1} | Lumenize`): RouteExpectation => ({ path, title, h1 });

// The API pages of each package, by kind.
const API: Record<'rpc' | 'testing' | 'utils', Record<'classes' | 'functions' | 'interfaces' | 'type-aliases', string[]>> = {
  rpc: {
    classes: [],
    functions: ['createRpcClient', 'getWebSocketShim', 'handleRpcMessage', 'handleRpcRequest', 'lumenizeRpcDO'],
    interfaces: ['RpcClientConfig', 'RpcClientProxy', 'RpcConfig'],
    'type-aliases': ['RpcAccessible'],
  },
  testing: {
    classes: ['Browser'],
    functions: ['createTestingClient', 'instrumentDOProject'],
    interfaces: ['InstrumentDOProjectConfig', 'InstrumentedDOProject', 'RpcClientProxy'],
    'type-aliases': ['RpcAccessible'],
  },
  utils: {
    classes: ['Browser', 'MissingInstanceNameError', 'MultipleBindingsFoundError'],
    functions: ['getDONamespaceFromPathSegment', 'getDOStub', 'getWebSocketShim', 'isWebSocketUpgrade', 'parsePathname', 'routeAgentRequest', 'routeDORequest'],
    interfaces: ['CorsOptions', 'RouteOptions', 'WebSocketShimOptions'],
    'type-aliases': [],
  },
};

const PREFIX = { classes: 'Class', functions: 'Function', interfaces: 'Interface', 'type-aliases': 'Type Alias' } as const;

export const API_ROUTES: RouteExpectation[] = Object.entries(API).flatMap(([pkg, kinds]) =>
  Object.entries(kinds).flatMap(([kind, names]) =>
    names.map((name) => {
      const prefix = PREFIX[kind as keyof typeof PREFIX];
      return page(`/docs/${pkg}/api/${kind}/${name}`, `${prefix}: ${name}${kind === 'functions' ? '()' : ''}`);
    }),
  ),
);

export const GUIDE_ROUTES: RouteExpectation[] = [
  page('/docs/introduction', 'Introduction'),
  page('/docs/lumenize-base/introduction', 'Introduction to LumenizeBase'),
  page('/docs/lumenize/introduction', 'Introduction to Lumenize'),
  page('/docs/rpc/introduction', 'Introduction to Lumenize RPC'),
  page('/docs/rpc/quick-start', 'Quick Start'),
  page('/docs/testing/usage', 'Usage'),
  page('/docs/testing/agents', 'Agents'),
  page('/docs/utils/cors-support', 'CORS Support for Request Routing'),
  page('/docs/utils/route-do-request', 'Request Routing with routeDORequest'),
];

export const API_INDEX_ROUTES: RouteExpectation[] = [
  page('/docs/rpc/api', '@lumenize/rpc API Reference'),
  page('/docs/testing/api', '@lumenize/testing API Reference'),
  page('/docs/utils/api', '@lumenize/utils API Reference'),
];

export const SITE_ROUTES: RouteExpectation[] = [
  { path: '/', title: 'Lumenize', h1: 'Lumenize' },
  page('/markdown-page', 'A page written in Markdown'),
  page('/docs', 'Introduction'),
];

export const DOCS_AND_SITE_ROUTES = [...SITE_ROUTES, ...GUIDE_ROUTES, ...API_INDEX_ROUTES, ...API_ROUTES];

// The blog's routes, with each post's title and slug.
export const BLOG_ROUTES: RouteExpectation[] = [
  page('/blog', 'Lumenize Blog', 'Blog | Lumenize'),
  page('/blog/archive', 'Archive'),
  page('/blog/authors', 'Authors'),
  page('/blog/authors/larry', 'Larry Maccherone'),
  page('/blog/tags', 'Tags'),
  page('/blog/tags/architecture', '2 posts tagged with "Architecture"'),
  page('/blog/tags/mcp', '1 post tagged with "MCP"'),
  page('/blog/tags/personal', '1 post tagged with "Personal"'),
  page('/blog/tags/security', '1 post tagged with "Security"'),
  page('/blog/shoulders-of-giants', 'Standing on the Shoulders of Giants'),
  page('/blog/from-flirtation-to-vows-healing-the-mcp-type-fracture', 'From Flirtation to Vows: Healing the MCP Type Fracture'),
  page('/blog/you-cant-be-better-unless-you-are-different-cors-edition', "You can't be better unless you are different — CORS edition"),
];

export const ALL_ROUTES = [...DOCS_AND_SITE_ROUTES, ...BLOG_ROUTES];
