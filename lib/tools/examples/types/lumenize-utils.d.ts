// Public API of @lumenize/utils 0.9.0, declared from the reference signatures.
// `any` appears only where the published signature itself uses it.

declare module '@lumenize/utils' {
  export type CorsOptions = false | true | { origin: string[] } | { origin: (origin: string, request: Request) => boolean };

  type RouteHookResult = Response | Request | undefined | void;

  export interface RouteOptions {
    onBeforeConnect?: (request: Request, context: { doNamespace: any; doInstanceNameOrId: string }) => Promise<RouteHookResult> | RouteHookResult;
    onBeforeRequest?: (request: Request, context: { doNamespace: any; doInstanceNameOrId: string }) => Promise<RouteHookResult> | RouteHookResult;
    prefix?: string;
    cors?: CorsOptions;
    agentCompatibility?: boolean;
  }

  export function routeDORequest(request: Request, env: any, options?: RouteOptions): Promise<Response | undefined>;

  export function routeAgentRequest(request: Request, env: any, options?: Omit<RouteOptions, 'agentCompatibility'>): Promise<Response | undefined>;

  export function getDOStub(doNamespace: any, doInstanceNameOrId: string): any;

  export function getDONamespaceFromPathSegment(pathSegment: string, env: Record<string, any>): { bindingName: string; namespace: any } | undefined;

  export function parsePathname(pathname: string, options?: RouteOptions): { doBindingNameSegment: string; doInstanceNameOrId: string | undefined } | undefined;

  export function isWebSocketUpgrade(request: Request): boolean;

  export interface WebSocketShimOptions {
    headers?: Record<string, string>;
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

  export function getWebSocketShim(fetchFn: typeof fetch, factoryInit?: WebSocketShimOptions): WebSocketShimClass;

  export class MissingInstanceNameError extends Error {
    code: 'MISSING_INSTANCE_NAME';
    httpErrorCode: number;
    constructor(pathname: string);
  }

  export class MultipleBindingsFoundError extends Error {
    code: 'MULTIPLE_BINDINGS_FOUND';
    httpErrorCode: number;
    availableBindings: string[];
    matchedBindings: string[];
    constructor(pathSegment: string, matchedBindings: string[]);
  }

  export interface Cookie {
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

  export class Browser {
    constructor(fetchFn?: typeof fetch);
    get fetch(): typeof fetch;
    get WebSocket(): WebSocketShimClass;
    context(
      origin: string,
      options?: { headers?: Record<string, string>; maxQueueBytes?: number },
    ): {
      fetch: typeof fetch;
      WebSocket: WebSocketShimClass;
      lastPreflight: PreflightInfo | null;
    };
    getCookiesForRequest(requestUrl: string): string | null;
    setCookie(name: string, value: string, options?: Omit<Cookie, 'name' | 'value'>): void;
    getCookie(name: string, domain?: string): string | undefined;
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
    getAllCookiesAsObject(): Record<string, string>;
    removeCookie(name: string, domain?: string, path?: string): void;
  }

  // Only the declarations marked `export` are public; the helper types stay private.
  export {};
}
