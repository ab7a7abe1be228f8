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
 * A recorded call, made by `ctn()`: what to run on a node, sent with `lmz.call`. `$result` stands
 * for the result of the call it is handed with.
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

/** What a node knows of the call it is running: the chain of nodes from its origin, and more. */
export interface CallContext {
  callChain: NodeIdentity[];
  originAuth?: OriginAuth;
  state: Record<string, unknown>;
}

/** The options of `lmz.call`. */
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
  __init(options: { bindingName?: string; instanceName?: string }): void;
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
  /** Runs before each incoming mesh call; throw to refuse it. */
  onBeforeCall(): void;
  /** Reads the node's identity from the router's headers, then hands the request to `onRequest`. */
  fetch(request: Request): Promise<Response>;
  /** Runs the alarms scheduled with `this.svc.alarms`. */
  alarm(alarmInfo?: AlarmInvocationInfo): Promise<void>;
  /** A recorded call on this node, or on another node's type. */
  ctn(): Continuation<this>;
  ctn<T>(): Continuation<T>;
  /** This node's identity, its current call, and `call`. */
  get lmz(): LmzApi;
}

/** The Durable Object that holds each client's WebSocket and relays its calls. */
export declare class LumenizeClientGateway extends DurableObject<any> {
  /** Accepts a client's WebSocket upgrade, with the identity the auth hooks forward. */
  fetch(request: Request): Promise<Response>;
  /** Relays a client's message. */
  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void>;
  /** Ends a client's connection. */
  webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void>;
  /** Handles a socket's error. */
  webSocketError(ws: WebSocket, error: unknown): Promise<void>;
  /** Runs the gateway's own timers. */
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
  baseUrl?: string;
  instanceName?: string;
  gatewayBindingName?: string;
  accessToken?: string;
  refresh?:
    | string
    | (() => Promise<{
        access_token: string;
        sub?: string;
      }>);
  onConnectionStateChange?: (state: ConnectionState) => void;
  onSubscriptionRequired?: () => void;
  onConnectionError?: (error: Error) => void;
  WebSocket?: typeof WebSocket;
  fetch?: typeof fetch;
  sessionStorage?: Storage;
  BroadcastChannel?: BroadcastChannelClass;
}

/** A browser (or Node) node of the mesh, connected through the gateway. */
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
  /** Runs before each incoming mesh call; throw to refuse it. */
  onBeforeCall(): void;
}

/** Checks a node's incoming call before its method runs; throw to refuse it. */
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
  privateKey?: string;
  sub?: string;
  adminApproved?: boolean;
  emailVerified?: boolean;
  isAdmin?: boolean;
  iss?: string;
  aud?: string;
  ttl?: number;
  expired?: boolean;
}

/** For tests: a `refresh` function that signs a fresh access token with the test key. */
export declare function createTestRefreshFunction(options?: CreateTestRefreshFunctionOptions): () => Promise<{
  access_token: string;
  sub: string;
}>;

// Only the declarations marked `export` are public; the helper types stay private.
export {};
