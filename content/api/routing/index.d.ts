// The public API of @lumenize/routing 0.26.0, the package @lumenize/utils became at 0.19.0. The
// site's reference pages are read from this file (build-time/content/api-declarations.ts), and the
// guides' examples are type-checked against it. `any` appears only where the published signatures
// use it.

type RouteHookResult = Response | Request | undefined | void;

/**
 * The four shapes the `cors` option of the routers takes: off, every origin, an allowlist, or a
 * function that decides.
 *
 * @remarks
 * - `false`, the default: the router adds no CORS headers, answers no preflight and turns no
 *   origin away.
 * - `true`: every origin is allowed, and the router echoes the request's own `Origin` back in
 *   `Access-Control-Allow-Origin`, with `Vary: Origin`.
 * - `{ origin: string[] }`: an allowlist, compared by exact string match (`https://app.example.com`,
 *   scheme and port included, no trailing slash).
 * - `{ origin: (origin, request) => boolean }`: your own decision, which may read the whole
 *   request. It is called only for requests that carry an `Origin` header.
 * - Hazard: the function must return a boolean. A `Promise` is truthy, so an `async` validator
 *   allows every origin, whatever it resolves to.
 * - Security: the check applies only to requests that carry an `Origin` header. A client outside a
 *   browser sends whatever `Origin` it likes, or none, so an allowlist is not authentication; put
 *   that in the hooks.
 * @guide /docs/routing/cors-support
 * @guide /docs/routing/route-do-request
 */
export type CorsOptions = false | true | { origin: string[] } | { origin: (origin: string, request: Request) => boolean };

/**
 * What the router hands each hook besides the request: the namespace the URL's binding segment
 * resolved to, and the instance segment as written.
 *
 * @guide /docs/routing/route-do-request
 */
export interface RouteDORequestHooksContext {
  /** The `DurableObjectNamespace` of the binding the URL named. */
  doNamespace: any;
  /** The instance segment of the URL: a name, or a 64-character hex id. */
  doInstanceNameOrId: string;
}

/**
 * The options of {@link routeDORequest}, and of {@link routeAgentRequest} but for
 * `agentCompatibility`. {@link parsePathname} reads `prefix` alone.
 *
 * @remarks
 * ### Which hook runs
 * - The router calls `onBeforeConnect` when the `Upgrade` header says `websocket` (in any case),
 *   and `onBeforeRequest` for every other request. The method plays no part, and exactly one of the
 *   two runs.
 * - Security: a client outside a browser can add `Upgrade: websocket` to a `POST`, and only
 *   `onBeforeConnect` judges it. Run the same check in both hooks.
 * ### What a hook returns
 * - A `Response` ends the request there; it gets the CORS headers when the origin is allowed.
 * - A `Request` replaces the one the router forwards.
 * - `undefined` forwards the request as it came.
 * - A hook may be `async`. What it throws, the router throws.
 * @guide /docs/routing/cors-support
 * @guide /docs/routing/route-do-request
 */
export interface RouteOptions {
  /**
   * Runs before a request with `Upgrade: websocket` is forwarded.
   */
  onBeforeConnect?: (request: Request, context: RouteDORequestHooksContext) => Promise<RouteHookResult> | RouteHookResult;
  /**
   * Runs before any other request is forwarded, whatever its method.
   */
  onBeforeRequest?: (request: Request, context: RouteDORequestHooksContext) => Promise<RouteHookResult> | RouteHookResult;
  /**
   * A path that must come before the binding segment. `'do'`, `'/do'` and `'/do/'` are the same
   * prefix. The test is a plain "starts with": `/do` also matches `/docs/…`.
   *
   * @defaultValue none; `'agents'` when `agentCompatibility` is `true`
   */
  prefix?: string;
  /**
   * The CORS policy, which judges only requests that carry an `Origin` header.
   *
   * @defaultValue `false`
   */
  cors?: CorsOptions;
  /**
   * Forwards `x-partykit-namespace` and `x-partykit-room` instead of the `X-Lumenize-DO-*` headers,
   * as the `Agent` class of the agents package expects, and makes the prefix default to
   * `'agents'`.
   *
   * @defaultValue `false`
   */
  agentCompatibility?: boolean;
}

/**
 * Sends a request whose path is `[/prefix]/binding/instance[/more]` to that instance of that
 * Durable Object binding, after its CORS check and hooks, and resolves to `undefined` when the path
 * names no binding of `env`, so routers chain with `||`.
 *
 * @param request - The incoming request, plain HTTP or a WebSocket upgrade.
 * @param env - The bindings to route to: the Worker's `env`, or an object holding some of them.
 * @param options - The prefix, the hooks, the CORS policy and `agentCompatibility`.
 * @paramDefault options `{}`
 * @returns The DO's response, or one the router or a hook made; `undefined` when the prefix does
 * not match or no binding matches the segment.
 * @throws `MissingInstanceNameError` when the segment names a binding and no instance follows it.
 * @throws `MultipleBindingsFoundError` when the segment matches more than one binding of `env`.
 * @remarks
 * ### The path
 * - The binding segment finds its binding through {@link getDONamespaceFromPathSegment}:
 *   `my-do` finds `MY_DO`, `MyDo` or `myDo`.
 * - The instance segment is an id when it is 64 lowercase hex characters ({@link isDurableObjectId})
 *   and a name otherwise ({@link getDOStub}).
 * - The DO gets the whole original URL, further path and query string included, with two headers
 *   added: `X-Lumenize-DO-Binding-Name` (the binding found) and `X-Lumenize-DO-Instance-Name-Or-Id`.
 *   With `agentCompatibility`, `x-partykit-namespace` (the segment as written) and
 *   `x-partykit-room` take their place. Every other header of the request is forwarded as sent.
 * ### CORS
 * - With `cors` on and an `Origin` header present, the router answers an `OPTIONS` request itself
 *   with 204 (carrying the CORS headers only for an allowed origin), and any other request from an
 *   origin it does not allow with 403 and the body `Forbidden: Origin not allowed`. Neither reaches
 *   a hook or the DO.
 * - An allowed origin's responses, the DO's and a hook's, get `Access-Control-Allow-Origin` and
 *   `Vary: Origin`, which replaces any `Vary` the DO sent.
 * - No `Access-Control-Allow-Methods`, `-Headers`, `-Credentials` or `Max-Age` is ever sent, so a
 *   browser refuses a cross-origin request that needs a preflight (a JSON body, a custom header,
 *   `PUT`). WebSocket upgrades and same-origin requests need none.
 * ### Errors
 * - Besides its two errors, the router catches nothing: it throws what `idFromString` throws for a
 *   64-character hex segment that is not an id of that namespace, and what a hook, a CORS
 *   validator or the DO's `fetch` throws.
 * - Hazard: anyone can put such a hex segment in a URL. Answer the two routing errors with their
 *   `httpErrorCode` and anything else with a plain 500 that keeps its message to your logs.
 * ### Security
 * - Security: the hook that runs depends on the `Upgrade` header alone; put the same check in
 *   `onBeforeConnect` and `onBeforeRequest`.
 * - Security: a prefix limits which paths a router looks at, not which bindings it reaches. Hand
 *   each router only the bindings it should route to.
 * - Security: the router forwards headers the client sent. A header your DO trusts, such as a user
 *   id, must be set (or deleted) by a hook on every request, or a client can supply it.
 * - Await each router in a chain: a pending promise is truthy, so `routeA(…) || routeB(…)` without
 *   `await` never reaches the second.
 * @guide /docs/routing/route-do-request
 * @guide /docs/routing/cors-support
 * @guide /docs/testing/usage
 * @guide /docs/rpc/introduction
 */
export function routeDORequest(request: Request, env: any, options?: RouteOptions): Promise<Response | undefined>;

/**
 * {@link routeDORequest} with `agentCompatibility` on: the router for Durable Objects built on the
 * `Agent` class of the agents package, in place of that package's own `routeAgentRequest`.
 *
 * @param request - The request to route.
 * @param env - The bindings to route to; hand it your Agent bindings only.
 * @param options - The options of `routeDORequest` but `agentCompatibility`, which is always on.
 * @paramDefault options `{}`
 * @returns What {@link routeDORequest} returns.
 * @throws What {@link routeDORequest} throws.
 * @remarks
 * - The prefix defaults to `'agents'`: `/agents/chat-agent/lobby` reaches the `lobby` instance of
 *   `CHAT_AGENT`.
 * - The forwarded request carries `x-partykit-namespace` (the binding segment as written, such as
 *   `chat-agent`) and `x-partykit-room` (the instance), which `Agent` reads its name from.
 * - The hooks get `(request, { doNamespace, doInstanceNameOrId })`, not the `(request, { party, name })`
 *   of the agents package's hooks.
 * @guide /docs/testing/agents
 * @guide /docs/routing/route-do-request
 */
export function routeAgentRequest(request: Request, env: any, options?: Omit<RouteOptions, 'agentCompatibility'>): Promise<Response | undefined>;

/**
 * Whether a string has the form of a Durable Object id: exactly 64 lowercase hexadecimal
 * characters, as `newUniqueId().toString()` writes one.
 *
 * @param value - The string to test.
 * @returns `true` for 64 characters of `0`–`9` and `a`–`f`; `false` otherwise, upper-case hex
 * included.
 * @remarks
 * - It tests the form only: a string that passes may still be no id of a given namespace, and
 *   `idFromString` throws for it.
 * @guide /docs/routing/route-do-request
 */
export function isDurableObjectId(value: string): boolean;

/**
 * The stub of one instance of a namespace, by id or by name: `get(idFromString(…))` when
 * {@link isDurableObjectId} says the string is an id, `getByName(…)` otherwise.
 *
 * @param doNamespace - The `DurableObjectNamespace` to look in.
 * @param doInstanceNameOrId - An instance name, or an id in its string form.
 * @returns The `DurableObjectStub` of that instance.
 * @throws What `idFromString` throws for a hex string that is not an id of this namespace.
 * @guide /docs/routing/route-do-request
 */
export function getDOStub(doNamespace: any, doInstanceNameOrId: string): any;

/**
 * The one binding of `env` a URL path segment names, allowing for the case conventions of binding
 * names when the segment is kebab-case.
 *
 * @param pathSegment - The segment from the URL, such as `'my-do'`.
 * @param env - The bindings to look in.
 * @returns The binding's name and its namespace, or `undefined` when none matches.
 * @throws `MultipleBindingsFoundError` when the segment matches more than one binding.
 * @remarks
 * - Only an object with `getByName` and `idFromName` functions counts as a Durable Object binding.
 * - A segment of lowercase letters, digits and dashes is tried as written and as
 *   `SCREAMING_SNAKE`, `snake_case`, `PascalCase` and `camelCase`: `user-session` finds
 *   `USER_SESSION`, `user_session`, `UserSession` or `userSession`.
 * - A short last part is also tried as an acronym (`my-do` finds `MyDO`), and a segment with a
 *   one-letter part also upper-cased without dashes (`my-d-o` finds `MYDO`).
 * - Any other segment (with a capital, an underscore or another character) matches a binding of
 *   exactly that name.
 * @guide /docs/routing/route-do-request
 */
export function getDONamespaceFromPathSegment(pathSegment: string, env: Record<string, any>): { bindingName: string; namespace: any } | undefined;

/**
 * The binding segment and the instance segment of a path, after an optional prefix.
 *
 * @param pathname - The URL's path, such as `'/my-do/lobby/messages'`.
 * @param options - Only `prefix` is read.
 * @returns The first two segments after the prefix, the second `undefined` when the path has one
 * segment; `undefined` when the prefix does not match or no segment is left.
 * @remarks
 * - `'/api/v1/chat-room/lobby/messages'` under the prefix `'/api/v1'` gives `chat-room` and
 *   `lobby`; `'/my-do'` gives `my-do` and `undefined`.
 */
export function parsePathname(pathname: string, options?: RouteOptions): { doBindingNameSegment: string; doInstanceNameOrId: string | undefined } | undefined;

/**
 * Whether a CORS policy allows an origin: `false` never, `true` always, an allowlist by exact
 * match, a validator by what it returns.
 *
 * @param origin - The request's `Origin` header.
 * @param corsOptions - The policy.
 * @param request - The request, handed to a validator function.
 * @returns Whether the origin is allowed.
 * @remarks
 * - Hazard: a validator's return value is used as it is, so a `Promise` (from an `async`
 *   function) counts as allowed.
 * - Throws what a validator function throws.
 * @guide /docs/routing/cors-support
 */
export function isOriginAllowed(origin: string, corsOptions: CorsOptions, request: Request): boolean;

/**
 * A copy of a response with `Access-Control-Allow-Origin` set to `origin` and `Vary: Origin`.
 *
 * @param response - The response to copy; a WebSocket upgrade (101) keeps its `webSocket`.
 * @param origin - The origin to allow.
 * @returns The new response, with the status and other headers of the first.
 * @remarks
 * - `Vary` is set, not added to: a `Vary` the response had is replaced.
 * @guide /docs/routing/cors-support
 */
export function addCorsHeaders(response: Response, origin: string): Response;

/**
 * What {@link applyCorsPolicy} decided: a response to send at once, or the origin to allow on the
 * response you go on to make.
 *
 * @guide /docs/routing/cors-support
 */
export interface CorsDecision {
  /**
   * When set, send this and do nothing else: the 204 answer to a preflight (with the CORS headers
   * for an allowed origin), or the 403 for an origin the policy turns away.
   */
  earlyResponse?: Response;
  /**
   * The origin to pass to {@link addCorsHeaders} for your response, or `null` for no CORS headers:
   * CORS off, no `Origin` header, or an early response.
   */
  allowedOrigin: string | null;
}

/**
 * The CORS step of {@link routeDORequest} on its own, for a handler of yours that browsers call
 * across origins.
 *
 * @param request - The incoming request.
 * @param corsOptions - The policy.
 * @returns The decision: send `earlyResponse` if there is one, or else make your response and pass
 * it through {@link addCorsHeaders} when `allowedOrigin` is set.
 * @throws What a validator function throws.
 * @remarks
 * - No `Origin` header, or `corsOptions` `false`: no early response, `allowedOrigin` `null`.
 * - `OPTIONS`: a 204 early response, with the CORS headers when the origin is allowed.
 * - Any other method from an origin the policy does not allow: a 403 early response with the body
 *   `Forbidden: Origin not allowed`.
 * - Otherwise: no early response, and the request's origin as `allowedOrigin`.
 * @guide /docs/routing/cors-support
 */
export function applyCorsPolicy(request: Request, corsOptions: CorsOptions): CorsDecision;

/**
 * Thrown by the routers when the path names a binding of `env` and no instance segment follows.
 *
 * @remarks
 * - Its `name` is `'MissingInstanceNameError'`, its `code` `'MISSING_INSTANCE_NAME'`, its
 *   `httpErrorCode` 400. The message describes the path the router expects, not the one it got.
 * @guide /docs/routing/route-do-request
 */
export class MissingInstanceNameError extends Error {
  /** `'MISSING_INSTANCE_NAME'`, to tell the error apart without `instanceof`. */
  code: 'MISSING_INSTANCE_NAME';
  /** The status to answer with: 400. */
  httpErrorCode: number;
  /**
   * @param pathname - The request's path; the message does not include it.
   * @returns The error.
   */
  constructor(pathname: string);
}

/**
 * Thrown when a path segment matches more than one binding of `env`, such as `my-do` with both
 * `MY_DO` and `MyDO` bound: a configuration to fix, not a request to answer.
 *
 * @remarks
 * - Its `name` is `'MultipleBindingsFoundError'`, its `code` `'MULTIPLE_BINDINGS_FOUND'`, its
 *   `httpErrorCode` 400, and its message names the segment and the bindings it matched.
 * @guide /docs/routing/route-do-request
 */
export class MultipleBindingsFoundError extends Error {
  /** `'MULTIPLE_BINDINGS_FOUND'`. */
  code: 'MULTIPLE_BINDINGS_FOUND';
  /** The status to answer with: 400. */
  httpErrorCode: number;
  /** The same list as `matchedBindings`, not every binding of `env`. */
  availableBindings: string[];
  /** The bindings the segment matched. */
  matchedBindings: string[];
  /**
   * @param pathSegment - The segment that was resolved.
   * @param matchedBindings - The bindings it matched.
   * @returns The error.
   */
  constructor(pathSegment: string, matchedBindings: string[]);
}

// Only the declarations marked `export` are public; the helper type stays private.
export {};
