// The public API of @lumenize/testing 0.9.0. The site's reference pages are read from this file
// (build-time/content/api-declarations.ts), and the guides' examples are type-checked against it.

import { Browser as BrowserBase } from '@lumenize/utils';
import type { RpcClientProxy } from '@lumenize/rpc';

export type { RpcAccessible, RpcClientProxy } from '@lumenize/rpc';

/**
 * A test-friendly subclass of the `@lumenize/utils` `Browser`. If you don't pass a fetch, its
 * constructor uses `SELF.fetch` from `cloudflare:test`, so a bare `new Browser()` works inside
 * vitest-pool-workers.
 *
 * @remarks
 * - It subclasses `Browser` from `@lumenize/utils`
 *   without adding any members, so the utils `Browser` entry is where its members and behaviour
 *   are documented.
 * - Members it inherits from the utils `Browser`: the getters `fetch` and `WebSocket`, the
 *   `context()` method, and the cookie helpers `setCookie()`, `getCookie()`, `getAllCookies()`,
 *   `getAllCookiesAsObject()`, `removeCookie()` and `getCookiesForRequest()`.
 * - The published 0.9.0 types give the inherited `WebSocket` and `context` the plain class type
 *   `new (url, protocols?) => WebSocket` for their WebSocket, as the utils `Browser` entry
 *   explains.
 * - Everything it sends enters via `SELF`, the default export of the Worker under test (with the
 *   setup in the docs, the harness from `instrumentDOProject`, which passes every non-RPC request
 *   on to your own Worker), so your Worker's routing and the DO's own `fetch` run for each request.
 * - The docs pass `new Browser().WebSocket` as the `WebSocket` option of `AgentClient`, and use
 *   one `Browser` per simulated user so each has its own cookie jar.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export class Browser extends BrowserBase {
  /**
   * @param fetchFn - An explicit fetch to use. Leave it out and the Workers test `SELF` binding is used instead.
   * @paramDefault fetchFn SELF.fetch.bind(SELF) from 'cloudflare:test'
   * @returns An instance with every cookie and origin-checking feature of the utils `Browser`.
   * @throws Outside the Cloudflare vitest pool, constructing it without a `fetchFn` fails, because
   * the constructor lazily `require`s `'cloudflare:test'`, which cannot be loaded there.
   */
  constructor(fetchFn?: typeof fetch);
}

/**
 * A test-only shortcut over `createRpcClient` that comes preconfigured with HTTP as the transport
 * and `SELF.fetch` from the Workers test environment. It gives your tests direct RPC access to
 * everything on a DO instance: its methods and properties as well as `ctx` and `env`.
 *
 * @typeParam T - The DO type, usually written as `RpcAccessible<InstanceType<typeof MyDO>>`.
 * @param doBindingName - The binding name, or any URL segment form `routeDORequest` can resolve:
 * `'MY_DO'` works, and so does `'chat-agent'` when the binding is called `CHAT_AGENT`.
 * @param doInstanceNameOrId - The instance name or 64-character hex id. Since tests run with
 * `isolatedStorage: false`, giving each test its own name keeps state from leaking between them.
 * @returns The same proxy type `createRpcClient` returns, including `await using` support and
 * `__asObject()`.
 * @throws Outside `@cloudflare/vitest-pool-workers` it fails, since it lazily `require`s
 * `'cloudflare:test'`.
 * @throws Errors raised in the DO and timeouts behave just as they do with `createRpcClient`.
 * @remarks
 * - It does exactly what `createRpcClient<T>(doBindingName, doInstanceNameOrId, { fetch:
 *   SELF.fetch.bind(SELF), transport: 'http' })` does. You can't pass any other options, so the
 *   remaining defaults apply (`prefix` `'/__rpc'`, `timeout` 30000).
 * - Because calls pass through the test Worker, it must forward `/__rpc/...` paths to the DO, and
 *   the DO itself must have RPC enabled; `instrumentDOProject` handles both.
 * - It uses the HTTP transport: each call is a `POST` of its own through `SELF.fetch`, and no
 *   WebSocket is opened, at slightly more latency per call than over a socket.
 * - If you want a time limit per test, the source recommends using your test framework's own
 *   timeout.
 * - Quirks the docs call out: every access must be awaited; static values need `await` too, except
 *   inside the snapshot from `__asObject()`; and `__asObject()` works only on the root client.
 * - Tests that use it run `await using` inside the Workers runtime, which supports it; TypeScript
 *   needs the `esnext.disposable` library for the syntax.
 * @guide /docs/rpc/introduction
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export function createTestingClient<T>(doBindingName: string, doInstanceNameOrId: string): T & RpcClientProxy;

/**
 * The explicit, object-style configuration that `instrumentDOProject` accepts.
 *
 * @remarks
 * - Reach for this form when your source module exports more than one class, for example two Agent
 *   classes, or DO classes alongside helper classes.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export interface InstrumentDOProjectConfig {
  /**
   * The module namespace imported from your project's `src`, containing the DO classes and the
   * default Worker.
   */
  sourceModule: any;
  /**
   * The export names that are Durable Objects, such as `['ChatAgent', 'AuthAgent']`.
   *
   * @defaultValue `auto-detected`
   */
  doClassNames?: string[];
  /**
   * The route prefix the generated Worker uses for RPC requests.
   *
   * @defaultValue `'__rpc'`
   */
  prefix?: string;
}

/**
 * What `instrumentDOProject` returns: a Worker handler object that also gives you the wrapped DO
 * classes.
 *
 * @remarks
 * - The object is itself the Worker. It has `fetch` plus any `scheduled`, `queue`, `email`, `tail`
 *   or `trace` handlers that were copied over, so you can default-export it directly.
 * - `worker` refers to that same handler, `dos` maps each class name to its wrapped class, and
 *   thanks to the index signature you can also read each wrapped class straight off the object.
 * - `ExportedHandler` comes from `@cloudflare/workers-types`; it is the standard Cloudflare
 *   Workers handler type.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export interface InstrumentedDOProject extends ExportedHandler {
  /** The Worker handler after instrumentation. */
  worker: ExportedHandler;
  /** The wrapped DO classes, keyed by their export names. */
  dos: Record<string, any>;
  /** Every wrapped DO class can also be read as a property directly on the object. */
  [key: string]: any;
}

/**
 * Turns your project's source module into a test harness. It wraps the module's DO classes with
 * `lumenizeRpcDO` and builds a Worker that sends RPC traffic to them first, then falls through to
 * your project's own Worker.
 *
 * @param configOrSourceModule - The project module, given directly as a namespace import (`import
 * * as sourceModule from '../src'`), or wrapped in a config object. If the argument has a
 * `sourceModule` property, it is read as config.
 * @returns The Worker handler object, which also exposes `worker`, `dos`, and every wrapped DO
 * class as its own property. You can default-export it from the harness as is.
 * @throws An `Error` if auto-detection finds no candidate; the message lists the names the module exports.
 * @throws An `Error` if auto-detection finds several candidates. The message names them and shows
 * the explicit config form to use instead, with `doClassNames` and destructuring from `dos`. An
 * exported helper function counts as a candidate, so a module with one DO class and one exported
 * function lands here.
 * @throws An `Error` if `doClassNames` includes a name the source module does not export.
 * @remarks
 * - Auto-detection runs when `doClassNames` is absent or empty. It does not look for classes: every
 *   export other than the default that is a function with a `prototype` counts, so ordinary
 *   `function` declarations are taken for DO classes too (arrow functions have no `prototype` and
 *   are not).
 * - Auto-detection must find exactly one candidate; otherwise list the classes in `doClassNames`.
 * - Install the documented versions: `npm install -D @lumenize/testing@0.9.0 @cloudflare/vitest-pool-workers@0.9`.
 * - Every selected class is wrapped as `lumenizeRpcDO(OriginalClass)` with `lumenizeRpcDO`'s
 *   default config, meaning prefix `'/__rpc'`.
 * - The generated `worker.fetch` first tries `routeDORequest(request, env, { prefix })`, where
 *   `prefix` defaults to `'__rpc'`. If that gives nothing back and the source module's default
 *   export has a `fetch`, the request is passed to it; otherwise the answer is a 404 `Not found`.
 * - Something to watch: the `prefix` option affects only the Worker-side route. The wrapped DOs
 *   stay on `lumenizeRpcDO`'s default `'/__rpc'`, so at v0.9.0 a custom prefix would not match up
 *   with the DO side.
 * - If the original default export has `scheduled`, `queue`, `email`, `tail` or `trace` handlers,
 *   they are copied over.
 * - The docs build the harness like this: `test/test-harness.ts` imports the project with
 *   `import * as sourceModule from '../src'`, passes it to `instrumentDOProject`, re-exports each
 *   wrapped class from `.dos`, and makes the result its default export.
 * - The docs' harness configuration: inside `test/` sits a copy of `wrangler.jsonc` whose `main`
 *   points to the harness, and `vitest.config.js` sets `poolOptions.workers.wrangler.configPath` to
 *   `test/wrangler.jsonc`.
 * - It saves you from writing a test-harness Worker with hand-rolled RPC routing.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export function instrumentDOProject(configOrSourceModule: InstrumentDOProjectConfig | any): InstrumentedDOProject;
