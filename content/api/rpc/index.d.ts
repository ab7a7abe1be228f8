// The public API of @lumenize/rpc 0.9.0. The site's reference pages are read from this file
// (build-time/content/api-declarations.ts), and the guides' examples are type-checked against it.

export { getWebSocketShim } from '@lumenize/utils';

/**
 * Creates a client-side proxy that stands for one remote Durable Object instance. Each property you
 * read or method you call on it is recorded as a chain of operations, sent to the DO, run there,
 * and handed back to you as a Promise.
 *
 * @typeParam T - How the caller sees the remote DO. Wrap your DO class type as
 * `RpcAccessible<InstanceType<typeof MyDO>>` so TypeScript lets you reach the protected `ctx` and `env`.
 * @param doBindingName - The name of the DO namespace binding from your wrangler config. It goes
 * into the URL path exactly as given, so any segment form your Worker's router understands works;
 * `routeDORequest`, for example, resolves `'counter'` to a `COUNTER` binding.
 * @param doInstanceNameOrId - The instance name, or a unique id written as 64 lowercase hex
 * characters. Like the binding name, it goes into the URL path unchanged.
 * @param options - The transport, base URL, prefix, timeout, fetch or WebSocket class to use, and
 * headers; each field's default is listed under {@link RpcClientConfig}.
 * @paramDefault options `{}`
 * @returns A proxy. Reading any property gives another chained proxy, and the round trip to the DO
 * happens when you await a chain or call a function through it. It also has
 * `Symbol.asyncDispose`, so `await using` works, and `__asObject()`.
 * @throws A `ReferenceError`, synchronously, where the runtime has no global `WebSocket`: the
 * client reads the global as the default of `WebSocketClass` when it is created, even with
 * `transport: 'http'`.
 * @throws The `ReferenceError` for a missing global `WebSocket` is not prevented by passing a
 * `WebSocketClass`, because the default is read before your options are applied; define
 * `globalThis.WebSocket` before you create the client.
 * @throws An error thrown by code inside the DO is thrown again on your side as an `Error`
 * instance: the constructor is looked up on `globalThis` by the error's name, falling back to
 * `Error`, and the message, the DO's stack and custom own properties are copied over.
 * @throws An error thrown inside the DO keeps its class on your side when it is a built-in type
 * such as `TypeError` or `RangeError`; your own subclasses arrive as a plain `Error` whose `name`
 * is not restored, though own properties such as `code` are.
 * @throws With the WebSocket transport, a call rejects with an `Error` saying the operation timed
 * out after the configured number of milliseconds, or with `'WebSocket connection failed'` if the
 * socket errors before it opens.
 * @throws With the WebSocket transport, calls still in flight when the connection shuts or you
 * dispose of the client reject with `'WebSocket connection closed'` or `'WebSocket disconnected'`.
 * @throws The WebSocket transport has its own `'WebSocket is not available...'` error, but no
 * client reaches it: without a global `WebSocket` the client has already thrown the
 * `ReferenceError` above, and with one, a missing `WebSocketClass` falls back to it.
 * @throws With the HTTP transport, a call rejects with the `TimeoutError` of
 * `AbortSignal.timeout(timeout)` when the response is late.
 * @throws With the HTTP transport, the response body is parsed as JSON before its status is looked
 * at, so an answer outside the 2xx range that carries a serialized RPC error rejects with that
 * error.
 * @throws With the HTTP transport, a plain-text answer, such as the router's 401, 403, 404 or 405,
 * rejects with the `SyntaxError` of the JSON parse, not with an `HTTP <status>` message, because
 * the body is parsed before the status is looked at.
 * @throws If a chain resolves to something that is not a function and you call it on a result
 * proxy, the call rejects with an `Error` whose message begins `'Attempted to call a non-function value'`.
 * @remarks
 * - Security: the client can reach anything on the DO instance, `env` (the Worker's secrets and
 *   bindings) and `ctx.storage` included, because the server side has no allowlist. What stands
 *   between a client and the DO is your Worker's routing: authenticate in `routeDORequest`'s
 *   `onBeforeRequest` and `onBeforeConnect` hooks.
 * - Hazard: a method called on an object that an earlier call returned runs the earlier calls
 *   again. The server finds the `this` of each call by replaying the chain before it, and it
 *   replays the earlier calls without awaiting them.
 * - Hazard of replayed calls: `await client.ctx.storage.sql.exec('INSERT …').toArray()` runs the
 *   insert three times (once when `exec` is applied, then twice on the server as the `toArray` call
 *   is resolved), and a method called on the result of an async method gets a Promise as its
 *   `this`.
 * - Hazard of replayed calls: awaiting `exec` first and then calling `toArray()` on the cursor it
 *   returned runs the insert three times as well. Call methods only on paths of properties, and
 *   give the DO a method that does the whole job and returns plain data.
 * - Types: the client is typed as if the DO's members were local. Every property read and every
 *   call, even of a member that is synchronous in the DO, is a Promise on the wire and must be
 *   awaited (`await client.ctx.storage.kv.get(k)`), and TypeScript does not tell you so.
 *   {@link RpcAccessible} types `env` as `any`.
 * - Defaults: `transport` is `'websocket'`, `prefix` is `'/__rpc'`, `baseUrl` is
 *   `location.origin` where a global `location` exists and `'http://localhost:8787'` otherwise,
 *   `timeout` is 30000 ms, `fetch` is `globalThis.fetch`, `headers` is `{}`, and `WebSocketClass`
 *   is the global `WebSocket`.
 * - Both transports build the endpoint as `${baseUrl}/${prefix}/${doBindingName}/${doInstanceNameOrId}/call`,
 *   trimming leading and trailing slashes from each part. The WebSocket transport connects to that
 *   same URL, with whatever scheme `baseUrl` has.
 * - Connecting: creating the client connects nothing. A call connects, if need be, and is sent the
 *   moment you make it, whether or not you await it; only a chain of property reads waits until you
 *   await it. A call you never await still runs in the DO.
 * - Reconnecting: when the WebSocket drops, the next call creates a fresh transport and reconnects.
 * - First connection: calls made before the first connection has opened do not share it: each one
 *   opens its own socket, and all but the last are left open, unused, until the DO or the runtime
 *   closes them. Await one call before starting others.
 * - The timeout does not cover connecting: over WebSocket a call's timer starts once the
 *   connection is open, so a connection that never opens, nor fails, leaves the call pending for ever.
 * - You can keep a chain in a variable or destructure it, for instance saving `client.ctx.storage`
 *   and taking `{ sql }` out of it. Each one is a new lazy proxy, and nothing goes over the wire
 *   until you await or call it.
 * - On the root client, reading a symbol-keyed property gives `undefined`, because symbols cannot
 *   be serialised (`Symbol.asyncDispose` and `Symbol.dispose` are handled separately). The `'then'`
 *   key is treated specially so that chains are thenable without `'then'` entering the chain.
 * - The wire format is `@ungap/structured-clone/json`, so `Date`, `Map`, `Set`, `RegExp`, `BigInt`,
 *   `ArrayBuffer`, typed arrays and circular or shared references make the round trip intact.
 *   Instances of your own classes come back as plain objects.
 * - Wire format: the encoding ends in `JSON.stringify`, so `NaN` and `Infinity` arrive as `null`,
 *   and an `Error` returned as a value (not thrown) keeps its message but loses its stack and own
 *   properties such as `code`.
 * - Returned errors: the class of an `Error` returned as a value depends on the
 *   `@ungap/structured-clone` the package resolves (`^1.3.0`). 1.3.0, which the Lumenize
 *   repository's lockfile holds at 0.9.0, and the 1.3.1 and 1.3.2 that followed deliver every
 *   returned `Error` as a plain `Error` whose `name` is `'Error'`, built-in types included.
 * - Returned errors: from `@ungap/structured-clone` 1.3.3, built-in types keep their class. A
 *   subclass of your own comes back as a plain `Error` with either range of versions. Thrown errors
 *   take the path described under Throws, and keep a built-in class whatever the version.
 * - Functions in a returned object, whether own properties, prototype methods or getters that
 *   yield a function, are replaced on the server by markers and rebuilt on the client as remote
 *   proxies you can call. Getters yielding anything else are evaluated and their values included.
 * - Lifecycle: with `await using client = createRpcClient(...)` the client disconnects when the
 *   scope ends, through `Symbol.asyncDispose`. Where `await using` is not available (it needs
 *   explicit resource management at run time, which not every browser has), call
 *   `await client[Symbol.asyncDispose]()` in a `finally` block.
 * - Lifecycle: the synchronous `Symbol.dispose` starts the disconnect without waiting for it; it is
 *   not declared on {@link RpcClientProxy}.
 * - `__asObject()` works only on the root proxy. It fetches the structure of the target object,
 *   each remote function shown as the string `<name> [Function]`, while other values such as
 *   `ctx.storage.sql.databaseSize` come through as they are.
 * - WebSocket protocol: every request is sent as `{id, type, operations}`. The `type` is the prefix
 *   without its slashes (`'__rpc'` by default) and the `id` is `<Date.now()>-<counter>`; replies are
 *   matched to requests by `id`.
 * - HTTP protocol: each call is a POST with `Content-Type: application/json` and the headers you
 *   configured, and a body of `{operations}` encoded as structured-clone JSON. A configured
 *   `Content-Type` replaces the client's only when spelled so exactly: `content-type` adds its value
 *   to the client's (`application/json, text/plain`).
 * - The factory builds an instance of an internal class, `RpcClient<T>`, whose constructor returns a
 *   Proxy. `createTestingClient` from `@lumenize/testing` is a thin layer over this factory.
 * - Beside the exports this reference documents, the package's entry re-exports everything in its
 *   types module with `export type *`, so its published declarations also carry eight names the
 *   source marks `@internal` (its build leaves them in).
 * - The eight `@internal` names in the published declarations: the types `Operation`,
 *   `OperationChain`, `RpcRequest`, `RpcResponse`, `RemoteFunctionMarker`,
 *   `RpcClientInternalConfig` and `RpcTransport`, and `isRemoteFunctionMarker`, a function that
 *   `export type` lets you name only in type positions.
 * - The eight `@internal` names describe the wire format and the client's internals, and have no
 *   page here.
 * - Install the documented version: `npm install @lumenize/rpc@0.9.0`.
 * - Argument form: older examples, the quick start published with 0.9.0 among them, pass one object
 *   (`{ doBindingName, doInstanceNameOrId, WebSocketClass }`); the 0.9.0 source takes positional
 *   arguments, the form documented here, and from 0.12.0 the function takes a single options object
 *   again.
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export function createRpcClient<T>(doBindingName: string, doInstanceNameOrId: string, options?: RpcClientConfig): T & RpcClientProxy;

/**
 * Wraps a Durable Object class and returns a subclass that serves RPC over HTTP and WebSocket. Your
 * business logic stays as it was, and every property and method of the instance, `env` and
 * `ctx.storage` included, becomes reachable to any caller that gets through your Worker's routing.
 *
 * @param DOClass - The Durable Object class to enhance, usually one that extends `DurableObject`
 * from `'cloudflare:workers'`.
 * @param config - `prefix`, `maxDepth` and `maxArgs`, which default to `'/__rpc'`, 50 and 100.
 * @paramDefault config `{}`
 * @returns A subclass with the original class's type. Export it under the `class_name` your wrangler config uses.
 * @throws An `Error` if `DOClass` is not a function; the message says a DO class or constructor was
 * expected and reports the `typeof` of what it got.
 * @remarks
 * - No allowlist: an RPC call may read any property path of the instance and call any function it
 *   finds there, within the `maxDepth` and `maxArgs` limits. That includes `this.env`, with every
 *   secret and binding of the Worker, and `this.ctx.storage`.
 * - Gates: with no allowlist, the only gates stand in front of the DO, namely `routeDORequest`'s
 *   `onBeforeRequest` and `onBeforeConnect` hooks, and `routeDORequest`'s CORS origin check, which
 *   is not authentication.
 * - RPC is served on every WebSocket the wrapped DO accepts, not only on sockets opened under the
 *   prefix: its `webSocketMessage` hands every text message to {@link handleRpcMessage} first.
 * - WebSocket scope: the prefix does not scope the WebSocket endpoint, so a socket your own `fetch`
 *   accepts for chat or notifications can call anything on the DO too. Give every socket on a
 *   wrapped DO the trust RPC needs.
 * - `fetch`: a request whose path starts with the prefix and that has an `Upgrade: websocket`
 *   header (compared case-insensitively) is accepted with `ctx.acceptWebSocket` (the hibernation
 *   API) and answered 101. Every other request goes to {@link handleRpcRequest}; when that returns
 *   `null`, the original class's `fetch` handles it.
 * - `webSocketMessage`: `handleRpcMessage` looks first, and a message that is not RPC goes on to the
 *   original class's `webSocketMessage` when it has one. `webSocketClose` calls through to the
 *   original class's `webSocketClose` when it has one.
 * - Static members survive, because the subclass's prototype chain leads back to the original
 *   constructor, and the class keeps its name.
 * - Every incoming `fetch` writes a `console.debug` log object.
 * - The quick start's pattern: `class CounterBase extends DurableObject` with an `increment` method
 *   that uses `ctx.storage.kv`, exported wrapped as `Counter = lumenizeRpcDO(CounterBase)`.
 * - The quick start's Worker: its `fetch` passes requests to
 *   `routeDORequest(request, env, { prefix: '__rpc' })` and answers 404 when it returns nothing. A
 *   deployed Worker also needs authentication in the router's hooks.
 * - Since what you export is a subclass, the `class_name` in wrangler's `durable_objects` binding
 *   and in your migrations is the exported name (for example `'Counter'`).
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export function lumenizeRpcDO<T extends new (...args: any[]) => any>(DOClass: T, config?: RpcConfig): T;

/**
 * The HTTP side of RPC for a DO that routes by hand, called from its `fetch`. It answers RPC calls
 * whose path starts with the configured prefix and returns `null` for everything else, leaving those requests to you.
 *
 * @param request - The HTTP request your DO received.
 * @param doInstance - The object the operation chain runs against; usually `this`.
 * @param config - `prefix`, `maxDepth` and `maxArgs`; omitted ones fall back to `'/__rpc'`, 50 and 100.
 * @paramDefault config `{}`
 * @returns `null` if the URL path does not begin with the prefix. Otherwise a `Response`: 200 with a
 * JSON result, 500 with a JSON error, or a plain-text 404 or 405.
 * @throws Nothing for a failed call: RPC failures become 500 responses carrying the serialized error.
 * @remarks
 * - Only paths that begin with the prefix are looked at, and the last path segment must be `call`;
 *   anything else gets a 404 whose plain-text body begins `Unknown RPC endpoint`.
 * - A request to `.../call` that is not a POST gets a 405 with the plain-text body `Method not allowed`.
 *   Neither of these answers is JSON, so the client's HTTP transport rejects them with a `SyntaxError`.
 * - On success the status is 200, the `Content-Type` is `application/json`, and the body is
 *   `{success:true, result}` encoded as structured-clone JSON.
 * - On failure (a validation problem, an error thrown by your code, or a call of something that is
 *   not a function) the status is 500 and the body is `{success:false, error}`, the error serialised
 *   with its name, message, stack and custom own properties plus the `__isSerializedError` marker.
 * - Limits: a request is refused when its chain has more than `maxDepth` operations or a call step
 *   passes more than `maxArgs` arguments.
 * - Calls in a chain after a call re-run that earlier call, as described under {@link createRpcClient}.
 * - {@link lumenizeRpcDO} uses it in its `fetch`. It is exported so a DO can serve RPC beside its own endpoints.
 */
export function handleRpcRequest(request: Request, doInstance: any, config?: RpcConfig): Promise<Response | null>;

/**
 * The WebSocket side of RPC for a DO that routes by hand, called from its `webSocketMessage`. When
 * the message is an RPC envelope, it runs the operation chain against the DO and replies on the
 * same socket; when it is not, it says so and leaves the message alone.
 *
 * @param ws - The server-side socket the message came in on; the reply goes back through it.
 * @param message - The message as received. Binary (`ArrayBuffer`) messages are never RPC.
 * @param doInstance - The object the operation chain runs against, normally `this` in your DO.
 * @param config - `prefix`, `maxDepth` and `maxArgs`; omitted ones fall back to `'/__rpc'`, 50 and 100.
 * @paramDefault config `{}`
 * @returns `true` if the message was RPC and was answered, with a result or an error reply; `false`
 * if it was not RPC, so you can go on with your own handling.
 * @throws Nothing for bad input: a message that does not parse, carries another `type`, or lacks
 * `id` or `operations` gives `false`, and errors while running are caught and sent back as an error reply.
 * @remarks
 * - A message is RPC when it is a string that `@ungap/structured-clone/json` can parse, whose
 *   `type` is the prefix without its leading and trailing slashes (`'__rpc'` by default). It must
 *   also carry `id` and `operations`; if either is missing, a warning is logged and the result is `false`.
 * - It answers on whatever socket it is given: it does not know which URL the socket was opened on,
 *   so every socket whose messages reach it can make RPC calls.
 * - Before anything runs, `operations` must be an array of at most `maxDepth` entries, and no call
 *   step may pass more than `maxArgs` arguments.
 * - The reply is `{id, type, success:true, result}` or `{id, type, success:false, error}`, encoded as
 *   structured-clone JSON. Serialised errors keep their name, message, stack and custom own properties.
 * - Running a chain starts at `doInstance`: a `'get'` step reads a property and an `'apply'` step
 *   calls the current value. To find each call's `this`, the steps before it are run again, and the
 *   earlier calls among them are not awaited, so a call after a call repeats the earlier call and
 *   may see a Promise as `this`.
 * - If you route by hand instead of using {@link lumenizeRpcDO}, pair it with {@link handleRpcRequest}
 *   for HTTP, as `ManualRoutingDO` in the package's tests does: its `fetch` calls
 *   `handleRpcRequest`, and its `webSocketMessage` tries `handleRpcMessage` before its own echo logic.
 * - Every failed RPC operation writes an error object to `console.error`.
 */
export function handleRpcMessage(ws: WebSocket, message: string | ArrayBuffer, doInstance: any, config?: RpcConfig): Promise<boolean>;

/**
 * The settings you can pass as the third argument of {@link createRpcClient}.
 *
 * @remarks
 * - Every field is optional; one you leave out takes the default shown.
 * - `prefix` must match both the server's {@link RpcConfig} `prefix` and the prefix your Worker routes on.
 * - Only the HTTP transport sends `headers`; the WebSocket transport ignores them. To add upgrade
 *   headers in tests, use a WebSocket shim made with headers, or `Browser.context`.
 * - `fetch` matters only to the HTTP transport, and `WebSocketClass` only to the WebSocket transport,
 *   though the client reads the global `WebSocket` as its default either way, before it looks at
 *   these settings: where there is no global `WebSocket`, passing a `WebSocketClass` does not stop
 *   the `ReferenceError`.
 * - The published type of `WebSocketClass` is
 *   `new (url: string, protocols?: string | string[]) => WebSocket`; this declaration accepts any
 *   class whose sockets behave like a browser's, such as the shim of `getWebSocketShim`, whose
 *   sockets lack the ready-state constants and the server-side members.
 * - Casts for `WebSocketClass`: a class of your own that type-checks here only because this
 *   declaration accepts sockets without the ready-state constants and the server-side members needs
 *   a cast against the published types.
 * - Casts for the shim: code that reads the shim's extras (`ws.request`, a static such as `OPEN` on
 *   the class), which the `getWebSocketShim` page describes, needs a cast against the published
 *   types too.
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export interface RpcClientConfig {
  /**
   * The wire protocol. WebSocket keeps one long-lived connection open; HTTP sends a POST for every
   * call. Each HTTP call carries `Content-Type: application/json` unless your `headers` set a
   * `Content-Type` of their own, spelled so exactly, and a browser sends a cross-origin JSON POST only
   * after a preflight, which the 0.9.0 router does not answer with `Access-Control-Allow-Headers`. With `headers: { 'Content-Type': 'text/plain' }`
   * the call is a simple request and needs no preflight, so the HTTP transport is not limited to the
   * same origin: what lets a cross-origin page in is the router's CORS allowlist, and what keeps a
   * caller out must be authentication in its hooks.
   *
   * @defaultValue `'websocket'`
   */
  transport?: 'websocket' | 'http';
  /**
   * The origin (scheme, host and optional port) that the endpoint path is added to.
   *
   * @defaultValue location.origin in a browser, otherwise 'http://localhost:8787'
   */
  baseUrl?: string;
  /**
   * The first path segment of the RPC endpoint. It also sets the `type` of WebSocket messages (`'__rpc'`).
   *
   * @defaultValue `'/__rpc'`
   */
  prefix?: string;
  /**
   * How many milliseconds a call may take once it is sent: an `AbortSignal` over HTTP, a timer per
   * pending call over WebSocket. Connecting is not counted, so a WebSocket that never opens is not timed out.
   *
   * @defaultValue `30000`
   */
  timeout?: number;
  /**
   * A fetch to use instead of the global one, such as `SELF.fetch.bind(SELF)` in the vitest Workers pool.
   *
   * @defaultValue `globalThis.fetch`
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Headers added to every HTTP RPC request, after `Content-Type: application/json`: a key spelled
   * `Content-Type` exactly replaces it, while `content-type` adds a second value. For example
   * `Authorization` from a server or a same-origin page; cross-origin, a custom header needs a
   * preflight, which the 0.9.0 router answers without `Access-Control-Allow-Headers`, so the browser
   * refuses the call.
   *
   * @defaultValue `{}`
   */
  headers?: Record<string, string>;
  /**
   * The WebSocket constructor the client uses. For tests in the vitest Workers pool, pass the class
   * that `getWebSocketShim(...)` returns.
   *
   * @defaultValue `globalThis.WebSocket`
   */
  WebSocketClass?: new (
    url: string,
    protocols?: string | string[],
  ) => Omit<WebSocket, 'CONNECTING' | 'OPEN' | 'CLOSING' | 'CLOSED' | 'accept' | 'serializeAttachment' | 'deserializeAttachment'>;
}

/**
 * The lifecycle and debugging members every client from {@link createRpcClient} (and
 * `createTestingClient`) has beside your DO's own members.
 *
 * @remarks
 * - `[Symbol.asyncDispose]()` shuts the transport down, which is what lets `await using client = ...`
 *   clean up at the end of the scope.
 * - `__asObject()` is declared optional, so you call it as `client.__asObject?.()`. It resolves to a
 *   plain snapshot in which the remote object's functions are strings like `<name> [Function]`; it
 *   means something only on the root client.
 * - `@lumenize/testing` re-exports this type (type-only).
 * @guide /docs/rpc/quick-start
 * @guide /docs/testing/usage
 */
export interface RpcClientProxy {
  /** Disconnects the client and discards its transport. */
  [Symbol.asyncDispose](): Promise<void>;
  /** Fetches the structure of the remote object, each function shown as `<name> [Function]`. */
  __asObject?(): Promise<any>;
}

/**
 * Server-side RPC settings, taken by {@link lumenizeRpcDO}, {@link handleRpcRequest} and {@link handleRpcMessage} alike.
 *
 * @remarks
 * - `maxDepth` and `maxArgs` cap what a caller may ask for: how long a chain may be, and how many
 *   arguments one call may take. They do not limit what the chain may reach.
 * - WebSocket messages use the prefix without its slashes as their envelope `type`, so the client's
 *   and the server's prefixes must agree. The prefix does not limit which sockets serve RPC.
 */
export interface RpcConfig {
  /**
   * The path prefix RPC's HTTP endpoint and WebSocket upgrades are served under.
   *
   * @defaultValue `'/__rpc'`
   */
  prefix?: string;
  /**
   * The most operations, property reads and calls together, one chain may have.
   *
   * @defaultValue `50`
   */
  maxDepth?: number;
  /**
   * The most arguments any one call step may pass.
   *
   * @defaultValue `100`
   */
  maxArgs?: number;
}

/**
 * A type helper that makes the protected `ctx` and `env` of a DO type public, so that client code
 * that reaches into them remotely type-checks.
 *
 * @typeParam T - The instance type of your DO, typically `InstanceType<typeof MyDO>`.
 * @returns Everything `T` has, with `ctx` public as `DurableObjectState` and `env` as `any`.
 * @remarks
 * - `protected` is enforced only by the compiler, while the RPC proxy reaches `ctx` and `env` at run
 *   time. This type makes the types say what happens, and is a reminder that every caller you let
 *   through reaches them too.
 * - It is not a full typing of the remote DO: `env` is `any`, so nothing you read through it is
 *   checked, and the members keep their local types, although each one is a Promise on the wire.
 * - The guides give the type its own name, such as `type CounterDO = RpcAccessible<InstanceType<typeof Counter>>`,
 *   then write `createRpcClient<CounterDO>(...)` or `createTestingClient<CounterDO>(...)`. Reusing the
 *   class's name (`type Counter = ...`) collides with an imported `Counter` class.
 * - `@lumenize/testing` re-exports it (type-only).
 * @guide /docs/rpc/quick-start
 * @guide /docs/testing/usage
 */
export type RpcAccessible<T> = Omit<T, 'ctx' | 'env'> & {
  ctx: DurableObjectState;
  env: any;
};
