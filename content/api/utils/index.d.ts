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
 * - URL shape: `[/${prefix}]/${doBindingName}/${doInstanceNameOrId}[/path...]`. The DO receives
 *   the complete original URL, extra path and query string included.
 * - Steps, in order: parse the path, resolve the binding (returning `undefined` if there is none),
 *   require an instance (throwing if it's missing), decide on CORS, run the hooks, look up the
 *   stub, and forward.
 * - The instance is resolved with `getDOStub`: a 64-character lowercase hex string goes through
 *   `idFromString` and `get`, and anything else through `getByName`.
 * - The binding is resolved with `getDONamespaceFromPathSegment`, which does smart kebab-case
 *   matching.
 * - `cors` is `false` by default. The CORS logic only runs when the request carries an `Origin`
 *   header and `cors` isn't `false`.
 * - When the origin is allowed, the response echoes it back in `Access-Control-Allow-Origin` and
 *   carries `Vary: Origin`, which replaces any `Vary` the DO or the hook sent.
 * - `Access-Control-Allow-Credentials`, `Access-Control-Allow-Methods`,
 *   `Access-Control-Allow-Headers` and `Access-Control-Max-Age` are never added, so browsers refuse
 *   cross-origin requests that need a preflight (a JSON body, an `Authorization` or custom header,
 *   `PUT` or `DELETE`), including the HTTP transport of `@lumenize/rpc`.
 * - Same-origin requests and WebSocket upgrades are unaffected by the missing preflight headers.
 *   Adding headers to a WebSocket (101) response keeps its `webSocket` intact.
 * - An OPTIONS request with an `Origin` while CORS is enabled is answered by the router itself
 *   with 204 and never forwarded; CORS headers are included only when the origin is allowed.
 * - Any other request, HTTP or WebSocket upgrade, from an origin that isn't allowed gets a 403
 *   with the plain-text body `Forbidden: Origin not allowed` and no CORS headers, and neither the
 *   DO nor the hooks run. Since `cors: true` allows every origin, this only happens with
 *   allowlists and validator functions.
 * - Requests with no `Origin` header are forwarded without any CORS handling: clients outside a
 *   browser can simply leave the header out, so the origin check is not authentication.
 *   Authenticate in the hooks, which run for every forwarded request.
 * - Hooks: for requests whose `Upgrade` header is `'websocket'` (compared case-insensitively) only
 *   `onBeforeConnect` is called, and for all others only `onBeforeRequest`. Both receive
 *   `(request, { doNamespace, doInstanceNameOrId })`.
 * - Hook results: return a `Response` to stop right there (it gets CORS headers if the origin is
 *   allowed), a `Request` to swap in a new request, or `undefined` to carry on.
 * - Headers added to the forwarded request: normally `x-lumenize-do-binding-name`, holding the
 *   binding name that was resolved, plus `x-lumenize-do-instance-name-or-id`. If
 *   `agentCompatibility` is on, `x-partykit-namespace` (the raw URL segment) and `x-partykit-room`
 *   take their place.
 * - With `agentCompatibility: true`, the prefix defaults to `'agents'` unless you set one.
 * - Following the Hono convention, it returns `undefined` so the next handler can have a go, for
 *   example `await routeDORequest(request, { MY_DO: env.MY_DO }, { prefix: '/do' }) || await
 *   routeAgentRequest(request, { CHAT_AGENT: env.CHAT_AGENT }) || new Response('Not Found', { status: 404 })`.
 * - A prefix does not limit which bindings a router reaches: the router resolves the segment
 *   against the whole `env` it is given.
 * - Forwarded headers: apart from the two headers it sets, the router copies every request header,
 *   so a client can send `x-partykit-room` and `x-partykit-props` through `routeDORequest`, which
 *   an `Agent` takes its name and props from, and `x-lumenize-*` headers through
 *   `routeAgentRequest`.
 * - Bindings and headers: give each router only its own bindings, or delete the other family's
 *   headers in its hooks.
 * - The docs present it as an almost drop-in replacement for `routeAgentRequest` from the agents
 *   package and PartyKit's `routePartyRequest`, but speaking plain Cloudflare language (binding
 *   and instance instead of party, room or agent).
 * - Routing to a DO wrapped by `lumenizeRpcDO` hands whoever passes the hooks every property and
 *   method of that DO, `env` and `ctx.storage` included.
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
 * - Unless you override it, the prefix is `'agents'`, giving URLs such as
 *   `/agents/<agent-name>/<instance>`.
 * - The forwarded request gets an `x-partykit-namespace` header (the binding segment from the URL)
 *   and an `x-partykit-room` header (the instance name or id). `Agent` from the agents package and
 *   PartyKit's `Server` from the partyserver package depend on them.
 * - It is only nearly a drop-in: Lumenize's `onBeforeConnect` and `onBeforeRequest` hooks are
 *   called with `(request, { doNamespace, doInstanceNameOrId })`, where the agents package's hooks
 *   (partyserver 0.0.75) are always called with `(request, { party, name })`.
 * - The docs emphasise its support for CORS allowlists and validator functions, which are
 *   important when browsers open WebSocket connections.
 * - It is defined directly in `packages/utils/src/index.ts` rather than in a module of its own.
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
 * @remarks
 * - A string of 64 hex characters, all lowercase (`/^[a-f0-9]{64}$/`, as produced by
 *   `newUniqueId().toString()`) counts as a unique id and is resolved with
 *   `namespace.get(namespace.idFromString(id))`.
 * - Any other string is taken as a name and resolved with `namespace.getByName(name)`.
 * - As a result, hex strings in upper case are looked up as names.
 * - `routeDORequest` calls it once the binding has been resolved, and the CORS guide points
 *   readers to `/docs/utils/api/functions/getDOStub`, its API page.
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
 * @throws Throws `MultipleBindingsFoundError` if the segment matches more than one binding.
 * @remarks
 * - A binding only qualifies as a DO namespace if it is an object exposing both `getByName` and
 *   `idFromName` as functions.
 * - Smart matching is used only for segments made up entirely of lowercase letters, digits and
 *   dashes. Any other segment must match a binding name exactly, so `'MY_DO'`, `'MyDO'` and
 *   `'my_do'` each match only themselves.
 * - Candidates tried for a smart segment: the segment as written, UPPER_SNAKE, lower_snake,
 *   PascalCase and camelCase.
 * - Extra candidates for a smart segment: if one of the dash-separated pieces is just one letter,
 *   the whole segment upper-cased without dashes is added too (the code builds that string two
 *   ways, which yield the same result).
 * - Extra candidates for a smart segment: when the last piece is two characters or fewer, a
 *   PascalCase variant with that last piece fully upper-cased is added as well.
 * - Worked examples: `'my-do'` yields `MY_DO`, `my_do`, `MyDo`, `myDo`, `MyDO` and `my-do` itself;
 *   `'user-session'` yields `USER_SESSION`, `user_session`, `UserSession`, `userSession` and
 *   `user-session`; `'my-d-o'` yields `MY_D_O`, `my_d_o`, `MyDO`, `myDO`, `MYDO` and `my-d-o`.
 * - More worked examples: `'api-v2'` yields `API_V2`, `api_v2`, `ApiV2`, `apiV2` and `api-v2`;
 *   `'counter'` yields `COUNTER`, `Counter` and `counter`; `'chat-agent'` yields `CHAT_AGENT`,
 *   `chat_agent`, `ChatAgent`, `chatAgent` and `chat-agent`.
 * - The route-do-request guide's table of case conversions lists the same candidates, lower_snake
 *   included.
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
 * - The prefix is normalised by adding a leading `/` when it's missing and removing a trailing
 *   `/`, which makes `'api'`, `'/api'` and `'/api/'` equivalent.
 * - The prefix check is a simple string `startsWith`, not a comparison by segment.
 * - Anything past the second segment is ignored here; `routeDORequest` still forwards it to the DO
 *   inside the full URL.
 * - Examples: `'/my-do/instance-123/path'` gives `my-do` and `instance-123`;
 *   `'/api/v1/chat-room/lobby/messages'` under the prefix `'/api/v1'` gives `chat-room` and
 *   `lobby`; `'/my-do'` gives `my-do` and `undefined`; an empty string gives `undefined`, and so
 *   does a path with the wrong prefix.
 */
export function parsePathname(pathname: string, options?: RouteOptions): { doBindingNameSegment: string; doInstanceNameOrId: string | undefined } | undefined;

/**
 * Checks if a request is the handshake that upgrades a connection to WebSocket.
 *
 * @param request - The request to inspect.
 * @returns `true` only if the method is GET, the `Upgrade` header is `'websocket'` and the
 * `Connection` header includes `'upgrade'` (both compared case-insensitively).
 * @remarks
 * - It is stricter than the check inside `routeDORequest` and `lumenizeRpcDO`, which only look at
 *   the `Upgrade` header.
 * - Worth knowing: the shim from `getWebSocketShim` sends `Upgrade` without a `Connection` header,
 *   so its upgrade requests fail this check and get `false`.
 */
export function isWebSocketUpgrade(request: Request): boolean;

/**
 * Settings for `getWebSocketShim` that apply to every socket created by the class it returns.
 *
 * @remarks
 * - `Browser.context()` relies on `headers` to put the `Origin` header, along with any custom
 *   headers, on WebSocket upgrades.
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
 * @returns A constructor you can use like `WebSocket`; each call creates a new class. The
 * published type says `WebSocket`, but the sockets lack the instance constants `OPEN` and friends,
 * and carry the non-standard `request` and `response`.
 * @throws Creating a socket never throws because of connection trouble; such problems arrive as an
 * `error` event followed by a `close` event.
 * @throws `send()` throws an `Error` if `close()` has already started, or if queuing the data
 * while CONNECTING would go over `maxQueueBytes`.
 * @remarks
 * - The class extends `EventTarget` and behaves like the browser `WebSocket`, with one difference
 *   that catches people out: `CONNECTING` = 0, `OPEN` = 1, `CLOSING` = 2 and `CLOSED` = 3 exist
 *   only as statics of the class.
 * - Ready-state constants: on a socket, `ws.OPEN` is `undefined`, so compare `ws.readyState` with
 *   `WebSocket.OPEN` (the class's static, or the global's) or wait for `open`.
 * - The instance members of a socket are `url`, `readyState` (a getter), `protocol`, `extensions`
 *   (`''`), `binaryType` (defaults to `'blob'`), `bufferedAmount` (a getter) and the `onopen`,
 *   `onmessage`, `onerror` and `onclose` handlers.
 * - More instance members of a socket: `send()` and
 *   `close(code = 1000, reason = 'Normal Closure')`, along with `addEventListener`,
 *   `removeEventListener` and `dispatchEvent` from `EventTarget`.
 * - The upgrade: `ws://` becomes `http://` and `wss://` becomes `https://`, then a GET goes out
 *   through `fetchFn` carrying `Upgrade: websocket`, `Sec-WebSocket-Protocol` (the requested
 *   protocols joined by `', '`) and whatever headers the factory was given. No `Connection:
 *   Upgrade` header is added.
 * - The upgrade `Response` has to include a `webSocket`. The shim accepts that socket by calling
 *   `accept()` and then relays its open, message, error and close events.
 * - Sub-protocols: `protocol` comes from the `Sec-WebSocket-Protocol` header of the response, which
 *   reflects the server's choice. Unlike a browser, the shim does not fail the handshake when it
 *   offered sub-protocols and the response names none of them, so a test can pass where a browser
 *   would not.
 * - A rejected or failed upgrade makes the shim dispatch `error`, followed by `close` carrying
 *   code 1011 with `wasClean` false; `readyState` ends at CLOSED.
 * - Calling `send()` while CONNECTING queues the data, with `bufferedAmount` counting the queued
 *   bytes, and everything is flushed once the socket opens. Going past `maxQueueBytes` throws an
 *   `Error` that mentions the CONNECTING queue, and so does calling `send()` after closing has
 *   begun.
 * - If you call `close()` before a socket is attached, a clean close event is synthesised straight
 *   away; otherwise `readyState` stays CLOSING until the server's close comes back.
 * - Two non-standard properties help with debugging: `request` holds the upgrade `Request` and
 *   `response` holds the upgrade `Response`. The docs rely on them to assert on the outgoing
 *   `Origin` header and on the `Access-Control-Allow-Origin` header in the reply.
 * - The `on*` handler properties work because every event is dispatched via `EventTarget`; the
 *   shim never invokes those handlers itself.
 * - `@lumenize/rpc` re-exports it, and it is the foundation of both `Browser.WebSocket` and
 *   `Browser.context().WebSocket`.
 * - The type this declaration gives the class, `WebSocketShimClass`, says what a test can rely on:
 *   a constructor `new (url: string | URL, protocols?: string | string[])` with the four
 *   ready-state constants as statics.
 * - `WebSocketShimClass` types its sockets as `WebSocket` without the four ready-state constants
 *   and without the server-side members, plus `request` and `response`.
 * - Published types: the published 0.9.0 declaration types the class as
 *   `new (url: string | URL, protocols?: string | string[]) => WebSocket`, for `Browser.WebSocket`
 *   and `context().WebSocket` too, with no statics and no `request` or `response`.
 * - Casts: code that uses the shim's extras, such as `ws.request` or `browser.WebSocket.OPEN`,
 *   type-checks against this page but needs a cast against the published types: for example
 *   `ws as typeof ws & { request: Request }`, or the global `WebSocket.OPEN` in place of the
 *   static.
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
 * - The message includes the path segment and a comma-separated list of the bindings that matched.
 * - Quirk: `availableBindings` receives the same list as `matchedBindings`, not every binding on
 *   `env`.
 * - It comes from `getDONamespaceFromPathSegment`, so `routeDORequest` and `routeAgentRequest` can
 *   throw it too. A typical trigger: a path segment of `'my-do'` while `env` has both a `MY_DO`
 *   and a `MyDO` binding.
 * @guide /docs/utils/route-do-request
 */
export class MultipleBindingsFoundError extends Error {
  /** A stable identifier for programmatic checks. */
  code: 'MULTIPLE_BINDINGS_FOUND';
  /** The HTTP status to respond with (400). */
  httpErrorCode: number;
  /** Holds the matched list, as explained in the quirk note. */
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

// A cookie as the jar stores it. The published module exports it, marked internal.
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
 * @throws `setCookie`: throws an `Error` if you give no domain and none has been inferred so far.
 * @throws `context().fetch`: throws a `TypeError` whose message begins
 * `Failed to fetch: CORS error - ...` when a cross-origin response fails CORS validation.
 * @throws `context().fetch`: the CORS `TypeError` is thrown whether validation fails because
 * `Access-Control-Allow-Origin` is missing, `'*'` is used together with `credentials: 'include'`,
 * the origin doesn't match, or credentials were included without
 * `Access-Control-Allow-Credentials: true`.
 * @throws `context().fetch`: the same CORS `TypeError` is thrown if the automatic preflight fails.
 * @remarks
 * - The signature names two types without a page here: `PreflightInfo`, a type alias the module
 *   does not export, and `Cookie`, which the module exports but marks internal, as it does the four
 *   cookie helpers listed below.
 * - Docs versus code: the class's JSDoc claims it auto-detects `SELF.fetch`, yet the utils
 *   constructor only looks at its argument or `globalThis.fetch`. Automatic `SELF.fetch` injection
 *   is provided by the `@lumenize/testing` subclass.
 * - `fetch` getter: returns a function that puts matching cookies into a `Cookie` header, forwards
 *   the request to the base fetch, and records any `Set-Cookie` values in the response. No
 *   `Origin` header is added.
 * - `WebSocket` getter: a class created with `getWebSocketShim(this.fetch)`, so upgrade requests
 *   carry the jar's cookies. No `Origin` header is sent. Each read of the getter creates a new
 *   class; its sockets have no `OPEN`/`CLOSED` constants (those are statics of the class).
 * - `context(origin, options?)` gives you `{ fetch, WebSocket, lastPreflight }`. That fetch sets
 *   `Origin` unless the request already has one, and a request is treated as cross-origin whenever
 *   its target URL has an origin other than that `Origin`. Same-origin requests skip both the
 *   preflight and the CORS checks.
 * - When a preflight happens (matching browser rules): for cross-origin requests that use a method
 *   other than GET, HEAD or POST, or that send any header besides `accept`, `accept-language`,
 *   `content-language` and `content-type` (`Origin` is not counted).
 * - A preflight also happens for cross-origin POSTs whose `Content-Type` is not
 *   `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`.
 * - The preflight: an OPTIONS request goes out carrying `Origin`, `Access-Control-Request-Method`
 *   and, when the request has headers other than `accept`, `accept-language`, `content-language`
 *   and `content-type`, an `Access-Control-Request-Headers` naming those (lower-cased, joined with
 *   commas).
 * - The real request is sent only after the preflight's response passes CORS validation.
 * - Preflight headers: a real browser also names `content-type` when its value is not one of the
 *   three simple types, so a JSON POST's preflight here has no `Access-Control-Request-Headers`,
 *   where a browser's names `content-type`.
 * - Validation looks only at `Access-Control-Allow-Origin`, plus `Access-Control-Allow-Credentials`
 *   when `credentials: 'include'` is set. `Access-Control-Allow-Methods` and
 *   `Access-Control-Allow-Headers` are not checked, although real browsers require them on a
 *   preflight reply. So a test can pass where a browser would refuse the request.
 * - Validation with `routeDORequest` at 0.9.0, whose preflight reply carries only
 *   `Access-Control-Allow-Origin` and `Vary: Origin`: every cross-origin request that needs a
 *   preflight can pass in a test where a browser would refuse it.
 * - `lastPreflight` (non-standard, exposed through a getter) is `null` if the latest request
 *   didn't need a preflight; otherwise it holds `{url, method, headers, success}`, with `success`
 *   set to `false` when the preflight failed. Its `headers` leave out the same four names.
 * - The context's `WebSocket` is a shim whose headers are `{ Origin: origin, ...options.headers
 *   }`, with `maxQueueBytes` passed along if you set it. It shares the cookie jar and, just like
 *   real browsers, performs no client-side CORS enforcement for WebSockets.
 * - Cookie jar: entries are keyed by name, domain and path. A `Set-Cookie` with no `Domain` uses
 *   the request's hostname, and one with no `Path` uses `/`. `Max-Age` becomes an expiry time, and
 *   expired cookies are ignored and cleaned out.
 * - Cookie matching: a cookie matches when the request hostname ends with the cookie's domain (a
 *   leading dot is ignored) and the request path starts with the cookie's path. `Secure`,
 *   `SameSite` and `HttpOnly` are parsed and reported, but not enforced.
 * - `setCookie(name, value, options)`: if you omit the domain, it uses the hostname picked up from
 *   the earliest response that stored cookies through this instance; an omitted path becomes `/`.
 * - The docs show the cookie jar in action: after a login request sets a cookie, that cookie rides
 *   along automatically on later fetches and on WebSocket upgrades.
 * - `getCookie(name, domain?)` gives back what an unexpired cookie holds, optionally narrowed to
 *   one domain. It can read `HttpOnly` cookies too, which is handy in tests though no real page
 *   script could do it.
 * - `getAllCookies()` lists the unexpired cookies along with their metadata;
 *   `getAllCookiesAsObject()` maps each name to its value; `removeCookie(name, domain?, path?)`
 *   deletes the matching entries; and `getCookiesForRequest(url)` tells you which `Cookie` header
 *   would go out, or `null`.
 * - It reads `response.headers.getSetCookie()` when that exists and otherwise falls back to a
 *   single `Set-Cookie` header.
 * - The utils module also exports, marked `@internal` (its build leaves them in the published
 *   declarations), `Cookie` and four cookie helpers that have no page here.
 * - The four internal cookie helpers left in the published declarations: `parseSetCookie` and
 *   `parseSetCookies`, which read `Set-Cookie` values into `Cookie` objects, `serializeCookies`,
 *   which writes a `Cookie` header, and `cookieMatches`, which tests a cookie against a domain and
 *   path. `PreflightInfo` is not exported at all.
 * - The socket class a page context of `context` hands out is, in the published 0.9.0 types, the
 *   plain `new (url, protocols?) => WebSocket`, as for the `WebSocket` getter: code that uses the
 *   ready-state statics or a socket's `request` and `response` needs a cast there.
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
   * Creates a page context bound to one origin, with CORS enforcement and automatic preflight.
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
