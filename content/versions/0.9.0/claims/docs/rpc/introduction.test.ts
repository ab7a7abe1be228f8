import { describe, expect, it } from 'vitest';
import { env, SELF } from 'cloudflare:test';
import { parse, stringify } from '@ungap/structured-clone/json';
import { createRpcClient, getWebSocketShim } from '@lumenize/rpc';
import { routeDORequest } from '@lumenize/utils';
import { createTestingClient } from '@lumenize/testing';
import { preflightWithoutAllowHeaders, returnedErrors, rpcClient, rpcContentType, Silent, socketClient } from '../../checks';
import { eventually } from '../../stand-ins';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

const app = 'https://app.example';

/** A fetch into the RpcDO through a router with `options`, counting the hooks it runs. */
function gated(options: Parameters<typeof routeDORequest>[2] = {}) {
  const hooks = { request: 0, connect: 0 };
  let allowed = true;
  const gate = (which: 'request' | 'connect') => () => {
    hooks[which] += 1;
    return allowed ? undefined : new Response('Unauthorized', { status: 401 });
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    (await routeDORequest(new Request(input, init), { RPC_DO: env.RPC_DO }, { prefix: '__rpc', onBeforeRequest: gate('request'), onBeforeConnect: gate('connect'), ...options })) ??
    new Response('Not Found', { status: 404 });
  return { hooks, fetch: fetch as typeof globalThis.fetch, revoke: () => (allowed = false) };
}

describe('docs/rpc/introduction.mdx', () => {
  it('`@lumenize/testing` builds on Lumenize RPC', async () => {
    await using client = createTestingClient<Remote>('RPC_DO', crypto.randomUUID());
    expect(await client.__asObject()).toHaveProperty('increment', 'increment [Function]');
  });

  it('Lumenize RPC carries circular (self-referencing) structures across the wire', async () => {
    await using client = rpcClient();
    const ring: { name: string; next?: unknown } = { name: 'a' };
    ring.next = { name: 'b', next: ring };
    const back = await client.echo(ring);
    expect(back.next.next).toBe(back);
  });

  it('When your DO throws, Lumenize RPC catches the error, serializes its message, stack and own properties, and throws it again on the calling side', async () => {
    await using client = rpcClient();
    const thrown = await client.throwOwn().catch((error: Error & { code?: string }) => error);
    expect([thrown.message, thrown.code, thrown.stack?.includes('throwOwn')]).toEqual(['own error', 'E_OWN', true]);
  });

  it("You call the DO's methods, read its properties, and reach into `ctx` and `env`, all with `await`", async () => {
    await using client = rpcClient();
    expect(await client.increment()).toBe(1);
    expect(await client.count).toBe(1);
    expect(await client.ctx.storage.sql.databaseSize).toBeTypeOf('number');
    expect(await client.env.SECRET).toBe('a secret of the Worker');
  });

  it('`Map`, `Set`, `Date`, `RegExp`, `BigInt`, typed arrays and objects that refer to themselves all arrive intact', async () => {
    await using client = rpcClient();
    for (const value of [new Map([[1, 'a']]), new Set(['x']), new Date(0), /r/i, 2n ** 70n, new Int16Array([-1, 2])]) expect(await client.echo(value)).toEqual(value);
  });

  it('so `NaN` and `Infinity` arrive as `null`, and an `Error` passed or returned as a value, rather than thrown, keeps its message but loses its stack and its own properties', async () => {
    await using client = rpcClient();
    expect(await client.echo({ n: NaN, i: -Infinity })).toEqual({ n: null, i: null });
    const passed = Object.assign(new Error('passed'), { code: 'E_PASSED' });
    const back = await client.echo(passed);
    expect([back.message, back.code]).toEqual(['passed', undefined]);
  });

  it('From 1.3.3 on, which a fresh install picks, built-in types keep their class', returnedErrors);

  it('A subclass of your own arrives as a plain `Error` under both', returnedErrors);

  it('An error thrown inside the DO is thrown again in your client code with its message, the stack from the DO, and its own properties, such as a `code`', async () => {
    await using client = rpcClient();
    const thrown = await client.throwOwn().catch((error: Error & { code?: string }) => error);
    expect([thrown.message, thrown.code]).toEqual(['own error', 'E_OWN']);
    expect(thrown.stack).toContain('throwOwn');
  });

  it('Built-in error types (`TypeError`, `RangeError` and the others that exist on `globalThis`) keep their class', async () => {
    await using client = rpcClient();
    await expect(client.throwRange()).rejects.toBeInstanceOf(RangeError);
  });

  it("Your own subclasses do not: they arrive as a plain `Error` whose `name` is `'Error'`", async () => {
    await using client = rpcClient();
    const thrown = await client.throwOwn().catch((error: Error) => error);
    expect([thrown.constructor, thrown.name]).toEqual([Error, 'Error']);
  });

  it('Any caller whose request gets past your Worker\'s routing can read every property and call every method of the DO instance, `env` and `ctx.storage` included', async () => {
    await using client = rpcClient();
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    expect(await client.count).toBe(0);
  });

  it('including its Durable Object namespaces, which lead on to the other instances', async () => {
    await using client = rpcClient();
    const other = crypto.randomUUID();
    const answer = await client.env.PROBE.getByName(other).fetch('https://example.com/');
    expect(answer.status).toBe(200);
    expect(((await (await SELF.fetch(`https://example.com/probe/${other}`)).json()) as { fetches: number }).fetches).toBe(2);
  });

  it('Through `ctx.storage` it means reading, overwriting and deleting everything the DO has stored', async () => {
    const name = crypto.randomUUID();
    await using owner = rpcClient(name);
    await owner.ctx.storage.put('mine', 'private');
    await using caller = rpcClient(name);
    expect(await caller.ctx.storage.get('mine')).toBe('private');
    await caller.ctx.storage.put('mine', 'overwritten');
    expect(await owner.ctx.storage.get('mine')).toBe('overwritten');
    await caller.ctx.storage.deleteAll();
    expect(await owner.ctx.storage.get('mine')).toBeUndefined();
  });

  it('Every WebSocket the wrapped DO accepts with `ctx.acceptWebSocket` serves RPC, not only the ones opened under the RPC prefix', async () => {
    const ws = new (getWebSocketShim(SELF.fetch.bind(SELF)))(`wss://example.com/rpc-do/${crypto.randomUUID()}/chat/lobby`);
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send('{"json":true}');
    ws.send(stringify({ id: '7', type: '__rpc', operations: [{ type: 'get', key: 'count' }] }));
    await eventually(() => expect(got).toHaveLength(2));
    expect(got[0]).toBe('own handler: {"json":true}');
    expect(parse(got[1])).toEqual({ id: '7', type: '__rpc', success: true, result: 0 });
    ws.close();
  });

  it('A client outside a browser can send any `Origin` header it likes, and a request with no `Origin` header at all passes the check untouched', async () => {
    const { fetch } = gated({ cors: { origin: [app] } });
    const forged = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { transport: 'http', headers: { Origin: app }, fetch });
    const without = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { transport: 'http', fetch });
    expect([await forged.increment(), await without.increment()]).toEqual([1, 1]);
  });

  it('The router picks the hook by the `Upgrade` header alone, which such a client can add to any request', async () => {
    const { hooks, fetch } = gated();
    const response = await fetch(`https://example.com/__rpc/RPC_DO/${crypto.randomUUID()}/call`, { method: 'POST', headers: { Upgrade: 'websocket' } });
    expect(response.status).toBe(101);
    expect(hooks).toEqual({ request: 0, connect: 1 });
    response.webSocket?.accept();
    response.webSocket?.close();
  });

  it('WebSocket transport: checked once per connection', async () => {
    const { hooks, fetch } = gated();
    const client = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { WebSocketClass: getWebSocketShim(fetch) });
    await client.increment();
    await client.increment();
    await client.increment();
    expect(hooks).toEqual({ request: 0, connect: 1 });
    await client[Symbol.asyncDispose]();
  });

  it('HTTP transport: checked on every call', async () => {
    const { hooks, fetch } = gated();
    const client = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { transport: 'http', fetch });
    await client.increment();
    await client.increment();
    expect(hooks).toEqual({ request: 2, connect: 0 });
  });

  it('That means any SQL through `ctx.storage.sql.exec`, wiping the storage with `ctx.storage.deleteAll()`, setting or deleting alarms', async () => {
    await using client = rpcClient();
    await client.ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS notes (t TEXT)');
    expect(await client.rows('notes')).toBe(0);
    await client.ctx.storage.setAlarm(Date.now() + 60_000);
    expect(await client.ctx.storage.getAlarm()).toBeTypeOf('number');
    await client.ctx.storage.deleteAlarm();
    expect(await client.ctx.storage.getAlarm()).toBeNull();
  });

  it("`ctx.getWebSockets()`, which returns every socket the DO holds, other users' included, so a caller can read their attachments, send on them and close them", async () => {
    const name = crypto.randomUUID();
    const user = new (getWebSocketShim(SELF.fetch.bind(SELF)))(`wss://example.com/rpc-do/${name}/chat`);
    const got: string[] = [];
    user.addEventListener('message', (event) => got.push(String(event.data)));
    let closed: number | undefined;
    user.addEventListener('close', (event) => (closed = (event as CloseEvent).code));
    await eventually(() => expect(user.readyState).toBe(WebSocket.OPEN));
    await using caller = rpcClient(name);
    const [theirs] = await caller.ctx.getWebSockets();
    expect(await theirs.deserializeAttachment()).toEqual({ path: `/rpc-do/${name}/chat`, cookie: null });
    await theirs.send('sent by another caller');
    await eventually(() => expect(got).toEqual(['sent by another caller']));
    await theirs.close(4321, 'closed by another caller');
    await eventually(() => expect(closed).toBe(4321));
  });

  it('The router calls `onBeforeConnect` when a request carries `Upgrade: websocket` and `onBeforeRequest` otherwise, whatever the method', async () => {
    const { hooks, fetch } = gated();
    const upgrade = await fetch(`https://example.com/__rpc/RPC_DO/${crypto.randomUUID()}/x`, { method: 'PUT', headers: { Upgrade: 'websocket' } });
    upgrade.webSocket?.accept();
    upgrade.webSocket?.close();
    await fetch(`https://example.com/__rpc/RPC_DO/${crypto.randomUUID()}/x`, { method: 'PUT' });
    expect(hooks).toEqual({ request: 1, connect: 1 });
  });

  it('Calls over an open connection are not checked again, so a connection outlives a session you revoke until it closes', async () => {
    const { fetch, revoke } = gated();
    const client = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { WebSocketClass: getWebSocketShim(fetch) });
    expect(await client.increment()).toBe(1);
    revoke();
    expect(await client.increment()).toBe(2);
    await client[Symbol.asyncDispose]();
    // A new connection is checked, and refused
    await expect(client.increment()).rejects.toThrow('WebSocket connection failed');
  });

  it('With cookie authentication, it turns away WebSocket upgrades that pages on other sites open with your user\'s cookies', async () => {
    const { hooks, fetch } = gated({ cors: { origin: [app] } });
    const response = await fetch(`https://example.com/__rpc/RPC_DO/${crypto.randomUUID()}/call`, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example', Cookie: 'session=s' } });
    expect([response.status, hooks.connect]).toEqual([403, 0]);
  });

  it('RangeError is a built-in type, so it is thrown here as a RangeError', async () => {
    await using client = rpcClient();
    const thrown = await client.throwRange().catch((error: Error) => error);
    expect(thrown).toBeInstanceOf(RangeError);
    expect(thrown.stack).toContain('throwRange');
  });

  it('closes the WebSocket', async () => {
    const { client, made } = socketClient();
    await client.increment();
    await client[Symbol.asyncDispose]();
    expect(made[0].readyState).toBe(WebSocket.CLOSING);
  });

  it("In a browser, the client sends its calls to the page's own origin unless you pass a `baseUrl`", async () => {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(stringify({ success: true, result: 1 }));
    };
    Object.defineProperty(globalThis, 'location', { configurable: true, value: { origin: 'https://page.example' } });
    try {
      await createRpcClient<Remote>('COUNTER', 'lobby', { transport: 'http', fetch }).increment();
      await createRpcClient<Remote>('COUNTER', 'lobby', { transport: 'http', fetch, baseUrl: 'https://api.example' }).increment();
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
    expect(urls).toEqual(['https://page.example/__rpc/COUNTER/lobby/call', 'https://api.example/__rpc/COUNTER/lobby/call']);
  });

  it("The WebSocket transport hands the browser's `WebSocket` a URL with the scheme of `baseUrl`", async () => {
    const opened: string[] = [];
    class Recording extends Silent {
      constructor(url: string) {
        super(url);
        opened.push(url);
      }
    }
    for (const baseUrl of ['https://page.example', 'https://page.example'.replace(/^http/, 'ws')]) {
      void createRpcClient<Remote>('COUNTER', 'lobby', { baseUrl, WebSocketClass: Recording as never }).increment();
    }
    await eventually(() => expect(opened).toEqual(['https://page.example/__rpc/COUNTER/lobby/call', 'wss://page.example/__rpc/COUNTER/lobby/call']));
  });

  it("Where the run time supports explicit resource management, `await using client = createRpcClient<CounterDO>('COUNTER', 'lobby');` does the same job without the `try`/`finally`", async () => {
    const { client, made } = socketClient();
    {
      await using scoped = client;
      await scoped.increment();
    }
    expect(made[0].readyState).toBe(WebSocket.CLOSING);
  });

  it('The `INSERT` then runs three times: once for `exec`, and twice more when `toArray` is called', async () => {
    await using client = rpcClient();
    await client.rows('t');
    await client.ctx.storage.sql.exec('INSERT INTO t VALUES (1)').toArray();
    expect(await client.rows('t')).toBe(3);
  });

  it('so a method called on the result of an `async` method gets a `Promise` as `this`, and that first method runs again as well', async () => {
    await using client = rpcClient();
    expect(await client.asyncThing().isPromise()).toBe(true);
  });

  it('A plain-text 401 from your hook, the router\'s 403 for a disallowed origin, or a 404 or 405 therefore rejects with a JSON `SyntaxError`', async () => {
    const { fetch, revoke } = gated({ cors: { origin: [app] } });
    revoke();
    const hooked = createRpcClient<Remote>('RPC_DO', 'x', { transport: 'http', fetch });
    const thrown = await hooked.increment().catch((error: Error) => error);
    expect(thrown).toBeInstanceOf(SyntaxError);
    expect(thrown.message).toContain('"Unauthorized" is not valid JSON');
    const foreign = createRpcClient<Remote>('RPC_DO', 'x', { transport: 'http', fetch, headers: { Origin: 'https://evil.example' } });
    await expect(foreign.increment()).rejects.toBeInstanceOf(SyntaxError);
    const lost = createRpcClient<Remote>('NO_SUCH_DO', 'x', { transport: 'http', fetch });
    await expect(lost.increment()).rejects.toBeInstanceOf(SyntaxError);
  });

  it('Only errors thrown inside the DO come back as themselves', async () => {
    await using client = rpcClient();
    await expect(client.throwRange()).rejects.toThrow('out of range');
  });

  it('`createRpcClient` reads the global `WebSocket` the moment you call it, even with `transport: \'http\'` and even when you pass a `WebSocketClass`', () => {
    let reads = 0;
    const real = WebSocket;
    Object.defineProperty(globalThis, 'WebSocket', {
      configurable: true,
      get() {
        reads += 1;
        return real;
      },
    });
    try {
      createRpcClient('RPC_DO', 'x', { transport: 'http', WebSocketClass: Silent as never });
    } finally {
      delete (globalThis as { WebSocket?: unknown }).WebSocket;
    }
    expect(reads).toBe(1);
  });

  it('Browsers and workerd have one', () => {
    expect(typeof WebSocket).toBe('function');
  });

  it('It opens a persistent connection and reuses it for every call', async () => {
    const { client, made } = socketClient();
    for (let i = 0; i < 3; i++) await client.increment();
    expect(made).toHaveLength(1);
    await client[Symbol.asyncDispose]();
  });

  it('the client connects on the first call, and if the connection drops, calls still waiting are rejected and the next call connects again', async () => {
    const { client, made } = socketClient();
    expect(made).toHaveLength(0);
    await client.increment();
    await expect(client.dropSockets()).rejects.toThrow('WebSocket connection closed');
    await client.increment();
    expect(made).toHaveLength(2);
    await client[Symbol.asyncDispose]();
  });

  it('Calls started together on a client that is not connected yet (say, several inside one `Promise.all`) each open a socket of their own', async () => {
    const { client, made } = socketClient();
    await Promise.all([client.increment(), client.increment(), client.increment()]);
    expect(made.map((ws) => ws.sentHere.length)).toEqual([0, 0, 3]);
    await client[Symbol.asyncDispose]();
    expect(made.map((ws) => ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.CLOSING]);
    for (const ws of made) ws.close();
  });

  it('A connection that never opens and never fails leaves the call pending for good', async () => {
    const client = createRpcClient<Remote>('RPC_DO', 'x', { timeout: 10, WebSocketClass: Silent as never });
    const outcome = await Promise.race([client.increment().then(() => 'settled', () => 'settled'), scheduler.wait(200).then(() => 'pending')]);
    expect(outcome).toBe('pending');
  });

  it('With HTTP, every call is its own `POST` request', async () => {
    const methods: string[] = [];
    const client = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), {
      transport: 'http',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        methods.push(init?.method ?? '');
        return SELF.fetch(input, init);
      },
    });
    await client.increment();
    await client.count;
    expect(methods).toEqual(['POST', 'POST']);
  });

  it('At version 0.9.0 the router answers that preflight with `Access-Control-Allow-Origin` alone', preflightWithoutAllowHeaders);

  it("with `headers: { 'Content-Type': 'text/plain' }` each call becomes a simple request that needs no preflight, and the server, which reads the body whatever its type, answers it as usual", async () => {
    expect(await rpcContentType({ 'Content-Type': 'text/plain' })).toBe('text/plain');
  });

  it("a lower-case `content-type` is added beside the client's own, and the browser sees `application/json, text/plain`", async () => {
    expect(await rpcContentType({ 'content-type': 'text/plain' })).toBe('application/json, text/plain');
  });

  it("across origins the transport's `fetch` sends no cookies, the router never sends `Access-Control-Allow-Credentials`", async () => {
    const inits: (RequestInit | undefined)[] = [];
    const { fetch } = gated({ cors: { origin: [app] } });
    const client = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), {
      transport: 'http',
      headers: { Origin: app },
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        inits.push(init);
        const response = await fetch(input, init);
        expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
        return response;
      },
    });
    await client.increment();
    expect(inits[0]).not.toHaveProperty('credentials');
  });
});
