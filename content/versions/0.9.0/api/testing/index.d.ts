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
 * - It adds no members to the `Browser` of `@lumenize/utils`: the members below are that class's,
 *   the `fetch` and `WebSocket` getters, `context()` and the cookie methods.
 * - Everything it sends enters via `SELF`, the default export of the Worker under test (with the
 *   guides' setup, the harness from `instrumentDOProject`, which passes every non-RPC request
 *   on to your own Worker), so your Worker's routing and the DO's own `fetch` run for each request.
 * - Each `Browser` has its own cookie jar: give each simulated user one. Its `WebSocket` can be
 *   handed to `AgentClient` as its `WebSocket` option.
 * - The published 0.9.0 types give the inherited `WebSocket` and `context` the plain class type
 *   `new (url, protocols?) => WebSocket` for their sockets, as the `Browser` of `@lumenize/utils` says.
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
 * Keep it to letters, digits, `-` and `_`: it travels in the URL, so `'my room'` reaches the
 * instance of `getByName('my%20room')`, not of `getByName('my room')`, as `createRpcClient` explains.
 * @returns The same proxy type `createRpcClient` returns, including `await using` support and
 * `__asObject()`.
 * @throws Outside `@cloudflare/vitest-pool-workers` it fails, since it lazily `require`s
 * `'cloudflare:test'`.
 * @throws Errors raised in the DO and timeouts behave just as they do with `createRpcClient`.
 * @remarks
 * - It does what `createRpcClient<T>(doBindingName, doInstanceNameOrId, { fetch:
 *   SELF.fetch.bind(SELF), transport: 'http' })` does, with no other options: `prefix` is
 *   `'/__rpc'` and `timeout` 30000. For a time limit per test, use vitest's.
 * - It uses the HTTP transport: each call is a `POST` of its own through `SELF.fetch`, and no
 *   WebSocket is opened, at slightly more latency per call than over a socket.
 * - Calls go through the Worker under test, which must route `/__rpc/…` to the DO, and the DO must
 *   serve RPC: `instrumentDOProject` does both.
 * - Every access needs `await`, a plain property's too, except inside the snapshot of
 *   `__asObject()`, which works on the root client only.
 * - `await using` runs in the Workers runtime; TypeScript needs the `esnext.disposable` library for
 *   the syntax.
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
 * - The object is itself the Worker: `fetch`, and any `scheduled`, `queue`, `email`, `tail` or
 *   `trace` handler copied from your Worker, so the harness can default-export it as it is.
 * - `worker` is that same object, `dos` maps each class name to its wrapped class, and each
 *   wrapped class can also be read straight off the object.
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
 * ### Finding the classes
 * - Auto-detection runs when `doClassNames` is absent or empty, and must find exactly one
 *   candidate. It does not look for classes: every export but the default that is a function with
 *   a `prototype` counts, so a `function` declaration does too; arrow and `async` functions have no
 *   `prototype` and do not.
 * - Each class found or named is wrapped as `lumenizeRpcDO(OriginalClass)`, with its default
 *   prefix `'/__rpc'`.
 *
 * ### The Worker it builds
 * - Its `fetch` tries `routeDORequest(request, env, { prefix })` first, `prefix` being `'__rpc'`
 *   unless you set one; then your Worker's `fetch`, when the module's default export has one;
 *   otherwise it answers 404 `Not found`.
 * - Hazard: `prefix` changes only the Worker's route. The wrapped DOs stay on `'/__rpc'`, so at
 *   0.9.0 a custom prefix routes calls to DOs that do not answer them as RPC.
 * - It spares you a test Worker with RPC routing written by hand. The guides' harness,
 *   `test/test-harness.ts`, imports the project with `import * as sourceModule from '../src'`,
 *   passes it in, re-exports each wrapped class from `.dos` and default-exports the result; a copy
 *   of `wrangler.jsonc` in `test/` points `main` at it.
 * @guide /docs/testing/usage
 * @guide /docs/testing/agents
 */
export function instrumentDOProject(configOrSourceModule: InstrumentDOProjectConfig | any): InstrumentedDOProject;
