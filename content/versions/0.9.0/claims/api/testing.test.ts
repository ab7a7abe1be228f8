import { describe, expect, it, vi } from 'vitest';
import { env, runInDurableObject } from 'cloudflare:test';
import { AgentClient } from 'agents/client';
import { parse, stringify } from '@ungap/structured-clone/json';
import { Browser as UtilsBrowser } from '@lumenize/utils';
import { Browser, createTestingClient, instrumentDOProject } from '@lumenize/testing';
import { throughTheWorker } from '../checks';
import { eventually, namespace, request } from '../stand-ins';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

/** A plain class standing for a DO, whose own fetch says so. */
class PlainDO {
  constructor(readonly ctx: unknown) {}
  fetch(): Response {
    return new Response('own fetch');
  }
  answer(): number {
    return 42;
  }
}

const rpcCall = (path: string) => new Request(`https://example.com${path}`, { method: 'POST', body: stringify({ operations: [{ type: 'get', key: 'answer' }, { type: 'apply', args: [] }] }) });

describe('api/testing/index.d.ts', () => {
  // Browser

  it('It adds no members to the `Browser` of `@lumenize/utils`', () => {
    expect(Object.getPrototypeOf(Browser.prototype)).toBe(UtilsBrowser.prototype);
    expect(Object.getOwnPropertyNames(Browser.prototype)).toEqual(['constructor']);
  });

  it("so your Worker's routing and the DO's own `fetch` run for each request", () => throughTheWorker(new Browser().fetch));

  it('Each `Browser` has its own cookie jar: give each simulated user one', async () => {
    const alice = new Browser(async () => new Response('ok', { headers: { 'Set-Cookie': 'user=alice' } }));
    const bob = new Browser(async () => new Response('ok'));
    await alice.fetch('https://example.com/login');
    await bob.fetch('https://example.com/login');
    expect([alice.getCookie('user'), bob.getCookie('user')]).toEqual(['alice', undefined]);
  });

  it('Its `WebSocket` can be handed to `AgentClient` as its `WebSocket` option', async () => {
    const got: string[] = [];
    const client = new AgentClient({ host: 'example.com', agent: 'chat-agent', name: crypto.randomUUID(), WebSocket: new Browser().WebSocket });
    client.addEventListener('message', (event) => got.push(String(event.data)));
    await eventually(() => expect(got).toContain('welcome'));
    client.close();
  });

  it('Leave it out and the Workers test `SELF` binding is used instead', async () => {
    const response = await new Browser().fetch(`https://example.com/probe/${crypto.randomUUID()}`);
    expect(((await response.json()) as { fetches: number }).fetches).toBe(1);
  });

  // createTestingClient

  it("`'MY_DO'` works, and so does `'chat-agent'` when the binding is called `CHAT_AGENT`", async () => {
    const name = crypto.randomUUID();
    await using exact = createTestingClient<Remote>('RPC_DO', name);
    await using kebab = createTestingClient<Remote>('rpc-do', name);
    expect(await exact.increment()).toBe(1);
    expect(await kebab.increment()).toBe(2);
  });

  it("it travels in the URL, so `'my room'` reaches the instance of `getByName('my%20room')`, not of `getByName('my room')`", async () => {
    const name = `my room ${crypto.randomUUID()}`;
    await using client = createTestingClient<Remote>('RPC_DO', name);
    expect(await client.increment()).toBe(1);
    const countOf = (instance: string) => runInDurableObject(env.RPC_DO.getByName(instance), (rpcDO: { count: number }) => rpcDO.count);
    expect([await countOf(name.replaceAll(' ', '%20')), await countOf(name)]).toEqual([1, 0]);
  });

  it('each call is a `POST` of its own through `SELF.fetch`, and no WebSocket is opened', async () => {
    await using client = createTestingClient<Remote>('RPC_DO', crypto.randomUUID());
    // The RPC endpoint answers anything but a POST with 405, so answers mean POSTs
    expect(await client.increment()).toBe(1);
    expect(await client.increment()).toBe(2);
    // A socket of the WebSocket transport would be one the DO accepted
    expect(await client.ctx.getWebSockets()).toEqual([]);
  });

  it('Errors raised in the DO and timeouts behave just as they do with `createRpcClient`', async () => {
    await using client = createTestingClient<Remote>('RPC_DO', crypto.randomUUID());
    const thrown = await client.throwOwn().catch((error: Error) => error);
    expect(thrown).toMatchObject({ name: 'Error', message: 'own error', code: 'E_OWN' });
    await expect(client.throwRange()).rejects.toBeInstanceOf(RangeError);
  });

  it("Every access needs `await`, a plain property's too, except inside the snapshot of `__asObject()`, which works on the root client only", async () => {
    await using client = createTestingClient<Remote>('RPC_DO', crypto.randomUUID());
    expect(typeof client.count.then).toBe('function');
    expect(await client.count).toBe(0);
    const snapshot = await client.__asObject();
    expect(snapshot.count).toBe(0);
    await expect(client.ctx.__asObject()).rejects.toThrow();
  });

  it('`await using` runs in the Workers runtime', async () => {
    const name = crypto.randomUUID();
    {
      await using client = createTestingClient<Remote>('RPC_DO', name);
      expect(await client.increment()).toBe(1);
    }
    await using again = createTestingClient<Remote>('RPC_DO', name);
    expect(await again.count).toBe(1);
  });

  // InstrumentedDOProject and instrumentDOProject

  it('The object is itself the Worker', async () => {
    const handlers = { fetch: async () => new Response('own Worker'), scheduled() {}, queue() {}, email() {}, tail() {}, trace() {} };
    const instrumented = instrumentDOProject({ default: handlers, PlainDO });
    for (const name of ['scheduled', 'queue', 'email', 'tail', 'trace'] as const) expect(instrumented[name]).toBe(handlers[name]);
    expect(instrumented.worker).toBe(instrumented);
    expect(instrumented.PlainDO).toBe(instrumented.dos.PlainDO);
    expect(Object.getPrototypeOf(instrumented.dos.PlainDO)).toBe(PlainDO);
  });

  it('If the argument has a `sourceModule` property, it is read as config', () => {
    const sourceModule = { PlainDO, Other: class Other {} };
    expect(Object.keys(instrumentDOProject({ sourceModule, doClassNames: ['PlainDO'] }).dos)).toEqual(['PlainDO']);
  });

  it('An `Error` if auto-detection finds no candidate; the message lists the names the module exports', () => {
    expect(() => instrumentDOProject({ default: {}, helper: () => 1, VALUE: 3 })).toThrow(/Available exports: default, helper, VALUE/);
  });

  it('so a module with one DO class and one exported function lands here', () => {
    function handleLogin() {}
    expect(() => instrumentDOProject({ PlainDO, handleLogin })).toThrow(/Found multiple class exports: PlainDO, handleLogin[\s\S]*doClassNames[\s\S]*= dos/);
  });

  it('An `Error` if `doClassNames` includes a name the source module does not export', () => {
    expect(() => instrumentDOProject({ sourceModule: { PlainDO }, doClassNames: ['PlainDO', 'Missing'] })).toThrow(/'Missing' not found/);
  });

  it('arrow and `async` functions have no `prototype` and do not', () => {
    const instrumented = instrumentDOProject({ PlainDO, arrow: () => 1, async helper() {}, default: {} });
    expect(Object.keys(instrumented.dos)).toEqual(['PlainDO']);
    expect(() => instrumentDOProject({ PlainDO, declared: function declared() {} })).toThrow(/multiple/);
    expect(() => instrumentDOProject({ sourceModule: { PlainDO, declared: function declared() {} }, doClassNames: [] })).toThrow(/multiple/);
  });

  it("Each class found or named is wrapped as `lumenizeRpcDO(OriginalClass)`, with its default prefix `'/__rpc'`", async () => {
    const instance = new (instrumentDOProject({ PlainDO }).dos.PlainDO)({});
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(parse(await (await instance.fetch(rpcCall('/__rpc/PLAIN_DO/a/call'))).text())).toEqual({ success: true, result: 42 });
    vi.restoreAllMocks();
  });

  it("Its `fetch` tries `routeDORequest(request, env, { prefix })` first, `prefix` being `'__rpc'` unless you set one", async () => {
    const MY_DO = namespace(() => new Response('the DO'));
    const own = instrumentDOProject({ default: { fetch: async () => new Response('own Worker') }, PlainDO });
    const bare = instrumentDOProject({ PlainDO });
    const ctx = {} as ExecutionContext;
    expect(await (await own.fetch!(request('/__rpc/my-do/a/call') as never, { MY_DO }, ctx)).text()).toBe('the DO');
    expect(await (await own.fetch!(request('/my-do/a') as never, { MY_DO }, ctx)).text()).toBe('own Worker');
    const missing = await bare.fetch!(request('/my-do/a') as never, { MY_DO }, ctx);
    expect([missing.status, await missing.text()]).toEqual([404, 'Not found']);
    const custom = instrumentDOProject({ sourceModule: { PlainDO }, prefix: 'rpc' });
    expect(await (await custom.fetch!(request('/rpc/my-do/a/call') as never, { MY_DO }, ctx)).text()).toBe('the DO');
  });

  it('The wrapped DOs stay on `\'/__rpc\'`, so at 0.9.0 a custom prefix routes calls to DOs that do not answer them as RPC', async () => {
    const instrumented = instrumentDOProject({ sourceModule: { PlainDO }, prefix: 'rpc' });
    const instance = new instrumented.dos.PlainDO({});
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(await (await instance.fetch(rpcCall('/rpc/PLAIN_DO/a/call'))).text()).toBe('own fetch');
    vi.restoreAllMocks();
  });
});
