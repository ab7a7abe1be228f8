import { describe, expect, it, vi } from 'vitest';
import { env, runInDurableObject } from 'cloudflare:test';
import { parse, stringify } from '@ungap/structured-clone/json';
// The package's exports leave out its package.json: read it where the run installed it
import testingPackage from '../../../node_modules/@lumenize/testing/package.json';
import { Browser as UtilsBrowser, routeDORequest } from '@lumenize/utils';
import { Browser, createTestingClient, instrumentDOProject } from '@lumenize/testing';
import {
  contextCookiesAcrossOrigins,
  jsonGetWithoutPreflight,
  lastPreflightMethod,
  preflightWithoutAllowHeaders,
  returnedErrors,
  runInDurableObjectSkipsOwnFetch,
  throughTheWorker,
  waitForGivesUpAfterOneSecond,
} from '../../checks';
import { corsServer, eventually, namespace, socketServer } from '../../stand-ins';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

const app = 'https://app.example';

/** A client of a fresh RpcDO instance through the test Worker, and its name. */
function client(name = crypto.randomUUID()) {
  return { name, client: createTestingClient<Remote>('RPC_DO', name) };
}

/** A socket of the RpcDO's own (`/rpc-do/<name>/<tag>`) opened by `browser`, once open. */
async function ownSocket(browser: Browser, name: string, tag: string, protocols?: string[]) {
  const ws = new browser.WebSocket(`wss://example.com/rpc-do/${name}/${tag}`, protocols);
  await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
  return ws;
}

/** A fetch standing for a Worker that sets a cookie at /login and echoes the Cookie header elsewhere. */
async function cookieWorker(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const incoming = new Request(input, init);
  if (new URL(incoming.url).pathname === '/login') {
    return new Response('ok', { headers: { 'Set-Cookie': 'token=abc; Path=/; HttpOnly; Secure; SameSite=Strict' } });
  }
  return new Response(incoming.headers.get('Cookie') ?? '');
}

describe('docs/testing/usage.mdx', () => {
  it('Like `runInDurableObject`, it lets your tests reach a DO\'s `ctx` and storage', async () => {
    const { name, client: remote } = client();
    await remote.ctx.storage.put('seeded', 7);
    const seen = await runInDurableObject(env.RPC_DO.getByName(name), (_instance, state) => state.storage.get('seeded'));
    expect(seen).toBe(7);
  });

  it('read and change instance variables', async () => {
    const { client: remote } = client();
    expect(await remote.count).toBe(0);
    await remote.increment();
    expect(await remote.count).toBe(1);
  });

  it("call the DO's own methods directly", async () => {
    const { client: remote } = client();
    expect(await remote.echo('direct')).toBe('direct');
  });

  it("send each request through your Worker's routing and the DO's own `fetch`", () => throughTheWorker(new Browser().fetch));

  it('which `runInDurableObject` skips: it runs your callback inside the DO in their place', runInDurableObjectSkipsOwnFetch);

  it('Through it you inspect and change anything on the DO: `ctx`, your custom methods, and your instance properties', async () => {
    const { client: remote } = client();
    await remote.ctx.storage.kv.put('k', 'v');
    expect(await remote.ctx.storage.kv.get('k')).toBe('v');
    expect(await remote.increment()).toBe(1);
    expect(await remote.count).toBe(1);
  });

  it('`browser.fetch` is a `fetch` that stores and sends cookies, without an `Origin` header', async () => {
    const received: Request[] = [];
    const browser = new UtilsBrowser(async (input, init) => {
      received.push(new Request(input, init));
      return cookieWorker(input, init);
    });
    await browser.fetch('https://example.com/login');
    expect(await (await browser.fetch('https://example.com/echo')).text()).toBe('token=abc');
    expect(received.map((each) => each.headers.get('Origin'))).toEqual([null, null]);
  });

  it('`browser.WebSocket` is a WebSocket class that shares those cookies, also without an `Origin` header', async () => {
    const server = socketServer();
    const browser = new UtilsBrowser(async (input, init) => (new Request(input, init).headers.get('Upgrade') ? server.fetch(input, init) : cookieWorker(input, init)));
    await browser.fetch('https://example.com/login');
    const ws = new browser.WebSocket('wss://example.com/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect([server.upgrades[0].headers.get('Cookie'), server.upgrades[0].headers.get('Origin')]).toEqual(['token=abc', null]);
    ws.close();
  });

  it('`browser.context(origin)` returns a `fetch` and `WebSocket` pair that share the cookie jar and behave like a page loaded from `origin`', async () => {
    const server = socketServer();
    const browser = new UtilsBrowser(async (input, init) => (new Request(input, init).headers.get('Upgrade') ? server.fetch(input, init) : cookieWorker(input, init)));
    await browser.fetch('https://example.com/login');
    const page = browser.context('https://example.com');
    expect(await (await page.fetch('https://example.com/echo')).text()).toBe('token=abc');
    const ws = new page.WebSocket('wss://example.com/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect([server.upgrades[0].headers.get('Cookie'), server.upgrades[0].headers.get('Origin')]).toEqual(['token=abc', 'https://example.com']);
    ws.close();
  });

  it('`@lumenize/testing` 0.9.0 names `vitest` 3.2.4 exactly and `@cloudflare/vitest-pool-workers` 0.9 (from 0.9.3) as peer dependencies', () => {
    expect((testingPackage as { peerDependencies: object }).peerDependencies).toEqual({ vitest: '3.2.4', '@cloudflare/vitest-pool-workers': '^0.9.3' });
  });

  it('wraps each DO class with RPC support and puts an RPC router in front of your own Worker, so tests can reach any DO while regular traffic still flows through your code', async () => {
    class MyDO {
      constructor(readonly ctx: unknown) {}
    }
    const MY_DO = namespace(() => new Response('the DO'));
    const instrumented = instrumentDOProject({ default: { fetch: async () => new Response('your Worker') }, MyDO });
    const ctx = {} as ExecutionContext;
    expect(await (await instrumented.fetch!(new Request('https://example.com/__rpc/MY_DO/a/call') as never, { MY_DO }, ctx)).text()).toBe('the DO');
    expect(await (await instrumented.fetch!(new Request('https://example.com/page') as never, { MY_DO }, ctx)).text()).toBe('your Worker');
    expect(Object.getPrototypeOf(instrumented.dos.MyDO)).toBe(MyDO);
  });

  it('a page on any site could `POST` to `/my-do/…/increment` and reach the DO, with only the answer kept from it', async () => {
    const MY_DO = namespace();
    // The routers of the guide's src/index.ts, in their order
    const worker = async (req: Request) =>
      (await routeDORequest(req, { MY_DO }, { prefix: '/cors/', cors: { origin: ['https://safe.com', 'https://app.example.com'] } })) ||
      (await routeDORequest(req, { MY_DO })) ||
      new Response('Not Found', { status: 404 });
    const fromElsewhere = { method: 'POST', headers: { Origin: 'https://evil.com' } };
    const guarded = await worker(new Request('https://safe.com/cors/my-do/x/increment', fromElsewhere));
    expect([guarded.status, MY_DO.forwarded.length]).toEqual([403, 0]);
    const open = await worker(new Request('https://safe.com/my-do/x/increment', fromElsewhere));
    expect([open.status, open.headers.get('Access-Control-Allow-Origin')]).toEqual([200, null]);
    expect(MY_DO.forwarded.map((each) => [each.method, new URL(each.url).pathname])).toEqual([['POST', '/my-do/x/increment']]);
  });

  it('Automatic detection takes every export except the default one that is a function with a `prototype`', () => {
    class MyDO {}
    const arrow = () => 1;
    async function asyncHelper() {}
    expect(Object.keys(instrumentDOProject({ default: {}, MyDO, arrow, asyncHelper }).dos)).toEqual(['MyDO']);
  });

  it('so a helper such as `export function handleLogin()` next to `MyDO` is enough to stop it', () => {
    class MyDO {}
    function handleLogin() {}
    expect(() => instrumentDOProject({ MyDO, handleLogin })).toThrow(/Found multiple class exports: MyDO, handleLogin/);
    expect(Object.keys(instrumentDOProject({ sourceModule: { MyDO, handleLogin }, doClassNames: ['MyDO'] }).dos)).toEqual(['MyDO']);
  });

  it("In your tests, then, `MyDO`'s sockets also answer RPC messages", async () => {
    const ws = await ownSocket(new Browser(), crypto.randomUUID(), 'chat');
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send(stringify({ id: 'x', type: '__rpc', operations: [{ type: 'get', key: 'count' }] }));
    await eventually(() => expect(got).toHaveLength(1));
    expect(parse(got[0])).toEqual({ id: 'x', type: '__rpc', success: true, result: 0 });
    ws.close();
  });

  it("open sockets with the constructor, methods and events of a browser's `WebSocket`", async () => {
    const ws = await ownSocket(new Browser(), crypto.randomUUID(), 'chat');
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send('hi');
    await eventually(() => expect(got).toEqual(['own handler: hi']));
    ws.close(1000);
    expect(ws.readyState).toBe(WebSocket.CLOSING);
  });

  it('test sub-protocol negotiation', async () => {
    const ws = await ownSocket(new Browser(), crypto.randomUUID(), 'chat', ['a', 'b']);
    expect(ws.protocol).toBe('b');
    ws.close();
  });

  it('inspect the server side of a connection, for example with `ctx.getWebSockets(tag)`', async () => {
    const { name, client: remote } = client();
    const ws = await ownSocket(new Browser(), name, 'lobby');
    expect(await remote.ctx.getWebSockets('lobby')).toHaveLength(1);
    expect(await remote.ctx.getWebSockets('other')).toHaveLength(0);
    ws.close();
  });

  it('check the attachment stored on each socket', async () => {
    const { name, client: remote } = client();
    const ws = await ownSocket(new Browser(), name, 'lobby');
    const [server] = await remote.ctx.getWebSockets('lobby');
    expect(await server.deserializeAttachment()).toEqual({ path: `/rpc-do/${name}/lobby`, cookie: null });
    ws.close();
  });

  it('test `WebSocketRequestResponsePair` auto-responses', async () => {
    const ws = await ownSocket(new Browser(), crypto.randomUUID(), 'chat');
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send('ping');
    await eventually(() => expect(got).toEqual(['pong']));
    ws.close();
  });

  it("At run time the shim's sockets also carry `onmessage`, `onopen`, `onclose` and `onerror` properties", async () => {
    const ws = new (new Browser().WebSocket)(`wss://example.com/rpc-do/${crypto.randomUUID()}/chat`);
    for (const handler of ['onmessage', 'onopen', 'onclose', 'onerror']) expect(ws).toHaveProperty(handler, null);
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    ws.close();
  });

  it("after one second it gives up and fails with the callback's last error, so pass a longer `{ timeout }` as its second argument", waitForGivesUpAfterOneSecond);

  it('`getWebSockets()` runs inside the DO, and the attachment comes back as plain data', async () => {
    const { name, client: remote } = client();
    const ws = await ownSocket(new Browser(), name, 'lobby');
    const [server] = await remote.ctx.getWebSockets('lobby');
    const attachment = await server.deserializeAttachment();
    expect(Object.getPrototypeOf(attachment)).toBe(Object.prototype);
    ws.close();
  });

  it('The usual structured-clone types make the round trip, including objects that refer to themselves', async () => {
    const { client: remote } = client();
    type Loop = { self?: Loop; when: Date };
    const loop: Loop = { when: new Date(5) };
    loop.self = loop;
    const back = await remote.echo(loop);
    expect([back.self === back, back.when instanceof Date]).toEqual([true, true]);
    expect(await remote.echo(new Map([['k', new Set([1])]]))).toEqual(new Map([['k', new Set([1])]]));
  });

  it('`NaN` and `Infinity` arrive as `null`, and an `Error` sent as a value keeps its message but loses its stack and its own properties', async () => {
    const { client: remote } = client();
    expect(await remote.echo([NaN, Infinity])).toEqual([null, null]);
    const back = await remote.echo(Object.assign(new Error('sent'), { code: 'E_SENT' }));
    expect([back.message, back.code]).toEqual(['sent', undefined]);
  });

  it('from 1.3.3, which a fresh install of `^1.3.0` picks, the built-in types keep their class', returnedErrors);

  it('Your own subclasses arrive as a plain `Error` either way', returnedErrors);

  it('Errors thrown in the DO are handled separately', async () => {
    const { client: remote } = client();
    const thrown = await remote.throwOwn().catch((error: Error & { code?: string }) => error);
    expect(thrown.code).toBe('E_OWN');
  });

  it('cookies set by an HTTP response travel with later requests and with WebSocket upgrades', async () => {
    const server = socketServer();
    const browser = new Browser(async (input, init) => (new Request(input, init).headers.get('Upgrade') ? server.fetch(input, init) : cookieWorker(input, init)));
    await browser.fetch('https://example.com/login');
    expect(await (await browser.fetch('https://example.com/echo')).text()).toBe('token=abc');
    const ws = new browser.WebSocket('wss://example.com/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect(server.upgrades[0].headers.get('Cookie')).toBe('token=abc');
    ws.close();
  });

  it('The jar reads the `Secure`, `SameSite` and `HttpOnly` attributes but does not enforce them', async () => {
    const browser = new Browser(cookieWorker);
    await browser.fetch('https://example.com/login');
    expect(browser.getAllCookies()[0]).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: true });
    // Sent over plain http, and readable from the test
    expect(await (await browser.fetch('http://example.com/echo')).text()).toBe('token=abc');
    expect(browser.getCookie('token')).toBe('abc');
  });

  it('`setCookie()` and `getCookie()` let you plant or read cookies directly', async () => {
    const browser = new Browser(cookieWorker);
    browser.setCookie('planted', 'yes', { domain: 'example.com' });
    expect(await (await browser.fetch('https://example.com/echo')).text()).toBe('planted=yes');
    expect(browser.getCookie('planted')).toBe('yes');
  });

  it('Because each `Browser` has its own cookie jar, two instances behave like two different people on two different machines', async () => {
    const alice = new Browser(cookieWorker);
    const bob = new Browser(cookieWorker);
    await alice.fetch('https://example.com/login');
    expect([await (await alice.fetch('https://example.com/echo')).text(), await (await bob.fetch('https://example.com/echo')).text()]).toEqual(['token=abc', '']);
  });

  it("For cross-origin requests, the context's `fetch` checks the response's `Access-Control-Allow-Origin` header and, like a browser, throws a `TypeError` when it is missing or names another origin", async () => {
    for (const headers of [{}, { 'Access-Control-Allow-Origin': 'https://other.example' }]) {
      const page = new Browser(async () => new Response('x', { headers })).context(app);
      await expect(page.fetch('https://api.example/data')).rejects.toBeInstanceOf(TypeError);
    }
  });

  it("The context's `fetch` sends the jar's cookies with every request, cross-origin ones and their preflights included, and keeps the cookies a cross-origin response sets", contextCookiesAcrossOrigins);

  it("Lumenize's WebSocket also exposes two non-standard properties, `request` and `response`, holding the upgrade request and its response", async () => {
    const ws = (await ownSocket(new Browser(), crypto.randomUUID(), 'chat', ['b'])) as WebSocket & { request: Request; response: Response };
    expect([ws.request.headers.get('Upgrade'), ws.response.status, ws.response.headers.get('Sec-WebSocket-Protocol')]).toEqual(['websocket', 101, 'b']);
    ws.close();
  });

  it("At run time the shim's sockets have the handler properties but not the constants (`ws.OPEN` is `undefined`)", async () => {
    const ws = await ownSocket(new Browser(), crypto.randomUUID(), 'chat');
    expect([(ws as unknown as { OPEN?: number }).OPEN, 'onmessage' in ws, new Browser().WebSocket.OPEN]).toEqual([undefined, true, 1]);
    ws.close();
  });

  it("A request that carries a disallowed origin never reaches the DO. The router answers with 403, and the context's `fetch` turns that into the same `TypeError` a browser would raise", async () => {
    const MY_DO = namespace();
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => (await routeDORequest(new Request(input, init), { MY_DO }, { cors: { origin: [app] } }))!;
    const page = new Browser(fetch).context('https://evil.example');
    await expect(page.fetch('https://example.com/my-do/a/increment', { method: 'POST' })).rejects.toThrow(/^Failed to fetch: CORS error/);
    expect(MY_DO.forwarded).toHaveLength(0);
  });

  it('it reads the `Content-Type` of a `POST` only, so a `GET` or `HEAD` that carries a JSON `Content-Type` goes out without the preflight a browser would send first', jsonGetWithoutPreflight);

  it('The `fetch` of a browser context sends the preflight for you, by the same rules but one', async () => {
    const server = corsServer(app);
    const page = new Browser(server.fetch).context(app);
    for (const init of [{ method: 'PUT' }, { method: 'POST', headers: { 'X-Custom-Header': '1' } }, { method: 'POST', headers: { 'Content-Type': 'application/json' } }]) {
      await page.fetch('https://api.example/data', init);
    }
    await page.fetch('https://api.example/data', { method: 'POST', headers: { 'Content-Type': 'text/plain' } });
    expect(server.received.map((each) => each.method)).toEqual(['OPTIONS', 'PUT', 'OPTIONS', 'POST', 'OPTIONS', 'POST', 'POST']);
  });

  it('the method the preflight asked permission for (the request\'s own, such as `POST`, never `OPTIONS`)', lastPreflightMethod);

  it('that list leaves out `accept`, `accept-language`, `content-language` and `content-type`, even a JSON `Content-Type`, which a real browser would name', async () => {
    const server = corsServer(app);
    const page = new Browser(server.fetch).context(app);
    const headers = { Accept: 'a', 'Accept-Language': 'en', 'Content-Language': 'en', 'Content-Type': 'application/json', 'X-Custom-Header': '1' };
    await page.fetch('https://api.example/data', { method: 'POST', headers });
    expect(page.lastPreflight?.headers).toEqual(['x-custom-header']);
    expect(server.received[0].headers.get('Access-Control-Request-Headers')).toBe('x-custom-header');
  });

  it('The simulation judges a preflight reply by `Access-Control-Allow-Origin` alone', async () => {
    const server = corsServer(app);
    const page = new Browser(server.fetch).context(app);
    expect((await page.fetch('https://api.example/data', { method: 'DELETE', headers: { 'X-Custom-Header': '1' } })).status).toBe(200);
    expect(page.lastPreflight?.success).toBe(true);
  });

  it('the router in `src/index.ts` does not send that header at version 0.9.0', preflightWithoutAllowHeaders);

  it('Calling `__asObject()` on a testing client returns a snapshot of everything the DO exposes: `env`, `ctx`, and your own methods and properties', async () => {
    const { client: remote } = client();
    const snapshot = await remote.__asObject();
    expect(snapshot).toMatchObject({ env: { SECRET: 'a secret of the Worker' }, ctx: { storage: { get: 'get [Function]' } }, increment: 'increment [Function]', count: 0 });
  });

  it('Every call needs `await`, even a method that is synchronous inside the DO, such as `ctx.storage.kv.get()`', async () => {
    const { client: remote } = client();
    const pending = remote.ctx.storage.kv.get('absent');
    expect(typeof pending.then).toBe('function');
    expect(await pending).toBeUndefined();
  });

  it('Reading a plain value, such as `ctx.storage.sql.databaseSize`, also needs `await`. The one exception is the snapshot returned by `__asObject()`, where values are ordinary data', async () => {
    const { client: remote } = client();
    expect(typeof remote.ctx.storage.sql.databaseSize).toBe('function');
    const size = await remote.ctx.storage.sql.databaseSize;
    expect((await remote.__asObject()).ctx.storage.sql.databaseSize).toBe(size);
  });

  it('`client.ctx.storage` is a new proxy each time; you can keep it in a variable or destructure it, and nothing is sent until you `await` or call something', async () => {
    const requests: string[] = [];
    const remote = createTestingClient<Remote>('RPC_DO', crypto.randomUUID());
    expect(remote.ctx.storage).not.toBe(remote.ctx.storage);
    const spy = vi.spyOn(console, 'debug').mockImplementation((...args: unknown[]) => void requests.push(String(args[0])));
    const { sql } = remote.ctx.storage;
    await scheduler.wait(20);
    const before = requests.length;
    await sql.databaseSize;
    spy.mockRestore();
    expect([before, requests.length > before]).toEqual([0, true]);
  });

  it('In `client.ctx.storage.sql.exec(query).toArray()`, the DO replays `exec` to find the cursor that `toArray` belongs to, so the query runs three times in all', async () => {
    const { client: remote } = client();
    await remote.rows('q');
    await remote.ctx.storage.sql.exec('INSERT INTO q VALUES (1)').toArray();
    expect(await remote.rows('q')).toBe(3);
  });

  it('and on the result of an `async` method, the next method gets a `Promise` as `this`', async () => {
    const { client: remote } = client();
    expect(await remote.asyncThing().isPromise()).toBe(true);
  });

  it('**`__asObject()` lives on the root client only.** Call it on `client`, not on a nested chain', async () => {
    const { client: remote } = client();
    await expect(remote.ctx.__asObject()).rejects.toThrow(/is not a function/);
  });
});
