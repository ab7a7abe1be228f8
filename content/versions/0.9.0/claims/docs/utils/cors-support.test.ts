import { describe, expect, it, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { routeAgentRequest as agentsRouteAgentRequest } from 'agents';
import { stringify, parse } from '@ungap/structured-clone/json';
import { getWebSocketShim } from '@lumenize/rpc';
import { Browser as UtilsBrowser, getDOStub, routeDORequest } from '@lumenize/utils';
import { Browser } from '@lumenize/testing';
import {
  contextCookiesAcrossOrigins,
  jsonGetWithoutPreflight,
  preflightsAnsweredByRouter,
  preflightWithoutAllowHeaders,
  promiseValidatorAllowsEveryOrigin,
  rpcContentType,
  varyReplaced,
} from '../../checks';
import { corsServer, eventually, namespace, request } from '../../stand-ins';

const app = 'https://app.example';
const evil = 'https://evil.example';
const allowlist = { cors: { origin: [app] } };
const never = ['Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age', 'Access-Control-Allow-Credentials'];

/** A stand-in DO that accepts WebSocket upgrades. */
const socketDO = () =>
  namespace(() => {
    const { 0: client, 1: server } = new WebSocketPair();
    server.accept();
    return new Response(null, { status: 101, webSocket: client });
  });

/** The router's answer and what reached hooks and DO, for a request from `origin` under `options`. */
async function route(init: RequestInit, options: Parameters<typeof routeDORequest>[2] = allowlist, MY_DO = namespace()) {
  const hooks: string[] = [];
  const response = await routeDORequest(request('/my-do/a', init), { MY_DO }, {
    onBeforeRequest: () => void hooks.push('request'),
    onBeforeConnect: () => void hooks.push('connect'),
    ...options,
  });
  return { response, hooks, forwarded: MY_DO.forwarded };
}

describe('docs/utils/cors-support.mdx', () => {
  it('It judges only the `Origin` header: a request without one is not checked at all', async () => {
    const { response, forwarded } = await route({ method: 'DELETE' });
    expect(response?.status).toBe(200);
    expect(forwarded).toHaveLength(1);
  });

  it('`Access-Control-Allow-Origin`, set to the origin of the request', async () => {
    const { response } = await route({ headers: { Origin: app } });
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(app);
  });

  it('It replaces any `Vary` your DO or hook sent', varyReplaced);

  it("append it to the router's response in your Worker", async () => {
    const response = await varyReplaced();
    response.headers.append('Vary', 'Accept-Encoding');
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });

  it('Those two are all it sends, including in its answer to a preflight `OPTIONS` request', async () => {
    const preflight = await route({ method: 'OPTIONS', headers: { Origin: app, 'Access-Control-Request-Method': 'PUT' } });
    const answer = await route({ method: 'PUT', headers: { Origin: app } });
    expect([...preflight.response!.headers.keys()].sort()).toEqual(['access-control-allow-origin', 'vary']);
    for (const name of never) expect(answer.response?.headers.get(name)).toBeNull();
  });

  it('Lumenize checks the origin of every request that carries an `Origin` header **before** the request goes anywhere', async () => {
    const { response, hooks, forwarded } = await route({ method: 'POST', headers: { Origin: evil } });
    expect(response?.status).toBe(403);
    expect([hooks, forwarded]).toEqual([[], []]);
  });

  it('A preflight (`OPTIONS`) from a disallowed origin gets a 204 response without CORS headers', async () => {
    const { response } = await route({ method: 'OPTIONS', headers: { Origin: evil } });
    expect(response?.status).toBe(204);
    expect([...response!.headers.keys()]).toEqual([]);
  });

  it('A preflight from an allowed origin gets a 204 response with `Access-Control-Allow-Origin` and `Vary: Origin`, and nothing else', async () => {
    const { response } = await route({ method: 'OPTIONS', headers: { Origin: app } });
    expect(response?.status).toBe(204);
    expect([...response!.headers]).toEqual([
      ['access-control-allow-origin', app],
      ['vary', 'Origin'],
    ]);
  });

  it('Any other request from a disallowed origin gets a 403 response. The browser reports it as a CORS failure, and your DO never runs', async () => {
    const { response, forwarded } = await route({ method: 'POST', headers: { Origin: evil } });
    expect([response?.status, forwarded.length]).toEqual([403, 0]);
    const page = new UtilsBrowser((input, init) => routeDORequest(new Request(input, init), { MY_DO: namespace() }, allowlist) as Promise<Response>).context(evil);
    await expect(page.fetch('https://example.com/my-do/a', { method: 'POST' })).rejects.toThrow(/CORS error/);
  });

  it('A request with no `Origin` header is forwarded as it is', async () => {
    const { response, forwarded } = await route({ method: 'POST', headers: { 'X-Mine': 'kept' } });
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(forwarded[0].headers.get('X-Mine')).toBe('kept');
  });

  it('That includes the HTTP transport of [Lumenize RPC](/docs/rpc/introduction), which always sends JSON', async () => {
    expect(await rpcContentType({})).toBe('application/json');
  });

  it('An upgrade from a disallowed origin gets a 403 response and is never upgraded', async () => {
    const { response, forwarded } = await route({ headers: { Origin: evil, Upgrade: 'websocket' } }, allowlist, socketDO());
    expect([response?.status, response?.webSocket, forwarded.length]).toEqual([403, null, 0]);
  });

  it('An upgrade from an allowed origin, or one with no `Origin` header (which only clients outside a browser can send), becomes a WebSocket connection', async () => {
    for (const headers of [{ Origin: app, Upgrade: 'websocket' }, { Upgrade: 'websocket' }]) {
      const { response } = await route({ headers }, allowlist, socketDO());
      expect(response?.status).toBe(101);
      response?.webSocket?.accept();
      response?.webSocket?.close();
    }
  });

  it('Whatever a page on a disallowed origin sends with an `Origin` header stops at the router: every `POST`, `PUT` and `DELETE`', async () => {
    for (const init of [{ method: 'POST' }, { method: 'PUT' }, { method: 'DELETE' }, { method: 'GET' }, { headers: { Upgrade: 'websocket' } }]) {
      const { response, forwarded } = await route({ ...init, headers: { Origin: evil, ...init.headers } }, allowlist, socketDO());
      expect([response?.status, forwarded.length]).toEqual([403, 0]);
    }
  });

  it("From the page's point of view, nothing changes: a rejected request fails with a network error", async () => {
    const page = new UtilsBrowser((input, init) => routeDORequest(new Request(input, init), { MY_DO: namespace() }, allowlist) as Promise<Response>).context(evil);
    await expect(page.fetch('https://example.com/my-do/a', { method: 'POST' })).rejects.toBeInstanceOf(TypeError);
  });

  it('`false` (the default) adds no CORS headers', async () => {
    for (const options of [{}, { cors: false as const }]) {
      const { response, forwarded } = await route({ headers: { Origin: evil } }, options, socketDO());
      expect(response?.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(forwarded).toHaveLength(1);
    }
  });

  it('`true` echoes back any origin. Every origin is allowed', async () => {
    for (const origin of [app, evil, 'null']) {
      const { response } = await route({ method: 'POST', headers: { Origin: origin } }, { cors: true });
      expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    }
  });

  it('`{ origin: string[] }` allows the listed origins and turns the others away', async () => {
    expect((await route({ headers: { Origin: app } })).response?.status).toBe(200);
    expect((await route({ headers: { Origin: evil } })).response?.status).toBe(403);
  });

  it('`{ origin: (origin, request) => boolean }` lets your own function decide, with the whole request available', async () => {
    const validator = (origin: string, req: Request) => origin === app && req.headers.get('X-Mine') === 'yes';
    expect((await route({ headers: { Origin: app, 'X-Mine': 'yes' } }, { cors: { origin: validator } })).response?.status).toBe(200);
    expect((await route({ headers: { Origin: app } }, { cors: { origin: validator } })).response?.status).toBe(403);
  });

  it('Always, but for preflights', async () => {
    expect((await route({ method: 'POST', headers: { Origin: evil } }, { cors: true })).forwarded).toHaveLength(1);
    expect((await route({ method: 'OPTIONS', headers: { Origin: evil } }, { cors: true })).forwarded).toHaveLength(0);
    expect((await route({ method: 'OPTIONS', headers: { Origin: evil } }, { cors: false })).forwarded).toHaveLength(1);
  });

  it('| Allowlist | Only for allowed origins | For allowed origins and requests without `Origin`, but for preflights | Enforced |', async () => {
    expect((await route({ method: 'POST', headers: { Origin: app } })).forwarded).toHaveLength(1);
    expect((await route({ method: 'POST' })).forwarded).toHaveLength(1);
    expect((await route({ method: 'POST', headers: { Origin: evil } })).forwarded).toHaveLength(0);
    expect((await route({ method: 'OPTIONS', headers: { Origin: app } })).forwarded).toHaveLength(0);
  });

  it('In every mode but `false`, the router answers an `OPTIONS` request that carries an `Origin` header itself, with a 204, and never forwards it', preflightsAnsweredByRouter);

  it('`false` and `true` let every origin through', async () => {
    for (const cors of [false, true]) {
      const { response, forwarded } = await route({ method: 'DELETE', headers: { Origin: evil } }, { cors });
      expect([response?.status, forwarded.length]).toEqual([200, 1]);
    }
  });

  it("Lumenize copies the request's `Origin` into `Access-Control-Allow-Origin`, sets `Vary: Origin` and sends nothing more, and it answers an `OPTIONS` request only when that request carries an `Origin`", async () => {
    const { response } = await route({ headers: { Origin: app } }, { cors: true });
    expect([...response!.headers]).toEqual([
      ['access-control-allow-origin', app],
      ['content-type', 'text/plain;charset=UTF-8'],
      ['vary', 'Origin'],
    ]);
    const withoutOrigin = await route({ method: 'OPTIONS' }, { cors: true });
    expect([withoutOrigin.hooks, withoutOrigin.forwarded.length]).toEqual([['request'], 1]);
  });

  it('`agents` 0.2.13 answers every `OPTIONS` request itself and sends `Access-Control-Allow-Origin: *` along with `Access-Control-Allow-Credentials`, `Access-Control-Allow-Methods` and `Access-Control-Max-Age`', async () => {
    const CHAT_AGENT = namespace();
    for (const path of ['/agents/chat-agent/lobby', '/anything']) {
      const response = await agentsRouteAgentRequest(request(path, { method: 'OPTIONS' }), { CHAT_AGENT }, { cors: true });
      expect(response?.headers.get('Access-Control-Allow-Origin')).toBe('*');
      for (const name of ['Access-Control-Allow-Credentials', 'Access-Control-Allow-Methods', 'Access-Control-Max-Age']) expect(response?.headers.get(name)).not.toBeNull();
    }
    expect(CHAT_AGENT.forwarded).toHaveLength(0);
  });

  it('Origins are compared exactly, scheme, host and port included', async () => {
    for (const origin of ['http://app.example', 'https://app.example:444', 'https://www.app.example']) {
      expect((await route({ headers: { Origin: origin } })).response?.status).toBe(403);
    }
  });

  it("The `agents` package's `routeAgentRequest` has no equivalent", async () => {
    // Its cors option is `true` or a set of headers: it sends them and turns no origin away
    const CHAT_AGENT = namespace();
    const response = await agentsRouteAgentRequest(request('/agents/chat-agent/lobby', { method: 'POST', headers: { Origin: evil } }), { CHAT_AGENT }, {
      cors: { 'Access-Control-Allow-Origin': app },
    });
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(app);
    expect(CHAT_AGENT.forwarded).toHaveLength(1);
  });

  it('It receives the origin and the full `Request`, so it can look at the method or anything else, and it returns `true` to allow the request', async () => {
    const seen: string[] = [];
    const validator = (origin: string, req: Request) => {
      seen.push(`${origin} ${req.method} ${new URL(req.url).pathname}`);
      return true;
    };
    await route({ method: 'PATCH', headers: { Origin: app } }, { cors: { origin: validator } });
    expect(seen).toEqual([`${app} PATCH /my-do/a`]);
  });

  it('the router does not await it, and a Promise, which is always truthy, counts as `true`', promiseValidatorAllowsEveryOrigin);

  it('a client that leaves the header out skips the validator entirely', async () => {
    const validator = vi.fn(() => false);
    const { response } = await route({ method: 'POST' }, { cors: { origin: validator } });
    expect(response?.status).toBe(200);
    expect(validator).not.toHaveBeenCalled();
  });

  it('Check credentials in the `onBeforeRequest` and `onBeforeConnect` hooks, which run for every request the router forwards', async () => {
    for (const headers of [{}, { Origin: app }, { Upgrade: 'websocket' }, { Origin: app, Upgrade: 'websocket' }]) {
      const { hooks, forwarded } = await route({ headers }, allowlist, socketDO());
      expect([hooks.length, forwarded.length]).toEqual([1, 1]);
    }
  });

  it('and the router hands an allowed upgrade to your DO', async () => {
    const { response, forwarded } = await route({ headers: { Origin: app, Upgrade: 'websocket' } }, allowlist, socketDO());
    expect([response?.status, forwarded.length]).toEqual([101, 1]);
    response?.webSocket?.accept();
    response?.webSocket?.close();
  });

  it('once the socket is open, the page can send it anything, and if the DO serves RPC, that includes calls to its methods', async () => {
    const ws = new (getWebSocketShim(SELF.fetch.bind(SELF), { headers: { Origin: app } }))(`wss://example.com/__rpc/RPC_DO/${crypto.randomUUID()}/call`);
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send(stringify({ id: '1', type: '__rpc', operations: [{ type: 'get', key: 'count' }] }));
    await eventually(() => expect(got).toHaveLength(1));
    expect(parse(got[0])).toEqual({ id: '1', type: '__rpc', success: true, result: 0 });
    ws.close();
  });

  it("It checks `Access-Control-Allow-Origin` on each cross-origin response, and `Access-Control-Allow-Credentials` when a request includes credentials (where the runtime keeps them: workerd's `Request` has no `credentials`, so inside the Cloudflare vitest pool that check never runs)", async () => {
    const page = new UtilsBrowser(async () => new Response('x', { headers: { 'Access-Control-Allow-Origin': evil } })).context(app);
    await expect(page.fetch('https://api.example/data')).rejects.toThrow(TypeError);
    const star = new UtilsBrowser(async () => new Response('x', { headers: { 'Access-Control-Allow-Origin': '*' } })).context(app);
    expect((await star.fetch('https://api.example/data', { credentials: 'include' })).status).toBe(200);
  });

  it("it sends the jar's cookies with every request, cross-origin ones and their preflights included, which a browser's `fetch` does across origins only with `credentials: 'include'`", contextCookiesAcrossOrigins);

  it('but it does not check `Access-Control-Allow-Methods` or `Access-Control-Allow-Headers` on a preflight reply', async () => {
    const server = corsServer(app);
    const page = new UtilsBrowser(server.fetch).context(app);
    const response = await page.fetch('https://api.example/data', { method: 'DELETE', headers: { Authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    expect(server.received.map((each) => each.method)).toEqual(['OPTIONS', 'DELETE']);
  });

  it("The context's `fetch` spots most requests that a browser would treat as non-simple", async () => {
    for (const [init, preflights] of [
      [{ method: 'PATCH' }, true],
      [{ method: 'GET', headers: { 'X-Custom': '1' } }, true],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' } }, true],
      [{ method: 'POST', headers: { 'Content-Type': 'multipart/form-data' } }, false],
      [{ method: 'GET' }, false],
    ] as const) {
      const server = corsServer(app);
      await new UtilsBrowser(server.fetch).context(app).fetch('https://api.example/data', init);
      expect(server.received.length).toBe(preflights ? 2 : 1);
    }
  });

  it('It reads the `Content-Type` of a `POST` only, so a `GET` or `HEAD` with a JSON one goes out with no preflight at all, where a browser would send one first', jsonGetWithoutPreflight);

  it('So the preflight of a JSON `POST`, like the one below, has no `Access-Control-Request-Headers` at all', async () => {
    const server = corsServer(app);
    await new UtilsBrowser(server.fetch).context(app).fetch('https://api.example/data', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'x' } });
    const [preflight] = server.received;
    expect(preflight.headers.get('Access-Control-Request-Method')).toBe('POST');
    expect(preflight.headers.get('Access-Control-Request-Headers')).toBeNull();
  });

  it('It checks `Access-Control-Allow-Origin` on the preflight response and again on the real response, and throws a `TypeError` as soon as either check fails', async () => {
    let calls = 0;
    const second = new UtilsBrowser(async () => {
      calls += 1;
      return new Response(null, { status: calls === 1 ? 204 : 200, headers: calls === 1 ? { 'Access-Control-Allow-Origin': app } : {} });
    }).context(app);
    await expect(second.fetch('https://api.example/data', { method: 'PUT' })).rejects.toBeInstanceOf(TypeError);
    expect(calls).toBe(2);
  });

  it('Inside the Cloudflare vitest pool, use the `Browser` from `@lumenize/testing` instead; it sends requests straight to your Worker', async () => {
    const response = await new Browser().fetch(`https://anywhere.example/probe/${crypto.randomUUID()}`);
    expect(((await response.json()) as { fetches: number }).fetches).toBe(1);
  });

  it("When a check fails, the context's `fetch` rejects with a `TypeError`, which is what a browser's own `fetch` does too", async () => {
    const page = new UtilsBrowser(async () => new Response('x')).context(app);
    await expect(page.fetch('https://api.example/data')).rejects.toBeInstanceOf(TypeError);
  });

  it('When `cors` is enabled, the router adds CORS headers to any `Response` a hook returns, as well as to responses from your DO, but only for allowed origins', async () => {
    const refuse = { ...allowlist, onBeforeRequest: () => new Response('Unauthorized', { status: 401 }) };
    const hook = await routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO: namespace() }, refuse);
    const fromDO = await route({ headers: { Origin: app } }, allowlist);
    const without = await routeDORequest(request('/my-do/a'), { MY_DO: namespace() }, refuse);
    expect([hook?.status, hook?.headers.get('Access-Control-Allow-Origin')]).toEqual([401, app]);
    expect(fromDO.response?.headers.get('Access-Control-Allow-Origin')).toBe(app);
    expect(without?.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('The router calls `onBeforeConnect` for every request with an `Upgrade: websocket` header and `onBeforeRequest` for all the others, whatever the method', async () => {
    expect((await route({ method: 'POST', headers: { Upgrade: 'websocket' } }, {}, socketDO())).hooks).toEqual(['connect']);
    expect((await route({ method: 'POST' }, {})).hooks).toEqual(['request']);
  });

  it('A page on another origin that adds an `Authorization` header needs a preflight, which the router answers without `Access-Control-Allow-Headers`', preflightWithoutAllowHeaders);

  it('Hooks never run for a preflight: with CORS enabled, the router answers every `OPTIONS` request that carries an `Origin` header itself', async () => {
    for (const origin of [app, evil]) expect((await route({ method: 'OPTIONS', headers: { Origin: origin } })).hooks).toEqual([]);
  });

  it('turns a namespace and an instance name or id into a stub, the same way `routeDORequest` does', async () => {
    const id = 'b'.repeat(64);
    const direct = namespace();
    getDOStub(direct, id);
    getDOStub(direct, 'lobby');
    const routed = namespace();
    await routeDORequest(request(`/my-do/${id}`), { MY_DO: routed });
    await routeDORequest(request('/my-do/lobby'), { MY_DO: routed });
    expect(direct.lookups).toEqual(routed.lookups);
  });

  it('a request without one is forwarded unchecked', async () => {
    const { response, forwarded } = await route({ method: 'PUT' });
    expect([response?.status, forwarded.length]).toEqual([200, 1]);
  });

  it('arrive without one, pass the check and reach your DO', async () => {
    const { forwarded } = await route({ method: 'GET', headers: { Cookie: 'session=s' } });
    expect(forwarded[0].headers.get('Cookie')).toBe('session=s');
  });

  it('The router picks `onBeforeConnect` or `onBeforeRequest` by the `Upgrade` header alone, and any client outside a browser can set it, on any method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await route({ method, headers: { Upgrade: 'websocket' } }, {}, socketDO())).hooks).toEqual(['connect']);
    }
  });

  it('a simple cross-origin request sent with `credentials: \'include\'` from an allowed origin still reaches it with the cookies the browser attaches, and only the response is withheld', async () => {
    const { response, forwarded } = await route({ method: 'POST', headers: { Origin: app, Cookie: 'session=s' } });
    expect(forwarded[0].headers.get('Cookie')).toBe('session=s');
    expect(response?.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('Without `Access-Control-Allow-Methods` and `Access-Control-Allow-Headers`, cross-origin requests that need a preflight fail in browsers, and without `Access-Control-Max-Age` browsers cannot cache a preflight answer', async () => {
    const { response } = await route({ method: 'OPTIONS', headers: { Origin: app, 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'authorization' } });
    for (const name of ['Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age']) expect(response?.headers.get(name)).toBeNull();
  });
});
