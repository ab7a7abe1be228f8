// The public API of @lumenize/rpc 0.26.0. The site's reference pages are read from this file
// (build-time/content/api-declarations.ts), and the guides' examples are type-checked against it.
// `any` appears only where the published signatures use it.
//
// The package also exports, with `export type *` from its types module, `RpcWebSocketMessage`,
// `RpcWebSocketMessageResponse`, `RemoteFunctionMarker`, `RpcNestedOperationMarker`,
// `NestedOperationMarker`, `RpcClientInternalConfig` and the guards `isRemoteFunctionMarker` and
// `isNestedOperationMarker` (types only, through `export type`), and the class
// `WebSocketRpcTransport`: the published declarations keep them, and the source marks each
// internal, the wire format and the client's own machinery; none has a page here.

/**
 * Creates a client that stands for one Durable Object instance: each property you read and each
 * method you call on it is sent to the DO, run there, and answered as a promise.
 *
 * @typeParam T - The DO class (`typeof Counter`), whose instance type the client then has with
 * `ctx` and `env` made reachable; or a type already written as `RpcAccessible<…>`.
 * @param config - The transport, and for downstream messages a client id and handlers.
 * @returns The client: every member of the instance, each read or call awaited, plus
 * `[Symbol.dispose]`, `transportInstance` and `__asObject`.
 * @throws An `Error` when `onDownstream` is set without a `clientId`.
 * @remarks
 * ### Calls
 * - Nothing is sent until you await or call: `client.ctx.storage` is a proxy, and
 *   `await client.ctx.storage.sql.databaseSize` one round trip.
 * - The calls you start in the same tick go out together, as one HTTP request or one WebSocket
 *   message. A call you hand another as an argument, unawaited, runs inside the DO instead of
 *   coming back first.
 * - An error thrown in the DO is thrown again here, with its message and stack.
 * - Hazard: a method called on what an earlier call returned runs that earlier call again
 *   (`sql.exec('INSERT …').toArray()` inserts twice); give the DO one method that returns plain
 *   data, and call that.
 * ### Connection
 * - Over WebSocket, the first call connects, calls started before the socket opens wait for it,
 *   and after a close the next call connects again. With `onDownstream` or `onClose` the client
 *   also reconnects by itself, after 1 s, then 2, 4 … up to 30 s.
 * - Dispose of the client (`using client = …`, or `client[Symbol.dispose]()`) to close its socket
 *   and reject the calls still waiting.
 * ### Security
 * - Security: whoever reaches an RPC-enabled DO can read and call everything on it, `env` and
 *   `ctx.storage` included; the RPC introduction says how to gate it.
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export function createRpcClient<T>(config: RpcClientConfig): (T extends abstract new (...args: any[]) => infer I ? RpcAccessible<I> : T) & RpcClientProxy;

/**
 * A transport that sends each batch of calls as a `POST` to
 * `<baseUrl>/<prefix>/<binding>/<instance>/call`.
 *
 * @param doBindingName - The binding, as the Worker's router reads it: `'COUNTER'` or `'counter'`.
 * @param doInstanceNameOrId - The instance's name, or its id as 64 hex characters.
 * @param config - Where to send, how long to wait, and with which fetch and headers.
 * @returns The transport, for {@link createRpcClient}.
 * @remarks
 * - Each request has `Content-Type: application/json`, then your `headers`, which replace it when
 *   one is spelled `Content-Type` exactly.
 * - Hazard: the answer's body is decoded before its status is read, so a plain-text error (a 401
 *   from a hook, the router's 403, a 404) rejects the call with a `SyntaxError` from `JSON.parse`
 *   that names neither.
 * - Hazard: from a browser on another origin, the JSON body needs a preflight, and the router
 *   answers it without `Access-Control-Allow-Headers`, so the browser refuses the call. Same-origin
 *   pages and the WebSocket transport are not affected.
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export function createHttpTransport(
  doBindingName: string,
  doInstanceNameOrId: string,
  config?: {
    /**
     * The Worker's origin.
     *
     * @defaultValue the page's origin in a browser, else `'http://localhost:8787'`
     */
    baseUrl?: string;
    /**
     * The path the RPC endpoints live under, as the DO's `RpcConfig` and the router's prefix say.
     *
     * @defaultValue `'/__rpc'`
     */
    prefix?: string;
    /**
     * Milliseconds each request may take, after which it is aborted.
     *
     * @defaultValue `30000`
     */
    timeout?: number;
    /**
     * The fetch to send with.
     *
     * @defaultValue `globalThis.fetch`
     */
    fetch?: typeof globalThis.fetch;
    /** Headers added to every request. */
    headers?: Record<string, string>;
  },
): RpcTransport;

/**
 * A transport that keeps one WebSocket to `<baseUrl>/<prefix>/<binding>/<instance>/call` and sends
 * each batch of calls as a message.
 *
 * @param doBindingName - The binding, as the Worker's router reads it.
 * @param doInstanceNameOrId - The instance's name, or its id as 64 hex characters.
 * @returns The transport, for {@link createRpcClient}.
 * @throws A `ReferenceError` when the runtime has no global `WebSocket` (Node 20), even with a
 * `WebSocketClass`: the transport reads the global's state constants.
 * @remarks
 * - The socket offers the sub-protocol `lumenize.rpc`, then `lumenize.rpc.clientId.<clientId>`
 *   when there is a client id, then `additionalProtocols`.
 * - `timeout` counts from sending a batch to its answer; the wait for the socket to open has no
 *   limit.
 * - Security: the client id is whatever the client offers. A DO that sends a user's messages by
 *   client id must check, in the router's `onBeforeConnect`, that the id offered belongs to the
 *   caller, or anyone can take another client's messages.
 * @guide /docs/rpc/introduction
 */
export function createWebSocketTransport(
  doBindingName: string,
  doInstanceNameOrId: string,
  config?: {
    /**
     * The Worker's origin; an `https:` or `http:` URL is handed to the WebSocket class as it is.
     *
     * @defaultValue the page's origin in a browser, else `'http://localhost:8787'`
     */
    baseUrl?: string;
    /**
     * The path the RPC endpoints live under.
     *
     * @defaultValue `'/__rpc'`
     */
    prefix?: string;
    /**
     * Milliseconds to wait for each batch's answer.
     *
     * @defaultValue `30000`
     */
    timeout?: number;
    /**
     * The WebSocket class to connect with, such as the one `getWebSocketShim` of
     * `@lumenize/testing` makes.
     *
     * @defaultValue the global `WebSocket`
     */
    WebSocketClass?: typeof WebSocket;
    /** The id the DO's `sendDownstream` addresses this connection by. */
    clientId?: string;
    /** More sub-protocols to offer, after Lumenize's. */
    additionalProtocols?: string[];
    /** Receives each message the DO sends down to this connection. */
    onDownstream?: (payload: any) => void | Promise<void>;
    /** Called with the code and reason when the socket closes. */
    onClose?: (code: number, reason: string) => void | Promise<void>;
    /** Called with `true` when the socket opens and `false` when it closes. */
    onConnectionChange?: (connected: boolean) => void | Promise<void>;
  },
): RpcTransport;

/**
 * Wraps a Durable Object class so that it answers RPC: the calls of {@link createRpcClient} sent
 * over HTTP to `<prefix>/…/call`, over a WebSocket opened under the prefix, and over any other
 * socket the DO accepts.
 *
 * @param DOClass - Your Durable Object class.
 * @param config - The prefix, the limits on each call, and whether to block concurrency.
 * @returns A subclass with the same name, to export and bind in place of yours.
 * @throws An `Error` when `DOClass` is not a function.
 * @remarks
 * ### What it adds
 * - `fetch`: a WebSocket upgrade under the prefix is accepted with the hibernation API (tagged with
 *   the client id the client offered) and answered with the sub-protocol `lumenize.rpc`; a `POST`
 *   to `<prefix>/…/call` runs the calls; anything else goes to your own `fetch`.
 * - `webSocketMessage`: every text message on every socket the DO accepted is read as a batch of
 *   calls first; only a message that is not one reaches your own handler.
 * - An HTTP answer is 200 when every call succeeded and 500 when one failed, with each call's
 *   result or error in the body.
 * - Hazard: a request outside the prefix goes to `super.fetch`, so a class without its own `fetch`
 *   throws a `TypeError` for it.
 * ### Security
 * - Security: there is no list of allowed members. Whoever your Worker routes to the DO can read
 *   every property and call every method, `env` (every binding and secret) and `ctx.storage`
 *   (all its data) included.
 * - Security: every socket the DO accepts serves RPC, not only those opened under the prefix, so
 *   whoever may open any socket to it needs the trust an RPC caller needs.
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export function lumenizeRpcDO<T extends new (...args: any[]) => any>(DOClass: T, config?: RpcConfig): T;

/**
 * The HTTP half of {@link lumenizeRpcDO}, for a DO that routes its own `fetch`: answers a `POST` to
 * `<prefix>/…/call` by running its calls on `doInstance`.
 *
 * @param request - The request the DO received.
 * @param doInstance - The DO (`this`).
 * @param config - The prefix, limits and concurrency setting.
 * @returns The answer for a path under the prefix (a 405 for another method than `POST`, a 404 for
 * another endpoint), or `undefined` for any other path.
 * @remarks
 * - Security: the same reach as {@link lumenizeRpcDO}: every member of `doInstance`.
 * @guide /docs/rpc/introduction
 */
export function handleRpcRequest(request: Request, doInstance: any, config?: RpcConfig): Promise<Response | undefined>;

/**
 * The WebSocket half of {@link lumenizeRpcDO}, for a DO with its own `webSocketMessage`: runs the
 * calls a message carries and sends the answer on the same socket.
 *
 * @param ws - The socket the message came on.
 * @param message - The message.
 * @param doInstance - The DO (`this`).
 * @param config - The prefix, limits and concurrency setting.
 * @returns `true` when the message was a batch of calls and has been answered; `false` for
 * anything else (binary data, text that does not parse as one), for your own handling.
 * @guide /docs/rpc/introduction
 */
export function handleRpcMessage(ws: WebSocket, message: string | ArrayBuffer, doInstance: any, config?: RpcConfig): Promise<boolean>;

/**
 * Sends a value from the DO to the clients connected with these client ids, over their open
 * WebSockets, to their `onDownstream` handlers.
 *
 * @param clientIds - One client id or several.
 * @param doInstance - The DO (`this`).
 * @param payload - Any value `@lumenize/structured-clone` carries.
 * @returns A promise that settles once the messages are handed to the sockets.
 * @remarks
 * - A client with no open socket gets nothing: nothing is queued or sent again later.
 * - Security: a client id is whatever the client offered when it connected; see
 *   {@link createWebSocketTransport}.
 * @guide /docs/rpc/introduction
 */
export function sendDownstream(clientIds: string | string[], doInstance: any, payload: any): Promise<void>;

/**
 * Turns on (or off) the recording of the batches clients send, for {@link getLastBatchRequest}.
 * Calls still go out as usual.
 *
 * @param enabled - Whether to record.
 * @remarks
 * - Turning it off forgets the last batch.
 */
export function setInspectMode(enabled: boolean): void;

/**
 * The last batch of calls a client sent while {@link setInspectMode} was on, or `null`.
 *
 * @returns The batch, with each call's operations.
 */
export function getLastBatchRequest(): RpcBatchRequest | null;

/**
 * The HTTP transport's class; {@link createHttpTransport} makes one with its defaults filled in.
 */
export class HttpPostRpcTransport implements RpcTransport {
  /**
   * @param config - Every setting, none optional.
   * @returns The transport.
   */
  constructor(config: { baseUrl: string; prefix: string; doBindingName: string; doInstanceNameOrId: string; timeout: number; fetch: typeof fetch; headers: Record<string, string> });
  /** Sends one batch and resolves to its answers. */
  execute(batch: RpcBatchRequest): Promise<RpcBatchResponse>;
  /** Always `true`: there is no connection to keep. */
  isConnected(): boolean;
  /** Does nothing: HTTP has no connection to keep alive. */
  setKeepAlive(enabled: boolean): void;
}

/**
 * What a transport does for {@link createRpcClient}: send a batch of calls and resolve to their
 * answers, and for a connection, open and close it.
 *
 * @remarks
 * - The source marks it internal; the published declarations export it, and the transport
 *   factories return it.
 */
export interface RpcTransport {
  /** Sends a batch and resolves to one answer per call, matched by id. */
  execute(batch: RpcBatchRequest): Promise<RpcBatchResponse>;
  /** Opens the connection, for a transport that has one. */
  connect?(): Promise<void>;
  /** Closes the connection and rejects the calls still waiting. */
  disconnect?(): void;
  /** Whether the connection is open. */
  isConnected?(): boolean;
  /** Sets the handler of downstream messages. */
  setDownstreamHandler?(handler: (payload: any) => void | Promise<void>): void;
  /** Whether to reconnect by itself after a close. */
  setKeepAlive(enabled: boolean): void;
}

/**
 * What {@link createRpcClient} takes.
 *
 * @guide /docs/rpc/introduction
 * @guide /docs/rpc/quick-start
 */
export interface RpcClientConfig {
  /** The transport: {@link createWebSocketTransport} or {@link createHttpTransport}. */
  transport: RpcTransport;
  /**
   * The id the DO's `sendDownstream` addresses this client by. Required with `onDownstream`; give
   * the transport the same id.
   */
  clientId?: string;
  /** Receives each message the DO sends down to this client, and keeps its socket reconnecting. */
  onDownstream?: (payload: any) => void | Promise<void>;
  /** Called with the code and reason when the socket closes, and keeps it reconnecting. */
  onClose?: (code: number, reason: string) => void | Promise<void>;
}

/**
 * The members a client has besides those of the DO.
 *
 * @guide /docs/rpc/quick-start
 */
export interface RpcClientProxy {
  /** Closes the WebSocket, if there is one, and rejects the calls still waiting. */
  [Symbol.dispose](): void;
  /** The transport the client sends through. */
  transportInstance: RpcTransport;
  /**
   * A snapshot of everything the DO exposes, as plain data: each function as the text
   * `'name [Function]'`, other values as they are. On the client itself only, not on a member.
   */
  __asObject?(): Promise<any>;
}

/**
 * The options of {@link lumenizeRpcDO}, {@link handleRpcRequest} and {@link handleRpcMessage}.
 *
 * @guide /docs/rpc/introduction
 */
export interface RpcConfig {
  /**
   * The path under which the DO answers RPC; a WebSocket message is a call when its `type` is this
   * prefix without its slashes.
   *
   * @defaultValue `'/__rpc'`
   */
  prefix?: string;
  /**
   * The most operations (property reads and calls) one call may chain; a longer chain fails with
   * an `Error`.
   *
   * @defaultValue `50`
   */
  maxDepth?: number;
  /**
   * The most arguments one method call may take.
   *
   * @defaultValue `100`
   */
  maxArgs?: number;
  /**
   * Runs each HTTP batch, and each WebSocket message, inside `ctx.blockConcurrencyWhile`, so that
   * nothing else runs in the DO until it is done.
   *
   * @defaultValue `false`
   */
  blockConcurrency?: boolean;
}

/**
 * A DO's type as a client sees it: `ctx` and `env`, protected on the class, made reachable,
 * `ctx` as `DurableObjectState` and `env` as `any`.
 *
 * @remarks
 * - The type says what a call returns, not that it returns a promise: await every read and call.
 * @guide /docs/rpc/introduction
 */
export type RpcAccessible<T> = Omit<T, 'ctx' | 'env'> & {
  ctx: DurableObjectState;
  env: any;
};

/**
 * One step of a call as the client records it: a property read (`get`) or a call (`apply`).
 */
export type Operation =
  | {
      type: 'get';
      key: string | number | symbol;
    }
  | {
      type: 'apply';
      args: any[];
    };

/**
 * The steps of one call, from the DO instance to the value it asks for.
 */
export type OperationChain = Operation[];

/**
 * A batch of calls, as a transport sends it and {@link getLastBatchRequest} returns it.
 *
 * @remarks
 * - The source marks it internal; it is the wire format, which may change in any release.
 */
export interface RpcBatchRequest {
  /** Each call, with the id its answer comes back under. */
  batch: Array<{
    id: string;
    operations: OperationChain;
  }>;
}

/**
 * The answers to a batch, one per call.
 *
 * @remarks
 * - The source marks it internal; it is the wire format, which may change in any release.
 */
export interface RpcBatchResponse {
  /** Each call's id, and its result or its error. */
  batch: Array<{
    id: string;
    success: boolean;
    result?: any;
    error?: any;
  }>;
}

// Only the declarations marked `export` are public.
export {};
