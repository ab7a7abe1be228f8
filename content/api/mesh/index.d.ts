// What the guides' examples use of @lumenize/mesh 0.26.0, to type-check them: the package has no
// reference page yet (its guides are /docs/mesh/introduction and /docs/mesh/getting-started), so
// these declarations may leave exports and members out. npm run test:examples holds what they
// declare to the published declarations.

import { DurableObject } from 'cloudflare:workers';

// The DOM's Web Storage and BroadcastChannel, which the published declarations name and the Workers
// types lack.
interface Storage {
  readonly length: number;
  clear(): void;
  getItem(key: string): string | null;
  key(index: number): string | null;
  removeItem(key: string): void;
  setItem(key: string, value: string): void;
}
type BroadcastChannelClass = new (name: string) => EventTarget & {
  readonly name: string;
  postMessage(message: any): void;
  close(): void;
};


declare const ContinuationBrand: unique symbol;

/** Any continuation, whatever it leads to. */
export type AnyContinuation = {
  readonly [ContinuationBrand]: unknown;
};

type AllowContinuation<T> = T | Continuation<T>;
type AllowContinuationArgs<Args extends any[]> = {
  [K in keyof Args]: AllowContinuation<Args[K]>;
};
type ContinuationMethods<T> = T extends object
  ? {
      [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: AllowContinuationArgs<A>) => Continuation<R> : never;
    }
  : unknown;

/**
 * A recorded call, made by `ctn()`: what to run on a node, sent with `lmz.call`. In a handler,
 * `$result` stands for the call's result, or for the `Error` it failed with; a handler that does
 * not take `$result` as an argument gets the result, or the `Error`, as an extra last argument.
 */
export type Continuation<T> = {
  readonly [ContinuationBrand]: T;
  readonly $result: any;
} & ContinuationMethods<T>;

/** The kinds of mesh node. */
export type NodeType = 'LumenizeDO' | 'LumenizeWorker' | 'LumenizeClient';

/** A node of a call chain: its kind, binding and instance. */
export interface NodeIdentity {
  type: 'LumenizeDO' | 'LumenizeWorker' | 'LumenizeClient';
  bindingName: string;
  instanceName?: string;
}

/** The verified subject of the token a call chain started with, and its claims. */
export interface OriginAuth {
  sub: string;
  claims?: Record<string, unknown>;
}

/**
 * What a node knows of the call it is running: the chain of nodes from its origin, and more. For a
 * chain a client started, the gateway vouches for `callChain[0]` and `originAuth` only: the entries
 * the client sent after its own stand as it sent them, while each node past the gateway appends
 * itself. So at the node a client called, the last entry may be made up.
 */
export interface CallContext {
  callChain: NodeIdentity[];
  originAuth?: OriginAuth;
  state: Record<string, unknown>;
}

/** The options of `lmz.call`. `onSent` is called by a client's `lmz.call` only. */
export interface CallOptions {
  newChain?: boolean;
  state?: Record<string, unknown>;
  onSent?: (callId: string) => void;
}


/** What `this.lmz` of a Durable Object or Worker node offers. */
export interface LmzApi {
  readonly bindingName?: string;
  readonly instanceName?: string;
  readonly type: NodeType;
  readonly callContext: CallContext;
  call<T = any>(
    calleeBindingName: string,
    calleeInstanceName: string | undefined,
    remoteContinuation: Continuation<T>,
    handlerContinuation?: AnyContinuation,
    options?: CallOptions,
  ): void;
}

/** A Durable Object node of the mesh. */
export declare abstract class LumenizeDO<Env = any> extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env);
  /**
   * Runs before each incoming mesh call; throw to refuse it. It must be synchronous: it is not
   * awaited, so an `async` one that throws does not stop the call.
   */
  onBeforeCall(): void;
  /**
   * Reads the node's identity from the router's headers, then hands the request to your
   * `onRequest(request)` if the class has one, and answers 501 if not. An instance segment that is a
   * Durable Object id rather than a name gets 400.
   */
  fetch(request: Request): Promise<Response>;
  /** Runs the alarms scheduled with `this.svc.alarms`. */
  alarm(alarmInfo?: AlarmInvocationInfo): Promise<void>;
  /** A recorded call on this node, or on another node's type. */
  ctn(): Continuation<this>;
  ctn<T>(): Continuation<T>;
  /** This node's identity, its current call, and `call`. */
  get lmz(): LmzApi;
}

/**
 * The Durable Object that holds each client's WebSocket and relays its calls. It decodes the
 * forwarded token without verifying it: route to it only through `routeDORequest` with the hooks of
 * `@lumenize/auth`.
 */
export declare class LumenizeClientGateway extends DurableObject<any> {
  /** Accepts a client's WebSocket upgrade, with the identity the auth hooks forward. */
  fetch(request: Request): Promise<Response>;
  /** Relays a client's message. */
  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void>;
  /**
   * Runs when a client's socket has closed: starts the grace period in which calls to the client
   * wait for it to reconnect. It lasts 5 s, or 60 s when the Worker's `LUMENIZE_MESH_TEST_MODE` is
   * `'true'`; `LUMENIZE_MESH_GRACE_PERIOD_MS` overrides both. A socket closed because a new
   * connection replaced it starts none.
   */
  webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void>;
  /** Handles a socket's error. */
  webSocketError(ws: WebSocket, error: unknown): Promise<void>;
  /** Ends the grace period: calls still waiting for the client fail with `ClientDisconnectedError`. */
  alarm(): Promise<void>;
}

/** The states of a client's connection. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** What `this.lmz` of a client offers. */
export interface LmzApiClient {
  readonly type: 'LumenizeClient';
  readonly bindingName: string;
  readonly instanceName: string;
  readonly callContext: CallContext;
  call<T = any>(
    calleeBindingName: string,
    calleeInstanceNameOrId: string | undefined,
    remoteContinuation: Continuation<T>,
    handlerContinuation?: Continuation<any>,
    options?: CallOptions,
  ): void;
}

/**
 * What a client's constructor takes.
 *
 * @remarks
 * - The published declarations type `sessionStorage` and `BroadcastChannel` with the DOM's types,
 *   which the Workers types lack, so they read as `any` there.
 */
export interface LumenizeClientConfig {
  /**
   * The Worker's origin. Required outside a browser: without it the client never connects.
   *
   * @defaultValue the page's origin in a browser
   */
  baseUrl?: string;
  /**
   * The gateway instance of this client, `<sub>.<tab id>`.
   *
   * @defaultValue the token's subject and a tab id kept in `sessionStorage` (a new random one where
   * there is no `sessionStorage` or `BroadcastChannel`)
   */
  instanceName?: string;
  /**
   * The binding of the gateway Durable Object.
   *
   * @defaultValue `'LUMENIZE_CLIENT_GATEWAY'`
   */
  gatewayBindingName?: string;
  /** An access token to connect with first; without one, the client calls `refresh` before connecting. */
  accessToken?: string;
  /**
   * Where fresh access tokens come from: a URL the client posts to, or a function.
   *
   * @defaultValue `'/auth/refresh-token'`
   */
  refresh?:
    | string
    | (() => Promise<{
        access_token: string;
        sub?: string;
      }>);
  /** Called with each new state of the connection. */
  onConnectionStateChange?: (state: ConnectionState) => void;
  /**
   * Called when the user must sign in again: a refresh failed after the gateway closed the socket
   * for an expired token (4401), or the socket closed with 4400 or 4403 (nothing at 0.26.0 sends
   * these). A token the auth hooks refuse, or a refresh that fails before the first connection,
   * does not call it: the client keeps retrying.
   */
  onLoginRequired?: (error: LoginRequiredError) => void;
  /** Called on each connection but a reconnect within the grace period: set up subscriptions here. */
  onSubscriptionRequired?: () => void;
  /** Called on the WebSocket's own errors. */
  onConnectionError?: (error: Error) => void;
  /**
   * The WebSocket class to connect with, such as a test browser's.
   *
   * @defaultValue the global `WebSocket`
   */
  WebSocket?: typeof WebSocket;
  /**
   * The fetch for `refresh`, such as a test browser's.
   *
   * @defaultValue the global `fetch`
   */
  fetch?: typeof fetch;
  /**
   * Where the tab id is kept.
   *
   * @defaultValue the global `sessionStorage`, where there is one
   */
  sessionStorage?: Storage;
  /**
   * What tells two tabs with one tab id apart.
   *
   * @defaultValue the global `BroadcastChannel`, where there is one
   */
  BroadcastChannel?: BroadcastChannelClass;
}

/**
 * Why a client stopped and needs its user to sign in again: a `code` (the socket's close code, or
 * `401` when the refresh failed) and a `reason`.
 */
export declare class LoginRequiredError extends Error {
  readonly code: number;
  readonly reason: string;
  name: string;
  constructor(message: string, code: number, reason: string);
}

/**
 * A browser (or Node) node of the mesh, connected through the gateway. It connects as soon as it is
 * constructed, and reconnects on its own.
 */
export declare abstract class LumenizeClient {
  constructor(config: LumenizeClientConfig);
  /** Where the connection stands. */
  get connectionState(): ConnectionState;
  /** This client's identity and `call`. */
  get lmz(): LmzApiClient;
  /** A recorded call on this client, or on another node's type. */
  ctn(): Continuation<this>;
  ctn<T>(): Continuation<T>;
  /** Closes the connection. */
  disconnect(): void;
  /** Closes the connection, for `using`. */
  [Symbol.dispose](): void;
  /**
   * Runs before each incoming mesh call; throw to refuse it. By default it refuses calls that
   * another client started: call `super.onBeforeCall()` in an override to keep that. It must be
   * synchronous: it is not awaited.
   */
  onBeforeCall(): void;
}

/**
 * Checks a node's incoming call before its method runs; throw to refuse it. It must be synchronous:
 * it is not awaited, so an `async` guard that throws does not stop the call.
 */
export type MeshGuard<T = any> = (instance: T) => void;

/** Opens a method to mesh calls, with a guard if you give one. */
export declare function mesh<T = any>(
  guard?: MeshGuard<T>,
): <This, Args extends any[], Return>(
  target: (this: This, ...args: Args) => Return,
  context: ClassMethodDecoratorContext<This, (this: This, ...args: Args) => Return>,
) => (this: This, ...args: Args) => Return;

/** The options of `createTestRefreshFunction`. */
export interface CreateTestRefreshFunctionOptions {
  /**
   * The key to sign with.
   *
   * @defaultValue `JWT_PRIVATE_KEY_BLUE` of the test's `env`
   */
  privateKey?: string;
  /**
   * The token's subject.
   *
   * @defaultValue a random one
   */
  sub?: string;
  /** @defaultValue `true` */
  adminApproved?: boolean;
  /** @defaultValue `true` */
  emailVerified?: boolean;
  /** @defaultValue `false` */
  isAdmin?: boolean;
  /** @defaultValue `'https://lumenize.local'` */
  iss?: string;
  /** @defaultValue `'https://lumenize.local'` */
  aud?: string;
  /**
   * Seconds the token is valid for.
   *
   * @defaultValue `3600`
   */
  ttl?: number;
  /** Makes the function throw, as a refresh does when the session has ended. */
  expired?: boolean;
}

/**
 * For tests: a `refresh` function that signs a fresh access token, with `privateKey` or else the
 * test's `JWT_PRIVATE_KEY_BLUE`; it throws when it has neither.
 */
export declare function createTestRefreshFunction(options?: CreateTestRefreshFunctionOptions): () => Promise<{
  access_token: string;
  sub: string;
}>;

// Only the declarations marked `export` are public; the helper types stay private.
export {};
