// Public API of @lumenize/rpc 0.9.0, declared from the reference signatures.

declare module '@lumenize/rpc' {
  export { getWebSocketShim } from '@lumenize/utils';

  export interface RpcClientConfig {
    transport?: 'websocket' | 'http';
    baseUrl?: string;
    prefix?: string;
    timeout?: number;
    fetch?: typeof globalThis.fetch;
    headers?: Record<string, string>;
    // Any class whose sockets behave like a browser WebSocket: the global one, or a shim from
    // getWebSocketShim, whose sockets lack the ready-state constants and server-side members.
    WebSocketClass?: new (
      url: string,
      protocols?: string | string[],
    ) => Omit<WebSocket, 'CONNECTING' | 'OPEN' | 'CLOSING' | 'CLOSED' | 'accept' | 'serializeAttachment' | 'deserializeAttachment'>;
  }

  export interface RpcClientProxy {
    [Symbol.asyncDispose](): Promise<void>;
    __asObject?(): Promise<any>;
  }

  export interface RpcConfig {
    prefix?: string;
    maxDepth?: number;
    maxArgs?: number;
  }

  export type RpcAccessible<T> = Omit<T, 'ctx' | 'env'> & {
    ctx: DurableObjectState;
    env: any;
  };

  export function createRpcClient<T>(doBindingName: string, doInstanceNameOrId: string, options?: RpcClientConfig): T & RpcClientProxy;

  export function lumenizeRpcDO<T extends new (...args: any[]) => any>(DOClass: T, config?: RpcConfig): T;

  export function handleRpcRequest(request: Request, doInstance: any, config?: RpcConfig): Promise<Response | null>;

  export function handleRpcMessage(ws: WebSocket, message: string | ArrayBuffer, doInstance: any, config?: RpcConfig): Promise<boolean>;

  // Only the declarations marked `export` are public.
  export {};
}
