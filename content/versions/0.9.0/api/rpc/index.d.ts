// The public API of @lumenize/rpc 0.9.0. The site's reference pages are read from this file
// (build-time/content/api-declarations.ts), and the guides' examples are type-checked against it.

export { getWebSocketShim } from '@lumenize/utils';

// The package's entry re-exports its types module with `export type *`, so its published
// declarations also carry names the source marks internal, which this reference leaves out: the
// wire format's `Operation`, `OperationChain`, `RpcRequest`, `RpcResponse` and
// `RemoteFunctionMarker`, the client's `RpcClientInternalConfig` and `RpcTransport`, and
// `isRemoteFunctionMarker`, a function that `export type` makes usable in type positions only.

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
 * characters. Like the binding name, it goes into the URL path unchanged, and `routeDORequest`
 * reads it back without decoding it: a name with a character that URLs percent-encode (a space,
 * `é`) reaches the instance named by the encoded form (`my%20room`), and one with a `/` reaches
 * the instance named by what comes before it. Names of letters, digits, `-` and `_` reach the
 * instance they name.
 * @param options - The transport, base URL, prefix, timeout, fetch or WebSocket class to use, and
 * headers; each field's default is listed under {@link RpcClientConfig}.
 * @paramDefault options `{}`
 * @returns A proxy. Reading any property gives another chained proxy, and the round trip to the DO
 * happens when you await a chain or call a function through it. It also has
 * `Symbol.asyncDispose`, so `await using` works, and `__asObject()`.
 * @throws A `ReferenceError`, at once, where the runtime has no global `WebSocket`: the client reads
 * it when it is created, even with `transport: 'http'` or a `WebSocketClass` of yours. Define
 * `globalThis.WebSocket` first.
 * @throws An error thrown in the DO, thrown again on your side with its message, the DO's stack and
 * its own properties, such as a `code`. A built-in class (`TypeError`, `RangeError`…) is kept; a
 * subclass of your own arrives as a plain `Error` named `'Error'`.
 * @throws Over WebSocket: `RPC operation timed out after <timeout>ms`; `WebSocket connection failed`
 * when the socket errors before it opens; `WebSocket connection closed`, or `WebSocket
 * disconnected` after `Symbol.asyncDispose`, for the calls still waiting.
 * @throws Over HTTP: the `TimeoutError` of `AbortSignal.timeout` when the answer is late. The body
 * is parsed as JSON before the status is read, so an RPC error comes back as itself whatever the
 * status, and a plain-text answer, such as a hook's 401 or the router's 403, rejects with a
 * `SyntaxError`.
 * @throws Calling something that is not a function, through the result of a call, rejects with an
 * `Error` whose message begins `Attempted to call a non-function value`.
 * @remarks
 * ### Security
 * - Security: the client reaches everything on the DO instance, `env` (the Worker's secrets and
 *   bindings) and `ctx.storage` included: the server has no allowlist. Authenticate in
 *   `routeDORequest`'s `onBeforeRequest` and `onBeforeConnect` hooks, with the same check in both.
 *
 * ### Calls
 * - Hazard: every property read and every call is a Promise on the wire, even of a member that is
 *   synchronous in the DO (`await client.ctx.storage.kv.get(k)`), and the types do not say so.
 *   {@link RpcAccessible} types `env` as `any`.
 * - Hazard: a method called on what an earlier call returned runs that call again, unawaited.
 *   `await client.ctx.storage.sql.exec('INSERT …').toArray()` inserts three times, and so does
 *   calling `toArray()` on the cursor an awaited `exec` gave; a method called on the result of an
 *   `async` method gets a Promise as `this`. Call methods that do the whole job and return plain
 *   data.
 * - Chains are lazy: `client.ctx.storage` kept in a variable, or `{ sql }` taken out of it, sends
 *   nothing until you await or call it.
 *
 * ### Connection
 * - Creating the client connects nothing. A call connects if need be and is sent when you make it,
 *   awaited or not; a chain of property reads waits until you await it.
 * - Calls started before the first connection opens each open a socket, and all but the last stay
 *   open, unused. Await one call before starting others.
 * - Over WebSocket the timeout starts once the socket is open: a connection that never opens nor
 *   fails leaves the call pending.
 * - When the socket drops, the calls waiting reject and the next call connects again.
 * - `await using client = createRpcClient(…)` disconnects at the end of the scope. Without
 *   `await using`, call `await client[Symbol.asyncDispose]()` in a `finally`. The synchronous
 *   `Symbol.dispose`, not declared on {@link RpcClientProxy}, starts the disconnect without waiting.
 *
 * ### Wire format
 * - Both transports call `${baseUrl}/${prefix}/${doBindingName}/${doInstanceNameOrId}/call`, with
 *   the slashes at each part's ends trimmed; the WebSocket transport keeps the scheme of `baseUrl`.
 * - Values travel as `@ungap/structured-clone/json`: `Date`, `Map`, `Set`, `RegExp`, `BigInt`,
 *   `ArrayBuffer`, typed arrays and circular references arrive intact, instances of your classes as
 *   plain objects, and `NaN` and `Infinity` as `null`.
 * - An `Error` returned as a value, not thrown, keeps its message and loses its stack and own
 *   properties. Built-in types keep their class from `@ungap/structured-clone` 1.3.3, which a fresh
 *   install of the package's `^1.3.0` picks; a lockfile that holds 1.3.0 to 1.3.2 makes them a
 *   plain `Error` named `'Error'`. A subclass of your own is a plain `Error` either way.
 * - Functions in a returned object, its own, its prototype's or a getter's, come back as remote
 *   functions you can call; the values of its other getters come back with it.
 * - HTTP protocol: each call is a POST with `Content-Type: application/json` and the headers you
 *   configured, and a body of `{operations}` encoded as structured-clone JSON. A configured
 *   `Content-Type` replaces the client's only when spelled so exactly: `content-type` adds its value
 *   to the client's (`application/json, text/plain`).
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
 * ### Security
 * - Security: there is no allowlist. An RPC call may read any property path of the instance and
 *   call any function it finds there, within `maxDepth` and `maxArgs`: `this.env`, with every
 *   secret and binding of the Worker, and `this.ctx.storage` included. The only gates stand in
 *   front of the DO: `routeDORequest`'s hooks, and its CORS origin check, which is not
 *   authentication.
 * - Security: every WebSocket the DO accepts serves RPC, not only those opened under the prefix:
 *   its `webSocketMessage` hands each text message to {@link handleRpcMessage} first. A socket your
 *   own `fetch` accepts for a chat takes RPC calls too, so give every socket of a wrapped DO the
 *   trust RPC needs.
 *
 * ### What the subclass adds
 * - `fetch`: a request under the prefix with `Upgrade: websocket`, in any case and whatever its
 *   method, is accepted with `ctx.acceptWebSocket` (the hibernation API) and answered 101. Any other
 *   goes to {@link handleRpcRequest}, and on to your class's `fetch` when that returns `null`.
 * - A class without a `fetch` of its own (`DurableObject` has none) throws a `TypeError` for a
 *   request outside the prefix, and `routeDORequest` passes it on: route only the prefix to it.
 * - `webSocketMessage`: a message that is not RPC goes on to your class's `webSocketMessage`, if it
 *   has one. `webSocketClose` calls your class's.
 * - It keeps the original class's name and statics. Export it under the `class_name` that your
 *   wrangler binding and migrations name (`Counter = lumenizeRpcDO(CounterBase)`: `'Counter'`).
 * - Every request to its `fetch` writes a `console.debug` line.
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
 * - A path under the prefix whose last segment is not `call` gets a 404 whose plain-text body begins
 *   `Unknown RPC endpoint`; a request to `…/call` that is not a `POST`, a 405 `Method not allowed`.
 *   Neither is JSON, so the client's HTTP transport rejects them with a `SyntaxError`.
 * - Success: 200, `Content-Type: application/json`, and `{success:true, result}` as structured-clone
 *   JSON.
 * - Failure (a chain refused, an error thrown by your code, a call of something that is not a
 *   function): 500 and `{success:false, error}`, the error with its name, message, stack and own
 *   properties.
 * - A chain longer than `maxDepth` operations, or a call with more than `maxArgs` arguments, is
 *   refused.
 * - Hazard: calls in a chain after a call run that call again, as {@link createRpcClient} says.
 * - {@link lumenizeRpcDO} calls it from its `fetch`; call it yourself to serve RPC beside endpoints
 *   of your own, and pair it with {@link handleRpcMessage}.
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
 * - A message is RPC when it is a string that `@ungap/structured-clone/json` parses, whose `type` is
 *   the prefix without its slashes (`'__rpc'`). Without `id` or `operations` it is not answered: a
 *   warning is logged and the result is `false`.
 * - Security: it answers on whatever socket it is given, whatever URL that socket was opened on.
 * - `operations` must be an array of at most `maxDepth` entries, and no call may pass more than
 *   `maxArgs` arguments.
 * - The answer is `{id, type, success:true, result}` or `{id, type, success:false, error}` as
 *   structured-clone JSON, an error with its name, message, stack and own properties.
 * - Hazard: to find each call's `this`, the steps before it run again, earlier calls unawaited: a
 *   call after a call repeats it, and may see a Promise as `this`.
 * - A failed call writes an error object to `console.error`.
 */
export function handleRpcMessage(ws: WebSocket, message: string | ArrayBuffer, doInstance: any, config?: RpcConfig): Promise<boolean>;

/**
 * The settings you can pass as the third argument of {@link createRpcClient}.
 *
 * @remarks
 * - Every field is optional; one you leave out takes the default shown.
 * - `prefix` must match the server's {@link RpcConfig} `prefix` and the prefix your Worker routes on.
 * - Only the HTTP transport sends `headers` and uses `fetch`; only the WebSocket transport uses
 *   `WebSocketClass`. To add headers to an upgrade in tests, use a shim made with headers, or
 *   `Browser.context`.
 * - The client reads the global `WebSocket` either way, before these settings: where there is none,
 *   it throws a `ReferenceError` whatever you pass.
 * - The published type of `WebSocketClass` is
 *   `new (url: string, protocols?: string | string[]) => WebSocket`. This one also takes a class
 *   whose sockets lack the ready-state constants and the server-side members, such as the shim of
 *   `getWebSocketShim`: a class of your own that passes only here needs a cast against the
 *   published types.
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export interface RpcClientConfig {
  /**
   * The wire protocol. WebSocket keeps one long-lived connection open; HTTP sends a POST for every
   * call. Each HTTP call carries `Content-Type: application/json` unless your `headers` set a
   * `Content-Type` of their own, spelled so exactly, and a browser sends a cross-origin JSON POST only
   * after a preflight, which the 0.9.0 router does not answer with `Access-Control-Allow-Headers`.
   * With `headers: { 'Content-Type': 'text/plain' }` a call needs no preflight and reaches the DO
   * from an allowed origin, but it brings nothing your hooks could authenticate: the transport's
   * own `fetch` sends no cookie across origins, and any header you add calls for a preflight
   * again. From a page on another origin, then, HTTP gets through only to hooks that let
   * unauthenticated callers in; authenticate such a page over WebSocket, with a cookie.
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
 * - Give the type a name of its own, such as
 *   `type CounterDO = RpcAccessible<InstanceType<typeof Counter>>`: `type Counter = …` would
 *   collide with an imported `Counter` class.
 * - `@lumenize/testing` re-exports it (type-only).
 * @guide /docs/rpc/quick-start
 * @guide /docs/testing/usage
 */
export type RpcAccessible<T> = Omit<T, 'ctx' | 'env'> & {
  ctx: DurableObjectState;
  env: any;
};
