// Stand-in for the parts of the `agents` package (Agent base class, AgentClient) used in the docs.

declare module 'agents' {
  import { DurableObject } from 'cloudflare:workers';

  export type WSMessage = string | ArrayBuffer | ArrayBufferView;

  export interface Connection extends WebSocket {
    readonly id: string;
  }

  export interface ConnectionContext {
    request: Request;
  }

  export class Agent<Env, State = unknown> extends DurableObject<Env> {
    initialState: State;
    get state(): State;
    setState(state: State): void;
    onConnect(connection: Connection, ctx: ConnectionContext): void | Promise<void>;
    onMessage(connection: Connection, message: WSMessage): void | Promise<void>;
    onClose(connection: Connection, code: number, reason: string, wasClean: boolean): void | Promise<void>;
    onRequest(request: Request): Response | Promise<Response>;
  }
}

declare module 'agents/client' {
  export interface AgentClientOptions<State = unknown> {
    agent: string;
    name?: string;
    host: string;
    protocol?: 'ws' | 'wss';
    protocols?: string[];
    query?: Record<string, string>;
    // A WebSocket class such as the browser's, or a shim from getWebSocketShim (whose sockets have
    // no ready-state constants or server-side members).
    WebSocket?: new (
      url: string,
      protocols?: string | string[],
    ) => Omit<WebSocket, 'CONNECTING' | 'OPEN' | 'CLOSING' | 'CLOSED' | 'accept' | 'serializeAttachment' | 'deserializeAttachment'>;
    onStateUpdate?: (state: State, source: 'server' | 'client') => void;
  }

  export class AgentClient<State = unknown> extends EventTarget {
    constructor(options: AgentClientOptions<State>);
    readonly agent: string;
    readonly name: string;
    readonly readyState: number;
    onopen: ((event: Event) => void) | null;
    onmessage: ((event: MessageEvent) => void) | null;
    onclose: ((event: CloseEvent) => void) | null;
    onerror: ((event: Event) => void) | null;
    send(data: string | ArrayBuffer | ArrayBufferView | Blob): void;
    close(code?: number, reason?: string): void;
    setState(state: State): void;
    addEventListener<K extends keyof WebSocketEventMap>(type: K, listener: (event: WebSocketEventMap[K]) => void): void;
  }
}
