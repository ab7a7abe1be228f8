// The public API of @lumenize/testing 0.26.0. The site's reference pages are read from this file
// (build-time/content/api-declarations.ts), and the guides' examples are type-checked against it.
// `any` appears only where the published signatures use it.

import type { RpcAccessible, RpcClientProxy } from '@lumenize/rpc';

export { sendDownstream } from '@lumenize/rpc';
export type { RpcAccessible, RpcClientProxy } from '@lumenize/rpc';

// The DOM's Web Storage and BroadcastChannel, which the published declarations name and the Workers
// types lack: the members a context's sessionStorage and channels have.
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

// A cookie as the jar stores it, the shape setCookie's options take.
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

// What a context records of the last preflight it sent.
type PreflightInfo = {
  url: string;
  method: string;
  headers: string[];
  success: boolean;
};

/**
 * Counters a {@link Browser} or a {@link getWebSocketShim} socket adds to as it works: pass an
 * empty object and read it after.
 *
 * @remarks
 * - A `Browser` counts `httpRequests`, `roundTrips` (one per request, and one more per redirect
 *   it follows), `payloadBytesSent` and `payloadBytesReceived`.
 * - A shim socket counts `wsUpgradeRequests`, `wsSentMessages`, `wsReceivedMessages`,
 *   `payloadBytesSent`, `payloadBytesReceived` and `roundTrips` (one per message received), and
 *   the older `wsSentPayloadBytes` and `wsReceivedPayloadBytes`.
 * - A counter appears at its first count; read each with `?? 0`.
 */
export type Metrics = Record<string, number>;

/**
 * What the `Browser` constructor takes besides a fetch.
 */
export interface BrowserOptions {
  /** Counters the browser's `fetch` adds to; see {@link Metrics}. */
  metrics?: Metrics;
}

/**
 * An RPC client for one instance of a Durable Object of the Worker under test, calling it through
 * `SELF`, the Worker's default export: over HTTP, or over a WebSocket when you ask for downstream
 * messages.
 *
 * @typeParam T - The DO class (`typeof MyDO`), whose instance type the client then has with `ctx`
 * and `env` made reachable; or a type already written as `RpcAccessible<…>`.
 * @param doBindingName - The binding's name, or any path segment that resolves to it: `'MY_DO'` or
 * `'my-do'`.
 * @param doInstanceNameOrId - The instance's name or 64-character hex id.
 * @param config - The transport, and the handlers for messages the DO sends down.
 * @returns The client: every member of the instance, each read or call awaited, plus
 * `[Symbol.dispose]`.
 * @throws Outside `@cloudflare/vitest-pool-workers`, where `cloudflare:test` does not load.
 * @remarks
 * - The Worker must send paths under `/__rpc/` to the DO, and the DO must serve RPC:
 *   {@link instrumentDOProject} builds such a Worker from yours.
 * - `onDownstream` or `onClose` switches the transport to WebSocket; `onDownstream` without a
 *   `clientId` makes one up, so that `sendDownstream` can reach this client.
 * - Dispose of it (`using client = …`, or `client[Symbol.dispose]()`) to close a WebSocket.
 * - Calls on an object a call returned replay the calls before them; see the RPC introduction's
 *   pitfalls.
 * - Security: the same RPC layer, left on a production Worker, hands any caller everything this
 *   client reaches, `env` and `ctx.storage` included.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 * @guide /docs/rpc/introduction
 */
export function createTestingClient<T>(
  doBindingName: string,
  doInstanceNameOrId: string,
  config?: {
    /**
     * `'http'`, a request per batch of calls, or `'websocket'`, one connection.
     *
     * @defaultValue `'http'`, or `'websocket'` when `onDownstream` or `onClose` is set
     */
    transport?: 'http' | 'websocket';
    /** Receives each message the DO sends this client with `sendDownstream`. */
    onDownstream?: (payload: any) => void | Promise<void>;
    /** Called with the code and reason when the WebSocket closes. */
    onClose?: (code: number, reason: string) => void | Promise<void>;
    /**
     * The id the DO addresses this client by in `sendDownstream`.
     *
     * @defaultValue a random id, when `onDownstream` is set
     */
    clientId?: string;
  },
): (T extends abstract new (...args: any[]) => infer I ? RpcAccessible<I> : T) & RpcClientProxy;

/**
 * The explicit form of {@link instrumentDOProject}'s argument.
 *
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export interface InstrumentDOProjectConfig {
  /** Your project's module, imported whole: `import * as sourceModule from '../src'`. */
  sourceModule: any;
  /**
   * The exports to wrap as Durable Objects.
   *
   * @defaultValue every exported class that extends `DurableObject`
   */
  doClassNames?: string[];
  /**
   * The path prefix the harness Worker routes to the DOs' RPC.
   *
   * @defaultValue `'__rpc'`
   */
  prefix?: string;
}

/**
 * What {@link instrumentDOProject} returns: the harness Worker, which also holds the wrapped
 * classes.
 *
 * @remarks
 * - It is the Worker itself: default-export it. `worker` is the same handler.
 * - `dos` maps each wrapped class's export name to the class; each is also a property of the
 *   object, as are the exported classes it did not wrap (a `WorkerEntrypoint`, say), unchanged.
 * - The source Worker's `scheduled`, `queue`, `email`, `tail` and `trace` handlers are copied over.
 * @guide /docs/testing/usage
 */
export interface InstrumentedDOProject extends ExportedHandler {
  /** The harness Worker's handler. */
  worker: ExportedHandler;
  /** The wrapped Durable Object classes, by export name. */
  dos: Record<string, any>;
  /** Each class, wrapped or passed through, by export name. */
  [key: string]: any;
}

/**
 * Builds the Worker a test runs against from your project's module: each Durable Object class
 * wrapped with `lumenizeRpcDO`, and a `fetch` that routes RPC paths to them and everything else to
 * your own Worker.
 *
 * @param configOrSourceModule - Your module (`import * as sourceModule from '../src'`), or an
 * {@link InstrumentDOProjectConfig}: an argument with a `sourceModule` property is read as one.
 * @returns The harness; default-export it, and export each class from its `dos`.
 * @throws An `Error` listing the module's exports when it finds no class that extends
 * `DurableObject`, or when `doClassNames` names an export the module lacks.
 * @remarks
 * - It finds the DO classes itself: every exported class whose prototype chain reaches
 *   `DurableObject` from `cloudflare:workers`. Other classes and functions the module exports are
 *   left as they are.
 * - The harness's `fetch` tries `routeDORequest(request, env, { prefix })` first, then your
 *   Worker's `fetch`, then answers 404.
 * - Hazard: every message on every WebSocket a wrapped DO accepts is tried as an RPC call first,
 *   so in tests your own sockets also answer RPC. Your deployed `src` is not wrapped.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export function instrumentDOProject(configOrSourceModule: InstrumentDOProjectConfig | any): InstrumentedDOProject;

/**
 * A WebSocket class whose sockets connect by sending the upgrade request through a `fetch`: in a
 * test, through the Worker under test, routing and hooks included.
 *
 * @param fetchFn - The fetch the upgrade goes through; in a test, `SELF.fetch.bind(SELF)`.
 * @param factoryInit - Headers for every upgrade, a cap on what may queue before the socket opens,
 * and counters.
 * @paramDefault fetchFn `globalThis.fetch`
 * @returns A class used like the browser's `WebSocket`: `new Shim(url, protocols)`.
 * @remarks
 * ### What the sockets do
 * - The upgrade request carries `Upgrade: websocket`, the offered sub-protocols, and the factory's
 *   headers, but no `Connection` header.
 * - `send()` before the socket opens queues the data and sends it on open; past `maxQueueBytes`
 *   it throws.
 * - A refused upgrade fires `error`, then `close` with code 1011.
 * - The sockets have `onopen`, `onmessage`, `onclose` and `onerror` at run time, but not the
 *   instance constants (`ws.OPEN` is `undefined`): compare `readyState` with `WebSocket.OPEN`.
 * - Two properties a browser's socket lacks: `request`, the upgrade request, and `response`, its
 *   answer.
 * ### Types
 * - The class is typed `typeof WebSocket`, which in a Workers project is the Workers' own type:
 *   no `on…` properties and no instance constants, and no `request` or `response`. Use
 *   `addEventListener`, and a cast such as `ws as typeof ws & { request: Request }` to read the
 *   extras.
 * - Hazard: unlike a browser, a socket opens even when the server names none of the sub-protocols
 *   it offered, so such a test can pass where a browser would fail the handshake.
 * @guide /docs/testing/usage
 */
export function getWebSocketShim(fetchFn?: typeof fetch, factoryInit?: WebSocketShimOptions): typeof WebSocket;

/**
 * The options of {@link getWebSocketShim}, which every socket of the class it returns shares.
 */
export interface WebSocketShimOptions {
  /** Headers added to each upgrade request, such as `Origin` or `Cookie`. */
  headers?: Record<string, string>;
  /**
   * How many bytes `send()` may queue before the socket opens.
   *
   * @defaultValue no limit
   */
  maxQueueBytes?: number;
  /** Counters the sockets add to; see {@link Metrics}. */
  metrics?: Metrics;
}

/**
 * One tab of a {@link Browser}, opened on an origin: a `fetch` and a `WebSocket` that send that
 * `Origin` and share the browser's cookies, a `sessionStorage` of its own, and a
 * `BroadcastChannel` shared with the browser's other tabs on the same origin.
 *
 * @remarks
 * ### CORS
 * - A request to another origin is checked as a browser would: without a matching
 *   `Access-Control-Allow-Origin` in the answer, the `fetch` rejects with a `TypeError` whose
 *   message starts `Failed to fetch: CORS error`.
 * - A cross-origin request that is not simple (another method than GET, HEAD or POST, a header
 *   besides the four simple ones, or a POST body type other than a form's or plain text) first
 *   sends an `OPTIONS` preflight, and rejects the same way if its answer lacks the origin. Unlike
 *   a browser, it reads the `Content-Type` of a POST only: a GET or HEAD with a JSON one goes out
 *   without a preflight.
 * - Hazard: the preflight's answer is checked for `Access-Control-Allow-Origin` only, not for the
 *   `-Allow-Methods` and `-Allow-Headers` a browser also requires, so a test can pass where a
 *   browser refuses.
 * - Hazard: the `fetch` sends the browser's cookies with cross-origin requests and their
 *   preflights, and keeps the cookies of a cross-origin answer, even one that fails the check. A
 *   page's `fetch` does either only with `credentials: 'include'`, and never on a preflight.
 * - The `WebSocket` sends the `Origin` and is not checked for CORS, as in a browser.
 * ### Types
 * - The published declarations also list a constructor and an `origin` property, both marked
 *   internal there: a context comes from `browser.context()`.
 * @guide /docs/testing/usage
 */
export class Context {
  /** A fetch with this tab's `Origin`, the browser's cookies and the CORS check. */
  readonly fetch: typeof fetch;
  /** A WebSocket class whose upgrades carry this tab's `Origin` and the browser's cookies. */
  readonly WebSocket: typeof WebSocket;
  /** This tab's own storage, empty at first (a copy of the original's for a duplicated tab). */
  readonly sessionStorage: Storage;
  // The published declarations name the DOM's `BroadcastChannel`, which the Workers types lack,
  // so it reads as `any` there.
  /** A `BroadcastChannel` class whose channels reach this browser's other tabs on the same origin. */
  readonly BroadcastChannel: BroadcastChannelClass;
  /**
   * The last preflight this tab's `fetch` sent: its URL, the method it asked permission for (the
   * request's own, never `OPTIONS`), the headers it named, and whether it passed; `null` when the
   * last request needed none.
   */
  get lastPreflight(): PreflightInfo | null;
  /** Closes the tab's open channels and keeps its storage, as a page reload does. */
  closeChannels(): void;
  /** Closes the tab: clears its storage and closes its channels. */
  close(): void;
}

/**
 * A browser for tests: one cookie jar shared by a `fetch`, a `WebSocket` class and every tab you
 * open with `context(origin)`.
 *
 * @remarks
 * ### Sending
 * - Without a `fetchFn`, inside the Workers test pool it sends through `SELF` (the Worker under
 *   test), elsewhere through `globalThis.fetch`.
 * - `fetch` and `WebSocket` send no `Origin` header, like a request typed into the address bar;
 *   open a {@link Context} to act as a page of a site.
 * - `fetch` follows redirects itself (up to 20), keeping cookies set on the way, and switches a
 *   `POST` to `GET` on any 3xx but 307 and 308 (and any method on a 303). `redirect: 'manual'`
 *   returns the redirect; `redirect: 'error'` throws a `TypeError`.
 * - Hazard: when the jar has no cookie for a redirect's address, the previous request's `Cookie`
 *   header goes along unchanged; on a 307 or 308 the body is not re-sent.
 * ### Cookies
 * - Cookies from each response's `Set-Cookie` are stored under their domain (the request's host
 *   when none is given) and path (`/` when none), and sent with later requests and upgrades whose
 *   host ends with that domain and whose path starts with that path.
 * - A `Secure` cookie is not sent to a plain `http:` address (`localhost` excepted). `SameSite`
 *   and `HttpOnly` are read and kept, not enforced. `getCookie` reads an
 *   `HttpOnly` cookie, which no page script could.
 * - Hazard: two `Browser` objects are two people; a test of several users needs one each.
 * @throws `setCookie` without a domain, before any response has set a cookie: an `Error`.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export class Browser {
  /**
   * @param fetchFn - The fetch every request goes through.
   * @param options - Counters to add to.
   * @paramDefault fetchFn `SELF.fetch` in the Workers test pool, else `globalThis.fetch`
   * @returns A browser with an empty cookie jar.
   */
  constructor(fetchFn?: typeof fetch, options?: BrowserOptions);
  /** A fetch that sends and stores the jar's cookies, with no `Origin` header. */
  get fetch(): typeof fetch;
  /** A WebSocket class whose upgrades carry the jar's cookies, with no `Origin` header. */
  get WebSocket(): typeof WebSocket;
  /** Opens a tab on `origin`, with extra headers for its WebSocket upgrades if you give them. */
  context(origin: string, options?: { headers?: Record<string, string>; maxQueueBytes?: number }): Context;
  /** Opens a copy of a tab: a copy of its `sessionStorage`, the same origin, cookies and channels. */
  duplicateContext(ctx: Context, options?: { headers?: Record<string, string>; maxQueueBytes?: number }): Context;
  /** The `Cookie` header the jar would send to `requestUrl`, or `null`. */
  getCookiesForRequest(requestUrl: string): string | null;
  /** Puts a cookie in the jar, or replaces one of the same name, domain and path. */
  setCookie(name: string, value: string, options?: Omit<Cookie, 'name' | 'value'>): void;
  /** The value of a live cookie, from any domain or the one given. */
  getCookie(name: string, domain?: string): string | undefined;
  /** Every live cookie, with its attributes. */
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
  /** The live cookies as `{ name: value }`. */
  getAllCookiesAsObject(): Record<string, string>;
  /** Deletes the cookies of that name, from the domain and path given or from all. */
  removeCookie(name: string, domain?: string, path?: string): void;
}

// Only the declarations marked `export` are public; the helper types stay private.
export {};
