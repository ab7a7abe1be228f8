// The public API of @lumenize/utils 0.9.0. The site's reference pages are read from this file
// (build-time/content/api-declarations.ts), and the guides' examples are type-checked against it.
// `any` appears only where the published signatures use it.

type RouteHookResult = Response | Request | undefined | void;

/**
 * The four shapes the `cors` routing option can take: disabled, permissive, an allowlist, or a
 * validator function.
 *
 * @interface
 * @remarks
 * ### Modes
 * - `false`, the default: no CORS headers, and no origin is checked.
 * - `true`: every origin is allowed. The request's `Origin` comes back in
 *   `Access-Control-Allow-Origin`, with `Vary: Origin`.
 * - `{ origin: string[] }`: the listed origins are allowed, compared exactly, scheme, host and port
 *   included. A request from another origin gets 403, or for `OPTIONS` a 204 without CORS headers.
 * - `{ origin: (origin, request) => boolean }`: your function decides, and may look at the whole
 *   request. Returning `true` allows the origin.
 * - With any mode but `false`, an `OPTIONS` request that carries an `Origin` is answered by the
 *   router itself, with 204: neither the hooks nor the DO see it.
 *
 * ### What it checks
 * - Security: the router does not await a validator. A Promise counts as `true`, so an `async`
 *   validator lets every origin in, whatever it resolves to: decide from the request alone.
 * - Security: only requests that carry an `Origin` header are checked, and a client outside a
 *   browser can leave it out or forge it: no mode is authentication. Authenticate in the hooks.
 * @guide /docs/testing/usage
 * @guide /docs/utils/cors-support
 * @guide /docs/utils/route-do-request
 */
export type CorsOptions = false | true | { origin: string[] } | { origin: (origin: string, request: Request) => boolean };

/**
 * Options accepted by `routeDORequest`, and by `routeAgentRequest` except for
 * `agentCompatibility`. `parsePathname` looks only at `prefix`.
 *
 * @remarks
 * ### Hooks
 * - A hook may be synchronous or asynchronous. It returns a `Response` to answer in the DO's
 *   place, a `Request` to forward instead of the one that came, or nothing to forward that one.
 * - Exactly one hook runs for a request: `onBeforeConnect` when its `Upgrade` header says
 *   `websocket`, in any case, and `onBeforeRequest` otherwise, whatever the method.
 * - Security: the `Upgrade` header alone picks the hook, and a client outside a browser can add it
 *   to any request: a `POST` with `Upgrade: websocket` goes to `onBeforeConnect` and on to the DO
 *   without `onBeforeRequest`. Give both hooks the same gate.
 * @guide /docs/rpc/quick-start
 * @guide /docs/testing/usage
 * @guide /docs/utils/cors-support
 * @guide /docs/utils/route-do-request
 */
export interface RouteOptions {
  /**
   * Called before a request whose `Upgrade` header says `websocket` reaches the DO, whatever its
   * method. Return a `Response` to answer in the DO's place, a `Request` to forward instead, or
   * nothing to let the request through.
   */
  onBeforeConnect?: (request: Request, context: { doNamespace: any; doInstanceNameOrId: string }) => Promise<RouteHookResult> | RouteHookResult;
  /**
   * Called before every other request reaches the DO, with the same return rules as
   * `onBeforeConnect`.
   */
  onBeforeRequest?: (request: Request, context: { doNamespace: any; doInstanceNameOrId: string }) => Promise<RouteHookResult> | RouteHookResult;
  /**
   * A path prefix that has to come before the binding segment; URLs without it resolve to
   * `undefined`.
   *
   * @defaultValue none (or 'agents' when agentCompatibility is true)
   */
  prefix?: string;
  /**
   * The CORS policy to apply; see `CorsOptions`. It judges only requests that carry an `Origin`
   * header.
   *
   * @defaultValue `false`
   */
  cors?: CorsOptions;
  /**
   * Sends `x-partykit-namespace` and `x-partykit-room` headers in place of the `x-lumenize-*` ones,
   * and makes the prefix default to `'agents'`.
   *
   * @defaultValue `false`
   */
  agentCompatibility?: boolean;
}

/**
 * A Worker-side router that sends URLs shaped like `[/prefix]/binding/instance[/rest]` to the
 * matching Durable Object, with hooks that run before forwarding and optional CORS handling. It
 * returns `undefined` for requests that aren't its concern, so you can chain routers.
 *
 * @param request - The incoming request, either plain HTTP or a WebSocket upgrade.
 * @param env - The Worker env holding your DO namespace bindings.
 * @param options - Routing options: `prefix`, the hooks, `cors` and `agentCompatibility`.
 * @paramDefault options `{}`
 * @returns The DO's response, a hook's response, or a CORS 204 or 403. Resolves to `undefined`
 * when the prefix, the segments or the binding don't match.
 * @throws `MissingInstanceNameError` if the binding segment resolves but there's no instance
 * segment.
 * @throws `MultipleBindingsFoundError` if the binding segment matches more than one binding.
 * @throws The error `idFromString` throws when the instance segment is 64 lowercase hex
 * characters that are not a valid id of that namespace.
 * @throws Whatever a hook (`onBeforeConnect`, `onBeforeRequest`) or a CORS validator function
 * throws, and whatever the DO's `fetch` throws: the router catches nothing.
 * @remarks
 * ### Routing
 * - The path reads `[/${prefix}]/${doBindingName}/${doInstanceNameOrId}[/path...]`, and the DO
 *   receives the complete original URL, extra path and query string included.
 * - In order: the prefix and the segments (`undefined` when they do not match), the binding
 *   (`undefined` when none matches), the instance segment (`MissingInstanceNameError` when
 *   missing), the CORS check, the hook, then the stub and the DO.
 * - The binding segment is matched as `getDONamespaceFromPathSegment` does: `my-do` finds `MY_DO`.
 *   The instance segment is an id when it is 64 lowercase hexadecimal characters, and a name
 *   otherwise (`getDOStub`).
 * - Both segments are used as the URL writes them, never decoded: `/my-do/my%20room` reaches the
 *   instance named `my%20room`, not `my room`.
 * - A prefix decides which URLs a router looks at, not which bindings it reaches: the segment is
 *   matched against the whole `env` the router is given.
 * - Returning `undefined` for what is not its business lets routers chain, in the style of Hono:
 *   `(await routeDORequest(…)) || (await routeAgentRequest(…)) || new Response('Not Found', { status: 404 })`.
 *   Await each: a pending Promise is truthy, so the first router would always win.
 *
 * ### Forwarded headers
 * - The router forwards every header the client sent, and sets `x-lumenize-do-binding-name` (the
 *   binding it resolved) and `x-lumenize-do-instance-name-or-id`; with `agentCompatibility`,
 *   `x-partykit-namespace` (the URL's segment) and `x-partykit-room` instead. It sets them after
 *   the hook, on the request the hook returned.
 * - Hazard: a client can send the other family's headers: `x-partykit-room` and
 *   `x-partykit-props`, which an `Agent` takes its name and props from, through `routeDORequest`,
 *   and `x-lumenize-*` through `routeAgentRequest`. Give each router only its own bindings, or
 *   delete the other family's headers in its hooks.
 *
 * ### Hooks
 * - `onBeforeConnect` runs for a request whose `Upgrade` header says `websocket`, in any case, and
 *   `onBeforeRequest` for every other, whatever its method. Both receive
 *   `(request, { doNamespace, doInstanceNameOrId })`.
 * - A hook's `Response` is sent back in the DO's place, with the CORS headers when the origin is
 *   allowed; a `Request` it returns is forwarded instead of the one that came.
 * - Security: a client outside a browser can add `Upgrade: websocket` to a `POST` and so skip
 *   `onBeforeRequest`: give both hooks the same gate.
 * - Security: routing to a DO wrapped by `lumenizeRpcDO` hands whoever passes the hooks every
 *   property and method of that DO, `env` and `ctx.storage` included.
 *
 * ### CORS
 * - Only a request that carries an `Origin` is checked, and only when `cors` is not `false`.
 * - An allowed origin comes back in `Access-Control-Allow-Origin`, with `Vary: Origin`, on the
 *   DO's response and on a hook's. Adding them to a 101 response keeps its `webSocket`.
 * - `Vary: Origin` replaces any `Vary` the DO or the hook sent.
 * - An `OPTIONS` request with an `Origin` is answered by the router, 204, and never forwarded:
 *   with the two headers when the origin is allowed, none when not.
 * - Any other request from an origin that is not allowed, WebSocket upgrades included, gets 403
 *   with the body `Forbidden: Origin not allowed` and no CORS headers; neither the hooks nor the DO
 *   run.
 * - The router never sends `Access-Control-Allow-Methods`, `Access-Control-Allow-Headers`,
 *   `Access-Control-Max-Age` or `Access-Control-Allow-Credentials`.
 * - Without those headers, browsers refuse cross-origin requests that need a preflight (a JSON
 *   body, an `Authorization` or custom header, `PUT` or `DELETE`), the HTTP transport of
 *   `@lumenize/rpc` among them. Same-origin requests and WebSocket upgrades need no preflight.
 * - Security: a request without an `Origin` header is forwarded unchecked, and a client outside a
 *   browser can leave it out: the origin check is not authentication. Authenticate in the hooks.
 * @guide /docs/introduction
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 * @guide /docs/testing/usage
 * @guide /docs/utils/cors-support
 * @guide /docs/utils/route-do-request
 */
export function routeDORequest(request: Request, env: any, options?: RouteOptions): Promise<Response | undefined>;

/**
 * Lumenize's replacement for `routeAgentRequest` from the agents package. It is `routeDORequest`
 * with Agent and PartyKit compatibility turned on.
 *
 * @param request - The request to route.
 * @param env - The Worker env containing your DO bindings.
 * @param options - The same options `routeDORequest` takes, minus `agentCompatibility`, which is
 * always on here.
 * @paramDefault options `{}`
 * @returns The response from the DO (or from a hook or the CORS handling), or `undefined` if the
 * request isn't addressed to an agent.
 * @throws `MissingInstanceNameError`, when the URL names an agent binding but gives no instance.
 * @throws `MultipleBindingsFoundError`, when the URL segment matches more than one binding.
 * @throws Everything else {@link routeDORequest} throws: an invalid hex id, and whatever a hook,
 * a CORS validator or the DO throws.
 * @remarks
 * - Unless you set one, the prefix is `'agents'`: `/agents/<agent-name>/<instance>`.
 * - The forwarded request gets `x-partykit-namespace`, the binding segment as the URL writes it,
 *   and `x-partykit-room`, the instance name or id: `Agent` from the agents package and `Server`
 *   from partyserver take their name from them.
 * - Like `routeDORequest`, it routes to any DO binding of the `env` it is given, Agent or not.
 * - Its hooks are called with `(request, { doNamespace, doInstanceNameOrId })`, where the agents
 *   package's (partyserver 0.0.75) get `(request, { party, name })`, `party` being the URL's
 *   segment: a hook brought over reads those two from the new names.
 * - Unlike the agents package's, it takes a CORS allowlist or validator and turns other origins
 *   away, WebSocket upgrades included.
 * @guide /docs/testing/agents
 * @guide /docs/utils/cors-support
 * @guide /docs/utils/route-do-request
 */
export function routeAgentRequest(request: Request, env: any, options?: Omit<RouteOptions, 'agentCompatibility'>): Promise<Response | undefined>;

/**
 * Gives you a DO stub from a namespace and an identifier, deciding on its own whether to look the
 * instance up by id or by name.
 *
 * @param doNamespace - The `DurableObjectNamespace` to look in.
 * @param doInstanceNameOrId - An instance name, or a unique id in its string form.
 * @returns The `DurableObjectStub` for that instance.
 * @throws The `TypeError` of `idFromString` when the string is 64 lowercase hexadecimal
 * characters but no id of that namespace.
 * @remarks
 * - A string of exactly 64 lowercase hexadecimal characters, the form `newUniqueId().toString()`
 *   gives, is taken for an id: `namespace.get(namespace.idFromString(id))`.
 * - Any other string is a name: `namespace.getByName(name)`. An id written in upper case is
 *   therefore looked up as a name, which reaches another instance.
 * @guide /docs/utils/cors-support
 * @guide /docs/utils/route-do-request
 */
export function getDOStub(doNamespace: any, doInstanceNameOrId: string): any;

/**
 * Finds the single Durable Object namespace binding on `env` that a URL path segment refers to,
 * allowing for the usual naming-convention differences when the segment is kebab-case.
 *
 * @param pathSegment - The segment from the URL, such as `'my-do'`.
 * @param env - The Worker environment that holds your bindings.
 * @returns The name of the one matching binding together with its namespace object, or `undefined`
 * if no binding matches.
 * @throws `MultipleBindingsFoundError` if the segment matches more than one binding, as `'my-do'`
 * does when `env` has both `MY_DO` and `MyDO`.
 * @remarks
 * - A binding counts as a DO namespace when it is an object with `getByName` and `idFromName`
 *   functions.
 * - A segment made only of lowercase letters, digits and dashes is tried as written, in
 *   `UPPER_SNAKE`, `lower_snake`, `PascalCase` and `camelCase`. Any other segment must match a
 *   binding exactly, so `'MY_DO'`, `'MyDO'` and `'my_do'` each match only themselves.
 * - Two more forms: when a piece between dashes is a single character, the segment upper-cased
 *   without its dashes (`my-d-o` tries `MYDO`); when the last piece has one or two characters,
 *   `PascalCase` with that piece upper-cased (`my-do` tries `MyDO`).
 * - So `'my-do'` tries `my-do`, `MY_DO`, `my_do`, `MyDo`, `myDo` and `MyDO`; `'my-d-o'` tries
 *   `my-d-o`, `MY_D_O`, `my_d_o`, `MyDO`, `myDO` and `MYDO`; `'chat-agent'` tries `chat-agent`,
 *   `CHAT_AGENT`, `chat_agent`, `ChatAgent` and `chatAgent`; `'counter'` tries `counter`, `COUNTER`
 *   and `Counter`.
 * @guide /docs/utils/route-do-request
 */
export function getDONamespaceFromPathSegment(pathSegment: string, env: Record<string, any>): { bindingName: string; namespace: any } | undefined;

/**
 * Removes an optional prefix from a URL path and then picks out the segment naming the DO binding
 * and the one naming the instance.
 *
 * @param pathname - The URL pathname, for example `'/my-do/instance-123/extra'`.
 * @param options - Only its `prefix` is used.
 * @returns The first and second segments after the prefix, where the second can be `undefined`.
 * Returns `undefined` if the prefix doesn't match or there are no segments left.
 * @remarks
 * - The prefix gains a leading `/` and loses a trailing one, so `'api'`, `'/api'` and `'/api/'`
 *   behave the same.
 * - The prefix check is a plain "starts with" on the path, not a comparison of segments:
 *   `'/api'` also matches `/apiary/…`.
 * - Segments past the second are ignored here; `routeDORequest` still forwards them to the DO in
 *   the full URL.
 * - `'/my-do/instance-123/path'` gives `my-do` and `instance-123`;
 *   `'/api/v1/chat-room/lobby/messages'` under the prefix `'/api/v1'` gives `chat-room` and
 *   `lobby`; `'/my-do'` gives `my-do` and `undefined`; an empty path gives `undefined`, and so does
 *   a path without the prefix.
 */
export function parsePathname(pathname: string, options?: RouteOptions): { doBindingNameSegment: string; doInstanceNameOrId: string | undefined } | undefined;

/**
 * Checks if a request is the handshake that upgrades a connection to WebSocket.
 *
 * @param request - The request to inspect.
 * @returns `true` only if the method is GET, the `Upgrade` header is `'websocket'` and the
 * `Connection` header includes `'upgrade'` (both compared case-insensitively).
 * @remarks
 * - It is stricter than `routeDORequest` and `lumenizeRpcDO`, which look at the `Upgrade` header
 *   alone, whatever the method.
 * - The sockets of `getWebSocketShim` send `Upgrade` without a `Connection` header, so their
 *   upgrade requests get `false` here.
 */
export function isWebSocketUpgrade(request: Request): boolean;

/**
 * Settings for `getWebSocketShim` that apply to every socket created by the class it returns.
 *
 * @remarks
 * - `Browser.context()` puts the page's `Origin`, and the context's own headers, on its sockets'
 *   upgrades with `headers`.
 */
export interface WebSocketShimOptions {
  /**
   * Additional headers to send with the upgrade request, such as auth or `Origin`. A browser's own
   * `WebSocket` cannot send custom headers, so a test that authenticates this way does not show that
   * a browser client could.
   */
  headers?: Record<string, string>;
  /**
   * The most bytes `send()` may buffer before the socket is open.
   *
   * @defaultValue unlimited (Number.POSITIVE_INFINITY)
   */
  maxQueueBytes?: number;
}

// What getWebSocketShim builds at run time. Its sockets look like a browser WebSocket, except that
// the CONNECTING/OPEN/CLOSING/CLOSED constants exist only as statics of the class (an instance's
// `ws.OPEN` is undefined), the server-side Workers members are absent, and each socket carries the
// upgrade request and response as non-standard extras. The published 0.9.0 types say `WebSocket`;
// these say what a test can rely on.
type ReadyStateConstant = 'CONNECTING' | 'OPEN' | 'CLOSING' | 'CLOSED';
type ServerSideMember = 'accept' | 'serializeAttachment' | 'deserializeAttachment';
type ShimWebSocket = Omit<WebSocket, ReadyStateConstant | ServerSideMember> & {
  request?: Request;
  response?: Response;
};
interface WebSocketShimClass {
  new (url: string | URL, protocols?: string | string[]): ShimWebSocket;
  readonly CONNECTING: 0;
  readonly OPEN: 1;
  readonly CLOSING: 2;
  readonly CLOSED: 3;
}

/**
 * Returns a browser-compatible WebSocket class that carries out its connection handshake through
 * the fetch function you give it. That lets WebSocket clients run in places with no real socket to
 * a server, most notably vitest-pool-workers.
 *
 * @param fetchFn - The fetch used for the upgrade request, for example `SELF.fetch.bind(SELF)` or
 * the cookie-aware fetch of a `Browser`.
 * @param factoryInit - Headers to add to every upgrade request, and the byte limit for the queue
 * used while CONNECTING.
 * @returns A constructor you can use like `WebSocket`; each call creates a new class.
 * @throws Creating a socket never throws for connection trouble: a failed upgrade arrives as an
 * `error` event followed by a `close` event.
 * @throws `send()` throws an `Error` once `close()` has begun, and while CONNECTING when the queued
 * data would go over `maxQueueBytes`.
 * @remarks
 * ### Unlike a browser's WebSocket
 * - `CONNECTING` (0), `OPEN` (1), `CLOSING` (2) and `CLOSED` (3) are statics of the class only: a
 *   socket's `ws.OPEN` is `undefined`. Compare `ws.readyState` with `WebSocket.OPEN`, or wait for
 *   `open`.
 * - The upgrade goes out through `fetchFn` as a `GET` to the URL with `ws://` and `wss://` turned
 *   into `http://` and `https://`, with `Upgrade: websocket`, the protocols asked for in
 *   `Sec-WebSocket-Protocol` (joined with `', '`) and the factory's headers, and no
 *   `Connection: Upgrade`.
 * - Hazard: `protocol` is whatever the answer's `Sec-WebSocket-Protocol` says. A browser fails the
 *   handshake when the answer names none of the protocols it offered; the shim does not, so a test
 *   can pass where a browser would not.
 * - Each socket keeps the upgrade request in `request` and its response in `response`, for a test
 *   to look at (the `Origin` it sent, the CORS headers it got).
 * - Besides `addEventListener`, the `onopen`, `onmessage`, `onerror` and `onclose` properties are
 *   called: every event goes through `dispatchEvent`, which calls them in workerd.
 *
 * ### Lifecycle
 * - The upgrade's response must carry a `webSocket`; the shim accepts it and relays its `open`,
 *   `message`, `error` and `close` events.
 * - A refused or failed upgrade dispatches `error`, then `close` with code 1011 and `wasClean`
 *   false; `readyState` ends at `CLOSED`.
 * - `send()` while CONNECTING queues the data, counted in `bufferedAmount`, and sends it once the
 *   socket is open.
 * - `close()` before the socket is attached dispatches a clean `close` at once; after, `readyState`
 *   stays `CLOSING` until the server's close comes back.
 *
 * ### Types
 * - The published 0.9.0 type of the class, and of `Browser.WebSocket` and `context().WebSocket`, is
 *   `new (url: string | URL, protocols?: string | string[]) => WebSocket`, with no statics and no
 *   `request` or `response`.
 * - Code that uses them type-checks against this page but needs a cast against the published
 *   types: `ws as typeof ws & { request: Request }`, or the global `WebSocket.OPEN` for the static.
 * - `@lumenize/rpc` re-exports it.
 * @guide /docs/rpc/quick-start
 * @guide /docs/testing/usage
 */
export function getWebSocketShim(fetchFn: typeof fetch, factoryInit?: WebSocketShimOptions): WebSocketShimClass;

/**
 * Thrown by `routeDORequest` when the URL identifies a known DO binding but no instance segment
 * follows it.
 *
 * @remarks
 * - Its `name` is `'MissingInstanceNameError'`, its `code` is `'MISSING_INSTANCE_NAME'`, and its
 *   `httpErrorCode` is 400.
 * - The message is fixed text describing the path shape the router expects:
 *   `[/prefix]/doBindingName/doInstanceNameOrId/...`.
 * - Answer it, and `MultipleBindingsFoundError`, with `error.message` and `error.httpErrorCode`.
 *   These two are the router's own errors: it passes every other one through unchanged, such as
 *   the `TypeError` of `idFromString` for a 64-character hex segment that is no id of the
 *   namespace, or whatever a hook or the DO throws.
 * - Security: answer any error but these two with a plain 500, and keep its message out of the
 *   response: a message from your DO or the runtime is not meant for the caller.
 * @guide /docs/utils/route-do-request
 */
export class MissingInstanceNameError extends Error {
  /** A stable identifier for programmatic checks. */
  code: 'MISSING_INSTANCE_NAME';
  /** The HTTP status to respond with (400). */
  httpErrorCode: number;
  /**
   * @param pathname - The request path. It is accepted but does not appear in the message.
   * @returns The new error.
   */
  constructor(pathname: string);
}

/**
 * Thrown when one URL path segment could refer to several DO bindings on `env`, a sign that the
 * configuration is ambiguous.
 *
 * @remarks
 * - Its `name` is `'MultipleBindingsFoundError'`, its `code` is `'MULTIPLE_BINDINGS_FOUND'`, and
 *   its `httpErrorCode` is 400.
 * - The message names the path segment and the bindings that matched, separated by commas.
 * - `getDONamespaceFromPathSegment` throws it, and so `routeDORequest` and `routeAgentRequest` do:
 *   a segment `'my-do'` with both `MY_DO` and `MyDO` on `env`, for example.
 * - `availableBindings` holds the same list as `matchedBindings`, not every binding on `env`.
 * @guide /docs/utils/route-do-request
 */
export class MultipleBindingsFoundError extends Error {
  /** A stable identifier for programmatic checks. */
  code: 'MULTIPLE_BINDINGS_FOUND';
  /** The HTTP status to respond with (400). */
  httpErrorCode: number;
  /** The bindings that matched, as `matchedBindings` holds them: not every binding on `env`. */
  availableBindings: string[];
  /** The binding names that matched the segment. */
  matchedBindings: string[];
  /**
   * @param pathSegment - The path segment that was being resolved.
   * @param matchedBindings - Every binding name that matched it.
   * @returns The new error.
   */
  constructor(pathSegment: string, matchedBindings: string[]);
}

// A cookie as the jar stores it. The published module exports it, marked internal, and so the
// jar's helpers: `parseSetCookie` and `parseSetCookies`, which read `Set-Cookie` values,
// `serializeCookies`, which writes a `Cookie` header, and `cookieMatches`. The published
// declarations keep them; this reference leaves them out, as the source marks them.
interface Cookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  expires?: Date;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

type PreflightInfo = {
  url: string;
  method: string;
  headers: string[];
  success: boolean;
};

/**
 * Lets your code behave like a web browser. One cookie jar backs both a fetch function and a
 * WebSocket constructor, and you can open page contexts for a given origin that attach an `Origin`
 * header and check `Access-Control-Allow-Origin` on cross-origin responses, a simplified form of
 * the browser's CORS rules.
 *
 * @throws `setCookie`: an `Error` when you give no domain and no response has stored a cookie yet.
 * @throws `context().fetch`: a `TypeError` whose message begins `Failed to fetch: CORS error`, as a
 * browser's `fetch` rejects, when a cross-origin response or its preflight fails the check: no
 * `Access-Control-Allow-Origin`, or another origin in it.
 * @throws `context().fetch` with `credentials: 'include'`, where the runtime's `Request` keeps
 * `credentials`: the same `TypeError` when `Access-Control-Allow-Origin` is `*`, or
 * `Access-Control-Allow-Credentials: true` is missing.
 * @remarks
 * ### Cookies
 * - One jar serves `fetch`, `WebSocket` and every context: a cookie a response sets goes with later
 *   requests and WebSocket upgrades to a matching host and path.
 * - A `Set-Cookie` without `Domain` takes the request's hostname, and one without `Path` takes `/`;
 *   `Max-Age` becomes an expiry, and expired cookies are left out and dropped.
 * - A cookie goes with a request whose hostname ends with its domain (a leading dot ignored) and
 *   whose path starts with its path, both compared as plain strings: a cookie of `example.com` goes
 *   to `notexample.com` too. `Secure`, `SameSite` and `HttpOnly` are read, not enforced: `getCookie`
 *   reads an `HttpOnly` cookie, which no page script could.
 * - `setCookie` without a domain takes the hostname of the first response that stored a cookie,
 *   and without a path `/`.
 *
 * ### Page contexts
 * - `fetch` and `WebSocket` send no `Origin` header. `context(origin)` gives a `fetch` and a
 *   `WebSocket` that send it, as a page loaded from `origin` would.
 * - The context's `fetch` takes a request for cross-origin when its URL's origin is not the
 *   `Origin` it sends, and then checks the response's `Access-Control-Allow-Origin`, and
 *   `Access-Control-Allow-Credentials` too with `credentials: 'include'`. Same-origin requests are
 *   not checked.
 * - Hazard: workerd's `Request` has no `credentials`, so in the Cloudflare vitest pool a request's
 *   `credentials: 'include'` is lost and the credentials checks never run.
 * - Hazard: the jar's cookies go with every request a context sends, cross-origin ones and their
 *   preflights included, and a cross-origin answer's `Set-Cookie` is stored, whatever
 *   `credentials` says. A browser's `fetch` sends and stores cookies across origins only with
 *   `credentials: 'include'`, and a preflight never carries them, so a test of a cross-origin
 *   request that a cookie authenticates passes where a page's request would arrive without one.
 * - A browser preflights a cross-origin request with a method other than `GET`, `HEAD` and `POST`,
 *   a header other than `accept`, `accept-language`, `content-language` and `content-type`, or a
 *   `POST` whose `Content-Type` is none of the three simple types.
 * - A context does the same: before such a request, it sends an `OPTIONS` with
 *   `Access-Control-Request-Method` and `Access-Control-Request-Headers`, checks the reply the same
 *   way, and sends the request only if it passes.
 * - Hazard: only a `POST`'s `Content-Type` is read, so a `GET` or `HEAD` with a JSON
 *   `Content-Type` goes out without a preflight, where a browser sends one first.
 * - `lastPreflight` is `null` when the last request needed no preflight, and otherwise
 *   `{ url, method, headers, success }`: `method` is the request's own, such as `POST`, never
 *   `OPTIONS`.
 * - The context's `WebSocket` sends `Origin` and the context's `headers` with each upgrade and,
 *   as browsers do, checks nothing of the answer.
 * - The context's `headers` go with its WebSocket upgrades only: its `fetch` adds the `Origin`
 *   alone, so give a request's other headers in its own `init`.
 * - Hazard: a preflight's reply is judged by `Access-Control-Allow-Origin` alone, never by
 *   `Access-Control-Allow-Methods` or `Access-Control-Allow-Headers`, and
 *   `Access-Control-Request-Headers` never names `content-type`, where a browser names a JSON one.
 *   With `routeDORequest` at 0.9.0, whose preflight reply has neither header, every cross-origin
 *   request that needs a preflight passes in a test and fails in a browser.
 *
 * ### Types
 * - The published 0.9.0 types give `WebSocket` and the socket class of `context` the plain type
 *   `new (url, protocols?) => WebSocket`: code that uses the ready-state statics or a socket's
 *   `request` and `response` needs a cast there, as `getWebSocketShim` shows.
 * @guide /docs/utils/cors-support
 */
export class Browser {
  /**
   * Picks the fetch to build on: the argument if given, otherwise `globalThis.fetch`.
   *
   * @param fetchFn - The fetch that every request ultimately goes through.
   * @returns A fresh instance whose cookie jar starts out empty.
   * @throws An `Error` when you pass no `fetchFn` and `globalThis.fetch` is not a function; the
   * message recommends passing a fetch or using the `Browser` of `@lumenize/testing`.
   */
  constructor(fetchFn?: typeof fetch);
  /** A fetch that handles cookies and sends no `Origin` header. */
  get fetch(): typeof fetch;
  /**
   * A shim WebSocket class that handles cookies and sends no `Origin` header. The published 0.9.0
   * type is `new (url, protocols?) => WebSocket`, without the ready-state statics or the sockets'
   * `request` and `response`; code that uses those needs a cast against the published types.
   */
  get WebSocket(): WebSocketShimClass;
  /**
   * Creates a page context for one origin: a `fetch` that sends that `Origin`, preflights
   * non-simple requests and checks `Access-Control-Allow-Origin`, and a `WebSocket` class whose
   * upgrades carry the `Origin` and `options.headers`. The `fetch` sends none of `options.headers`.
   */
  context(
    origin: string,
    options?: { headers?: Record<string, string>; maxQueueBytes?: number },
  ): {
    fetch: typeof fetch;
    WebSocket: WebSocketShimClass;
    lastPreflight: PreflightInfo | null;
  };
  /** Returns the `Cookie` header value for the given URL, or `null`. */
  getCookiesForRequest(requestUrl: string): string | null;
  /** Adds a cookie by hand, or replaces an existing one. */
  setCookie(name: string, value: string, options?: Omit<Cookie, 'name' | 'value'>): void;
  /** Reads the value of a single cookie. */
  getCookie(name: string, domain?: string): string | undefined;
  /** Lists every live cookie with its attributes. */
  getAllCookies(): Array<{
    name: string;
    value: string;
    domain?: string;
    path?: string;
    expires?: Date;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
  }>;
  /** Returns the live cookies as an object mapping names to values. */
  getAllCookiesAsObject(): Record<string, string>;
  /** Deletes cookies with the given name, optionally limited to a domain and path. */
  removeCookie(name: string, domain?: string, path?: string): void;
}

// Only the declarations marked `export` are public; the helper types stay private.
export {};
