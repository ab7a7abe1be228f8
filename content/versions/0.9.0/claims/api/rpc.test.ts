import { describe, expect, it, vi } from 'vitest';
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { DurableObject } from 'cloudflare:workers';
import { parse, stringify } from '@ungap/structured-clone/json';
import { createRpcClient, getWebSocketShim, handleRpcMessage, handleRpcRequest, lumenizeRpcDO } from '@lumenize/rpc';
import { Browser } from '@lumenize/utils';
import { RpcDO } from '../worker';
import { preflightWithoutAllowHeaders, returnedErrors, rpcClient, rpcContentType, Silent, socketClient, sockets } from '../checks';
import { corsServer, eventually } from '../stand-ins';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

/** Calls handleRpcRequest with `operations` against `target`. */
async function httpCall(target: object, operations: unknown[], init: RequestInit = {}, url = 'https://example.com/__rpc/X/y/call', config = {}) {
  return handleRpcRequest(new Request(url, { method: 'POST', body: stringify({ operations }), ...init }), target, config);
}

/** A server-side socket that keeps what is sent on it. */
function serverSocket() {
  const sent: string[] = [];
  return { sent, ws: { send: (message: string) => void sent.push(message) } as unknown as WebSocket };
}

/**
 * Runs `create` with the global `WebSocket` read through a getter: how many times it is read, or,
 * with `missing`, the ReferenceError a runtime without one gives. workerd keeps its own WebSocket
 * on the global scope's prototype, which an own property of `globalThis` shadows.
 */
function readsOfGlobalWebSocket(create: () => unknown, missing = false): number {
  const real = WebSocket;
  let reads = 0;
  Object.defineProperty(globalThis, 'WebSocket', {
    configurable: true,
    get() {
      reads += 1;
      if (missing) throw new ReferenceError('WebSocket is not defined');
      return real;
    },
  });
  try {
    create();
  } finally {
    delete (globalThis as { WebSocket?: unknown }).WebSocket;
  }
  return reads;
}

const call = (key: string, ...args: unknown[]) => [
  { type: 'get', key },
  { type: 'apply', args },
];

describe('api/rpc/index.d.ts', () => {
  // createRpcClient: throws

  it('A `ReferenceError`, at once, where the runtime has no global `WebSocket`', () => {
    const options = { transport: 'http' as const, WebSocketClass: sockets().WebSocketClass };
    expect(() => readsOfGlobalWebSocket(() => createRpcClient('RPC_DO', 'x', options), true)).toThrow(ReferenceError);
  });

  it("An error thrown in the DO, thrown again on your side with its message, the DO's stack and its own properties", async () => {
    await using client = rpcClient();
    const range = await client.throwRange().catch((error: Error) => error);
    expect(range).toBeInstanceOf(RangeError);
    expect(range.message).toBe('out of range');
    expect(range.stack).toContain('throwRange');
    const own = await client.throwOwn().catch((error: Error) => error);
    expect(own.constructor).toBe(Error);
    expect(own).toMatchObject({ name: 'Error', message: 'own error', code: 'E_OWN' });
  });

  it('Over WebSocket: `RPC operation timed out after <timeout>ms`', async () => {
    const { client } = socketClient(undefined, { timeout: 100 });
    await expect(client.slow(1000)).rejects.toThrow('RPC operation timed out after 100ms');
    const refused = createRpcClient<Remote>('RPC_DO', 'x', { WebSocketClass: getWebSocketShim(async () => new Response('no', { status: 403 })) });
    await expect(refused.increment()).rejects.toThrow('WebSocket connection failed');
    const { client: dropped } = socketClient();
    await dropped.increment();
    await expect(dropped.dropSockets()).rejects.toThrow('WebSocket connection closed');
    const { client: disposed } = socketClient();
    await disposed.increment();
    const waiting = disposed.slow(500);
    await disposed[Symbol.asyncDispose]();
    await expect(waiting).rejects.toThrow('WebSocket disconnected');
  });

  it('Over HTTP: the `TimeoutError` of `AbortSignal.timeout` when the answer is late', async () => {
    const never = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const late = createRpcClient<Remote>('RPC_DO', 'x', { transport: 'http', timeout: 50, fetch: never });
    await expect(late.increment()).rejects.toMatchObject({ name: 'TimeoutError' });
    const answering = (response: Response) => createRpcClient<Remote>('RPC_DO', 'x', { transport: 'http', fetch: async () => response });
    await expect(answering(new Response('Unauthorized', { status: 401 })).increment()).rejects.toBeInstanceOf(SyntaxError);
    await expect(answering(new Response('Forbidden: Origin not allowed', { status: 403 })).increment()).rejects.toBeInstanceOf(SyntaxError);
    // A thrown error answered with 500 comes back as itself
    await using client = rpcClient();
    await expect(client.throwRange()).rejects.toBeInstanceOf(RangeError);
  });

  it('Calling something that is not a function, through the result of a call, rejects with an `Error` whose message begins `Attempted to call a non-function value`', async () => {
    await using client = rpcClient();
    await expect(client.echo({ a: 1 }).a()).rejects.toThrow(/^Attempted to call a non-function value/);
  });

  // createRpcClient: notes

  it('the client reaches everything on the DO instance, `env` (the Worker\'s secrets and bindings) and `ctx.storage` included', async () => {
    await using client = rpcClient();
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    expect(await client.env.PROBE.idFromName('x').toString()).toMatch(/^[a-f0-9]{64}$/);
    await client.ctx.storage.put('k', 'v');
    expect(await client.ctx.storage.get('k')).toBe('v');
  });

  it('every property read and every call is a Promise on the wire, even of a member that is synchronous in the DO', async () => {
    await using client = rpcClient();
    const called = client.increment();
    expect(typeof called.then).toBe('function');
    expect(await called).toBe(1);
    expect(typeof client.count.then).toBe('function');
    expect(await client.count).toBe(1);
  });

  it('`await client.ctx.storage.sql.exec(\'INSERT …\').toArray()` inserts three times', async () => {
    await using client = rpcClient();
    expect(await client.rows('t')).toBe(0);
    await client.ctx.storage.sql.exec('INSERT INTO t VALUES (1)').toArray();
    expect(await client.rows('t')).toBe(3);
    const cursor = await client.ctx.storage.sql.exec('INSERT INTO t VALUES (2)');
    await cursor.toArray();
    expect(await client.rows('t')).toBe(6);
  });

  it('a method called on the result of an `async` method gets a Promise as `this`', async () => {
    await using client = rpcClient();
    expect(await client.asyncThing().isPromise()).toBe(true);
  });

  it('Chains are lazy', async () => {
    const { client, made, sent } = socketClient();
    const storage = client.ctx.storage;
    const { sql } = storage;
    expect([made.length, sent.length]).toEqual([0, 0]);
    expect(typeof (await sql.databaseSize)).toBe('number');
    expect(sent).toHaveLength(1);
    await client[Symbol.asyncDispose]();
  });

  it('Creating the client connects nothing', async () => {
    const { client, made, sent } = socketClient();
    expect(made).toHaveLength(0);
    void client.count; // a chain of reads, never awaited
    await scheduler.wait(50);
    expect(sent).toHaveLength(0);
    const name = crypto.randomUUID();
    const { client: caller, made: callerSockets } = socketClient(name);
    caller.increment(); // never awaited
    await eventually(() => expect(callerSockets).toHaveLength(1));
    await using reader = rpcClient(name);
    await eventually(async () => expect(await reader.count).toBe(1));
    await caller[Symbol.asyncDispose]();
    await client[Symbol.asyncDispose]();
  });

  it('Calls started before the first connection opens each open a socket, and all but the last stay open, unused', async () => {
    const { client, made } = socketClient();
    await Promise.all([client.increment(), client.increment(), client.increment()]);
    expect(made).toHaveLength(3);
    await client[Symbol.asyncDispose]();
    expect(made.map((ws) => ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.CLOSING]);
    for (const ws of made) ws.close();
  });

  it('Over WebSocket the timeout starts once the socket is open', async () => {
    const client = createRpcClient<Remote>('RPC_DO', 'x', { timeout: 20, WebSocketClass: Silent as never });
    let settled = false;
    client.increment().then(
      () => (settled = true),
      () => (settled = true),
    );
    await scheduler.wait(300);
    expect(settled).toBe(false);
  });

  it('When the socket drops, the calls waiting reject and the next call connects again', async () => {
    const { client, made } = socketClient();
    expect(await client.increment()).toBe(1);
    await expect(client.dropSockets()).rejects.toThrow('WebSocket connection closed');
    expect(await client.increment()).toBe(2);
    expect(made).toHaveLength(2);
    await client[Symbol.asyncDispose]();
  });

  it('`await using client = createRpcClient(…)` disconnects at the end of the scope', async () => {
    let kept: ReturnType<typeof socketClient> | undefined;
    {
      const counted = socketClient();
      await using client = counted.client;
      await client.increment();
      kept = counted;
    }
    expect(kept.made[0].readyState).not.toBe(WebSocket.OPEN);
    const { client, made } = socketClient();
    await client.increment();
    client[Symbol.dispose]();
    expect(made[0].readyState).toBe(WebSocket.CLOSING);
  });

  it('Both transports call `${baseUrl}/${prefix}/${doBindingName}/${doInstanceNameOrId}/call`', async () => {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(stringify({ success: true, result: 1 }));
    };
    await createRpcClient<Remote>('/MY_DO/', '/lobby/', { transport: 'http', baseUrl: 'https://api.example/', prefix: '/__rpc/', fetch }).increment();
    await createRpcClient<Remote>('MY_DO', 'lobby', { transport: 'http', fetch }).increment();
    expect(urls).toEqual(['https://api.example/__rpc/MY_DO/lobby/call', 'http://localhost:8787/__rpc/MY_DO/lobby/call']);
    const opened: string[] = [];
    class Recording extends Silent {
      constructor(url: string) {
        super(url);
        opened.push(url);
      }
    }
    createRpcClient<Remote>('MY_DO', 'lobby', { baseUrl: 'https://api.example', WebSocketClass: Recording as never }).increment();
    await eventually(() => expect(opened).toEqual(['https://api.example/__rpc/MY_DO/lobby/call']));
  });

  it('a name with a character that URLs percent-encode (a space, `é`) reaches the instance named by the encoded form (`my%20room`), and one with a `/` reaches the instance named by what comes before it', async () => {
    const name = `my room ${crypto.randomUUID()}`;
    await using spaced = rpcClient(name);
    expect(await spaced.increment()).toBe(1);
    const countOf = (instance: string) => runInDurableObject(env.RPC_DO.getByName(instance), (rpcDO: { count: number }) => rpcDO.count);
    expect([await countOf(encodeURI(name)), await countOf(name)]).toEqual([1, 0]);
    const first = crypto.randomUUID();
    await using slashed = rpcClient(`${first}/second`);
    expect(await slashed.increment()).toBe(1);
    expect(await countOf(first)).toBe(1);
  });

  it('Values travel as `@ungap/structured-clone/json`', async () => {
    await using client = rpcClient();
    type Loop = { self?: Loop };
    const loop: Loop = {};
    loop.self = loop;
    const values = [new Date('2025-10-01T00:00:00Z'), new Map([['a', 1]]), new Set([1]), /x/g, 10n ** 20n, new Uint8Array([1, 2]), new Uint8Array([3]).buffer];
    for (const value of values) expect(await client.echo(value)).toEqual(value);
    const back = await client.echo(loop);
    expect(back.self).toBe(back);
    const instance = await client.classInstance();
    expect(instance).toEqual({ kind: 'point' });
    expect(Object.getPrototypeOf(instance)).toBe(Object.prototype);
    expect(await client.echo([NaN, Infinity])).toEqual([null, null]);
  });

  it('An `Error` returned as a value, not thrown, keeps its message and loses its stack and own properties', returnedErrors);

  it("Built-in types keep their class from `@ungap/structured-clone` 1.3.3, which a fresh install of the package's `^1.3.0` picks", returnedErrors);

  it("Functions in a returned object, its own, its prototype's or a getter's, come back as remote functions you can call", async () => {
    await using client = rpcClient();
    const returned = await client.withFunctions();
    expect(await returned.double(4)).toBe(8);
    expect(await returned.half(4)).toBe(2);
    expect(returned.answer).toBe(42);
  });

  it("A configured `Content-Type` replaces the client's only when spelled so exactly: `content-type` adds its value to the client's (`application/json, text/plain`)", async () => {
    expect(await rpcContentType({})).toBe('application/json');
    expect(await rpcContentType({ 'Content-Type': 'text/plain' })).toBe('text/plain');
    expect(await rpcContentType({ 'content-type': 'text/plain' })).toBe('application/json, text/plain');
  });

  // lumenizeRpcDO

  it('An `Error` if `DOClass` is not a function', () => {
    expect(() => lumenizeRpcDO(42 as never)).toThrow(/got number/);
  });

  it('An RPC call may read any property path of the instance and call any function it finds there', async () => {
    await using client = rpcClient();
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    expect(await client.ctx.storage.sql.databaseSize).toBeTypeOf('number');
  });

  it('A socket your own `fetch` accepts for a chat takes RPC calls too', async () => {
    const ws = new (getWebSocketShim(SELF.fetch.bind(SELF)))(`wss://example.com/rpc-do/${crypto.randomUUID()}/chat`);
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send(stringify({ id: '1', type: '__rpc', operations: [{ type: 'get', key: 'env' }, { type: 'get', key: 'SECRET' }] }));
    ws.send('hello');
    await eventually(() => expect(got).toHaveLength(2));
    expect(parse(got[0])).toEqual({ id: '1', type: '__rpc', success: true, result: 'a secret of the Worker' });
    expect(got[1]).toBe('own handler: hello');
    ws.close();
  });

  it('a request under the prefix with `Upgrade: websocket`, in any case and whatever its method, is accepted', async () => {
    const name = crypto.randomUUID();
    const response = await SELF.fetch(`https://example.com/__rpc/RPC_DO/${name}/anything`, { method: 'POST', headers: { Upgrade: 'WebSocket' } });
    expect(response.status).toBe(101);
    response.webSocket?.accept();
    const own = await SELF.fetch(`https://example.com/rpc-do/${name}/page`);
    expect(await own.text()).toBe(`own fetch: /rpc-do/${name}/page`);
    const rpc = await SELF.fetch(`https://example.com/__rpc/RPC_DO/${name}/call`, { method: 'POST', body: stringify({ operations: call('increment') }) });
    expect(parse(await rpc.text())).toEqual({ success: true, result: 1 });
    response.webSocket?.close();
  });

  it('A class without a `fetch` of its own (`DurableObject` has none) throws a `TypeError` for a request outside the prefix', async () => {
    expect((DurableObject.prototype as { fetch?: unknown }).fetch).toBeUndefined();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    try {
      class Bare {
        constructor(readonly ctx: unknown) {}
      }
      const instance = new (lumenizeRpcDO(Bare))({}) as unknown as { fetch(request: Request): Promise<Response> };
      const underPrefix = await instance.fetch(new Request('https://example.com/__rpc/BARE/a/other'));
      expect(underPrefix.status).toBe(404);
      await expect(instance.fetch(new Request('https://example.com/bare/a/page'))).rejects.toBeInstanceOf(TypeError);
    } finally {
      debug.mockRestore();
    }
  });

  it("`webSocketClose` calls your class's", async () => {
    const name = crypto.randomUUID();
    const ws = new (getWebSocketShim(SELF.fetch.bind(SELF)))(`wss://example.com/rpc-do/${name}/chat`);
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    ws.close(4100, 'bye');
    await using client = rpcClient(name);
    await eventually(async () => expect(await client.ctx.storage.kv.get('closed')).toEqual({ code: 4100, reason: 'bye' }));
  });

  it("It keeps the original class's name and statics", () => {
    expect(RpcDO.name).toBe('RpcBase');
    expect((RpcDO as unknown as { kind: string }).kind).toBe('static member');
  });

  it('Every request to its `fetch` writes a `console.debug` line', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    try {
      await runInDurableObject(env.RPC_DO.getByName(crypto.randomUUID()), async (instance: { fetch(request: Request): Promise<Response> }) => {
        await instance.fetch(new Request('https://example.com/rpc-do/x/page'));
      });
      expect(debug).toHaveBeenCalledTimes(1);
    } finally {
      debug.mockRestore();
    }
  });

  // handleRpcRequest

  it('`null` if the URL path does not begin with the prefix', async () => {
    expect(await handleRpcRequest(new Request('https://example.com/other/call', { method: 'POST' }), {})).toBeNull();
  });

  it('A path under the prefix whose last segment is not `call` gets a 404 whose plain-text body begins `Unknown RPC endpoint`', async () => {
    const notFound = await handleRpcRequest(new Request('https://example.com/__rpc/X/y/other'), {});
    expect([notFound?.status, (await notFound?.text())?.startsWith('Unknown RPC endpoint')]).toEqual([404, true]);
    const get = await handleRpcRequest(new Request('https://example.com/__rpc/X/y/call'), {});
    expect([get?.status, await get?.text()]).toEqual([405, 'Method not allowed']);
    const client = createRpcClient<Remote>('RPC_DO', 'x', { transport: 'http', fetch: async () => (await handleRpcRequest(new Request('https://example.com/__rpc/X/y/z'), {}))! });
    await expect(client.increment()).rejects.toBeInstanceOf(SyntaxError);
  });

  it('Success: 200, `Content-Type: application/json`, and `{success:true, result}` as structured-clone JSON', async () => {
    const response = await httpCall({ add: (a: number, b: number) => a + b }, call('add', 1, 2));
    expect([response?.status, response?.headers.get('Content-Type')]).toEqual([200, 'application/json']);
    expect(parse(await response!.text())).toEqual({ success: true, result: 3 });
  });

  it('Failure (a chain refused, an error thrown by your code, a call of something that is not a function): 500 and `{success:false, error}`', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target = {
      fail() {
        throw Object.assign(new TypeError('bad'), { code: 'E_BAD' });
      },
      value: 1,
    };
    for (const operations of [call('fail'), call('value'), [...call('fail'), ...call('fail'), ...call('fail')]]) {
      const response = await httpCall(target, operations, {}, undefined, { maxDepth: 4 });
      const body = parse(await response!.text()) as { success: boolean; error: Record<string, unknown> };
      expect([response?.status, body.success, body.error.__isSerializedError]).toEqual([500, false, true]);
    }
    const thrown = parse(await (await httpCall(target, call('fail')))!.text()) as { error: Record<string, unknown> };
    expect(thrown.error).toMatchObject({ name: 'TypeError', message: 'bad', code: 'E_BAD', stack: expect.stringContaining('fail') });
    vi.restoreAllMocks();
  });

  it('A chain longer than `maxDepth` operations, or a call with more than `maxArgs` arguments, is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target = { echo: (...args: unknown[]) => args.length };
    const deep = await httpCall(target, [{ type: 'get', key: 'echo' }, { type: 'get', key: 'name' }, { type: 'get', key: 'length' }], {}, undefined, { maxDepth: 2 });
    const wide = await httpCall(target, call('echo', 1, 2, 3), {}, undefined, { maxArgs: 2 });
    const fine = await httpCall(target, call('echo', 1, 2), {}, undefined, { maxArgs: 2 });
    expect([deep?.status, wide?.status, fine?.status]).toEqual([500, 500, 200]);
    vi.restoreAllMocks();
  });

  it('calls in a chain after a call run that call again', async () => {
    let runs = 0;
    const target = {
      make() {
        runs += 1;
        return { read: () => runs };
      },
    };
    await httpCall(target, [...call('make'), ...call('read')]);
    expect(runs).toBe(2);
  });

  // handleRpcMessage

  it("A message is RPC when it is a string that `@ungap/structured-clone/json` parses, whose `type` is the prefix without its slashes (`'__rpc'`)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ws, sent } = serverSocket();
    const target = { one: () => 1 };
    expect(await handleRpcMessage(ws, stringify({ id: 'a', type: '__rpc', operations: call('one') }), target)).toBe(true);
    expect(await handleRpcMessage(ws, stringify({ id: 'b', type: 'rpc', operations: call('one') }), target, { prefix: '/rpc/' })).toBe(true);
    expect(await handleRpcMessage(ws, stringify({ id: 'c', type: 'chat', operations: call('one') }), target)).toBe(false);
    expect(await handleRpcMessage(ws, 'not json', target)).toBe(false);
    expect(await handleRpcMessage(ws, new ArrayBuffer(4), target)).toBe(false);
    expect(await handleRpcMessage(ws, stringify({ type: '__rpc', operations: call('one') }), target)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sent.map((message) => parse(message))).toEqual([
      { id: 'a', type: '__rpc', success: true, result: 1 },
      { id: 'b', type: 'rpc', success: true, result: 1 },
    ]);
    warn.mockRestore();
  });

  it('it answers on whatever socket it is given, whatever URL that socket was opened on', async () => {
    const { ws, sent } = serverSocket();
    await handleRpcMessage(ws, stringify({ id: 'a', type: '__rpc', operations: [{ type: 'get', key: 'secret' }] }), { secret: 's' });
    expect(parse(sent[0])).toMatchObject({ success: true, result: 's' });
  });

  it('`operations` must be an array of at most `maxDepth` entries, and no call may pass more than `maxArgs` arguments', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ws, sent } = serverSocket();
    const target = { echo: (...args: unknown[]) => args.length };
    await handleRpcMessage(ws, stringify({ id: 'a', type: '__rpc', operations: 'echo' }), target);
    await handleRpcMessage(ws, stringify({ id: 'b', type: '__rpc', operations: call('echo', 1, 2, 3) }), target, { maxArgs: 2 });
    await handleRpcMessage(ws, stringify({ id: 'c', type: '__rpc', operations: call('echo') }), target, { maxDepth: 1 });
    expect(sent.map((message) => (parse(message) as { success: boolean }).success)).toEqual([false, false, false]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('The answer is `{id, type, success:true, result}` or `{id, type, success:false, error}` as structured-clone JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ws, sent } = serverSocket();
    const target = {
      fail() {
        throw Object.assign(new RangeError('no'), { code: 'E_NO' });
      },
    };
    await handleRpcMessage(ws, stringify({ id: 'a', type: '__rpc', operations: call('fail') }), target);
    expect(parse(sent[0])).toMatchObject({ id: 'a', type: '__rpc', success: false, error: { name: 'RangeError', message: 'no', code: 'E_NO', stack: expect.any(String) } });
    error.mockRestore();
  });

  it('a call after a call repeats it, and may see a Promise as `this`', async () => {
    const { ws, sent } = serverSocket();
    let runs = 0;
    const target = {
      async make() {
        runs += 1;
        return {
          isPromise() {
            return this instanceof Promise;
          },
        };
      },
    };
    await handleRpcMessage(ws, stringify({ id: 'a', type: '__rpc', operations: [...call('make'), ...call('isPromise')] }), target);
    expect(parse(sent[0])).toMatchObject({ success: true, result: true });
    expect(runs).toBe(2);
  });

  it('A failed call writes an error object to `console.error`', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await handleRpcMessage(serverSocket().ws, stringify({ id: 'a', type: '__rpc', operations: call('missing') }), {});
    expect(error).toHaveBeenCalledWith('%o', expect.objectContaining({ type: 'error', where: 'handleRpcMessage' }));
    error.mockRestore();
  });

  // RpcClientConfig

  it("`prefix` must match the server's {@link RpcConfig} `prefix` and the prefix your Worker routes on", async () => {
    const client = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { transport: 'http', prefix: '/rpc', fetch: SELF.fetch.bind(SELF) });
    // The Worker routes `__rpc`: `/rpc/…` finds no binding, and its plain 404 is no JSON
    await expect(client.increment()).rejects.toBeInstanceOf(SyntaxError);
  });

  it('Only the HTTP transport sends `headers` and uses `fetch`; only the WebSocket transport uses `WebSocketClass`', async () => {
    const upgrades: Request[] = [];
    const Shim = getWebSocketShim(async (input, init) => {
      const upgrade = new Request(input, init);
      upgrades.push(upgrade);
      return SELF.fetch(upgrade);
    });
    const fetch = vi.fn(SELF.fetch.bind(SELF));
    const overSocket = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { headers: { 'X-Sent': 'yes' }, fetch, WebSocketClass: Shim });
    await overSocket.increment();
    expect(upgrades[0].headers.get('X-Sent')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await overSocket[Symbol.asyncDispose]();
    const { WebSocketClass, made } = sockets();
    const overHttp = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), { transport: 'http', fetch, WebSocketClass });
    await overHttp.increment();
    expect([fetch.mock.calls.length, made.length]).toEqual([1, 0]);
  });

  it('The client reads the global `WebSocket` either way, before these settings', () => {
    const { WebSocketClass } = sockets();
    expect(readsOfGlobalWebSocket(() => createRpcClient('RPC_DO', 'x', { transport: 'http', WebSocketClass }))).toBe(1);
    expect(readsOfGlobalWebSocket(() => createRpcClient('RPC_DO', 'x', { WebSocketClass }))).toBe(1);
  });

  it('WebSocket keeps one long-lived connection open; HTTP sends a POST for every call', async () => {
    const { client, made } = socketClient();
    await client.increment();
    await client.increment();
    expect(made).toHaveLength(1);
    await client[Symbol.asyncDispose]();
    const methods: string[] = [];
    const http = createRpcClient<Remote>('RPC_DO', crypto.randomUUID(), {
      transport: 'http',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        methods.push(init?.method ?? 'GET');
        return SELF.fetch(input, init);
      },
    });
    await http.increment();
    await http.increment();
    expect(methods).toEqual(['POST', 'POST']);
  });

  it('a cross-origin JSON POST only after a preflight, which the 0.9.0 router does not answer with `Access-Control-Allow-Headers`', preflightWithoutAllowHeaders);

  it("the transport's own `fetch` sends no cookie across origins, and any header you add calls for a preflight again", async () => {
    const inits: (RequestInit | undefined)[] = [];
    const server = corsServer('https://app.example');
    const page = new Browser(server.fetch).context('https://app.example');
    const call = (headers: Record<string, string>) =>
      createRpcClient<Remote>('RPC_DO', 'x', {
        transport: 'http',
        baseUrl: 'https://api.example',
        headers,
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          inits.push(init);
          return page.fetch(input, init);
        },
      })
        .increment()
        .catch(() => undefined);
    await call({ 'Content-Type': 'text/plain' });
    await call({ 'Content-Type': 'text/plain', Authorization: 'Bearer t' });
    // No `credentials` in the init: a browser's fetch then sends cookies to its own origin only
    expect(inits.map((init) => init?.credentials)).toEqual([undefined, undefined]);
    expect(server.received.map((each) => each.method)).toEqual(['POST', 'OPTIONS', 'POST']);
  });

  it("It also sets the `type` of WebSocket messages (`'__rpc'`)", async () => {
    const sent: string[] = [];
    class Recording extends Silent {
      constructor(url: string) {
        super(url);
        queueMicrotask(() => {
          this.readyState = 1;
          this.dispatchEvent(new Event('open'));
        });
      }
      send(data: string) {
        sent.push(data);
      }
    }
    createRpcClient<Remote>('RPC_DO', 'x', { prefix: '/custom/', WebSocketClass: Recording as never }).increment();
    await eventually(() => expect(sent).toHaveLength(1));
    expect((parse(sent[0]) as { type: string }).type).toBe('custom');
  });

  it('Connecting is not counted, so a WebSocket that never opens is not timed out', async () => {
    const client = createRpcClient<Remote>('RPC_DO', 'x', { timeout: 10, WebSocketClass: Silent as never });
    const outcome = await Promise.race([client.increment().then(() => 'settled', () => 'settled'), scheduler.wait(200).then(() => 'pending')]);
    expect(outcome).toBe('pending');
  });

  it('a key spelled `Content-Type` exactly replaces it, while `content-type` adds a second value', async () => {
    expect(await rpcContentType({ 'Content-Type': 'text/plain' })).toBe('text/plain');
    expect(await rpcContentType({ 'content-type': 'text/plain' })).toBe('application/json, text/plain');
  });

  it('a custom header needs a preflight, which the 0.9.0 router answers without `Access-Control-Allow-Headers`', preflightWithoutAllowHeaders);

  // RpcClientProxy, RpcConfig, RpcAccessible

  it('`[Symbol.asyncDispose]()` shuts the transport down', async () => {
    const { client, made } = socketClient();
    await client.increment();
    await client[Symbol.asyncDispose]();
    expect(made[0].readyState).not.toBe(WebSocket.OPEN);
    expect(await client.increment()).toBe(2); // a later call connects again
    expect(made).toHaveLength(2);
    await client[Symbol.asyncDispose]();
  });

  it('it means something only on the root client', async () => {
    await using client = rpcClient();
    expect(await client.__asObject()).toHaveProperty('ctx');
    await expect(client.ctx.storage.__asObject()).rejects.toThrow(/is not a function/);
  });

  it('They do not limit what the chain may reach', async () => {
    const response = await httpCall({ env: { SECRET: 's' } }, [{ type: 'get', key: 'env' }, { type: 'get', key: 'SECRET' }], {}, undefined, { maxDepth: 2, maxArgs: 0 });
    expect(parse(await response!.text())).toEqual({ success: true, result: 's' });
  });

  it('The prefix does not limit which sockets serve RPC', async () => {
    const { ws, sent } = serverSocket();
    // The socket's URL is never asked: a message of the prefix's type is answered
    expect(await handleRpcMessage(ws, stringify({ id: 'a', type: 'rpc', operations: [{ type: 'get', key: 'x' }] }), { x: 1 }, { prefix: '/rpc' })).toBe(true);
    expect(parse(sent[0])).toMatchObject({ success: true, result: 1 });
  });

  it('`protected` is enforced only by the compiler, while the RPC proxy reaches `ctx` and `env` at run time', async () => {
    await using client = rpcClient();
    expect(await client.ctx.id.toString()).toMatch(/^[a-f0-9]{64}$/);
    expect(await client.env.SECRET).toBe('a secret of the Worker');
  });
});
