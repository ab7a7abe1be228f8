/**
 * Checks that back the same behaviour where several pages state it, each page's claim quoting its
 * own words.
 */
import { expect, vi } from 'vitest';
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { createRpcClient, getWebSocketShim } from '@lumenize/rpc';
import { Browser, routeDORequest } from '@lumenize/utils';
import { corsServer, namespace, request } from './stand-ins';

/** A validator's Promise counts as a yes, whatever it resolves to, for a preflight and a request alike. */
export async function promiseValidatorAllowsEveryOrigin(): Promise<void> {
  const origin = 'https://evil.example';
  const validator = (async () => false) as unknown as (origin: string, request: Request) => boolean;
  const MY_DO = namespace();
  const post = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: origin } }), { MY_DO }, { cors: { origin: validator } });
  expect(post?.status).toBe(200);
  expect(post?.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  expect(MY_DO.forwarded).toHaveLength(1);
  const preflight = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: origin } }), { MY_DO }, { cors: { origin: validator } });
  expect(preflight?.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  // The same validator answering false synchronously turns the origin away.
  const refused = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: origin } }), { MY_DO }, { cors: { origin: () => false } });
  expect(refused?.status).toBe(403);
}

/** How many requests the Probe DO `name`'s own fetch has handled. */
async function probeFetches(name: string): Promise<number> {
  return runInDurableObject(env.PROBE.getByName(name), (_probe, state) => state.storage.kv.get<number>('fetches') ?? 0);
}

/** runInDurableObject runs its callback in the DO without the Worker's routing or the DO's own fetch. */
export async function runInDurableObjectSkipsOwnFetch(): Promise<void> {
  const name = `skip-${crypto.randomUUID()}`;
  await SELF.fetch(`https://example.com/probe/${name}`);
  expect(await probeFetches(name)).toBe(1);
  const seen = await runInDurableObject(env.PROBE.getByName(name), async (probe, state) => {
    state.storage.kv.put('touched', true);
    return probe.constructor.name;
  });
  expect(seen).toBe('Probe');
  expect(await probeFetches(name)).toBe(1);
}

/** A request through `fetch` enters at the Worker's default export and reaches the DO's own fetch. */
export async function throughTheWorker(fetch: typeof globalThis.fetch): Promise<void> {
  const name = `worker-${crypto.randomUUID()}`;
  const response = await fetch(`https://example.com/probe/${name}`);
  const seen = (await response.json()) as { fetches: number; headers: Record<string, string> };
  // The Worker's router set these on the way
  expect(seen.headers['x-lumenize-do-binding-name']).toBe('PROBE');
  expect(seen.fetches).toBe(1);
  expect(await probeFetches(name)).toBe(1);
}

/** An RPC client of a fresh RpcDO instance over HTTP, through the Worker. */
export function rpcClient(name = crypto.randomUUID()) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
  return createRpcClient<any>('RPC_DO', name, { transport: 'http', fetch: SELF.fetch.bind(SELF) });
}

/**
 * Errors returned as values: a built-in class survives with the encoder a fresh install picks
 * (1.3.3 and later), a subclass of the DO's own does not, and neither keeps its stack or own
 * properties.
 */
export async function returnedErrors(): Promise<void> {
  await using client = rpcClient();
  const [builtIn, own] = await client.returnErrors();
  expect(builtIn).toBeInstanceOf(TypeError);
  expect(builtIn).toMatchObject({ name: 'TypeError', message: 'returned' });
  expect(builtIn.code).toBeUndefined();
  expect(builtIn.stack ?? '').not.toContain('returnErrors');
  expect(own.constructor).toBe(Error);
  expect(own).toMatchObject({ name: 'Error', message: 'own returned' });
}

/**
 * With any `cors` but `false`, an OPTIONS that carries an Origin is answered by the router, 204,
 * reaching neither hook nor DO; with `false` it goes on like any request.
 */
export async function preflightsAnsweredByRouter(): Promise<void> {
  const modes = [true, { origin: ['https://app.example'] }, { origin: () => false }] as const;
  for (const cors of modes) {
    for (const origin of ['https://app.example', 'https://evil.example']) {
      const MY_DO = namespace();
      const hooks: string[] = [];
      const preflight = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: origin } }), { MY_DO }, {
        cors,
        onBeforeRequest: () => void hooks.push('request'),
        onBeforeConnect: () => void hooks.push('connect'),
      });
      expect(preflight?.status).toBe(204);
      expect(MY_DO.forwarded).toHaveLength(0);
      expect(hooks).toEqual([]);
    }
  }
  const MY_DO = namespace();
  const hooks: string[] = [];
  const plain = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: 'https://app.example' } }), { MY_DO }, {
    cors: false,
    onBeforeRequest: () => void hooks.push('request'),
  });
  expect(await plain?.text()).toBe('from the DO');
  expect(hooks).toEqual(['request']);
}

/** The router sets Vary: Origin in place of the DO's Vary, on a DO's response and a hook's alike. */
export async function varyReplaced(): Promise<Response> {
  const MY_DO = namespace(() => new Response('from the DO', { headers: { Vary: 'Accept-Encoding' } }));
  const headers = { Origin: 'https://app.example' };
  const fromDO = await routeDORequest(request('/my-do/a', { headers }), { MY_DO }, { cors: true });
  expect(fromDO?.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
  expect(fromDO?.headers.get('Vary')).toBe('Origin');
  const fromHook = await routeDORequest(request('/my-do/a', { headers }), { MY_DO }, {
    cors: true,
    onBeforeRequest: () => new Response('no', { status: 401, headers: { Vary: 'Cookie' } }),
  });
  expect(fromHook?.headers.get('Vary')).toBe('Origin');
  return fromDO!;
}

/** lastPreflight records the method the preflight asked about, the request's own. */
export async function lastPreflightMethod(): Promise<void> {
  const server = corsServer('https://app.example');
  const page = new Browser(server.fetch).context('https://app.example');
  await page.fetch('https://api.example/data', { method: 'POST', headers: { 'X-Custom-Header': 'demo' } });
  expect(server.received.map((each) => each.method)).toEqual(['OPTIONS', 'POST']);
  expect(page.lastPreflight).toEqual({ url: 'https://api.example/data', method: 'POST', headers: ['x-custom-header'], success: true });
}

/** The Content-Type an HTTP RPC call goes out with, given `headers`; the server answers it either way. */
export async function rpcContentType(headers: Record<string, string>): Promise<string | null> {
  let sent: string | null = null;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const outgoing = new Request(input, init);
    sent = outgoing.headers.get('Content-Type');
    return SELF.fetch(outgoing);
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
  await using client = createRpcClient<any>('RPC_DO', crypto.randomUUID(), { transport: 'http', headers, fetch });
  expect(await client.increment()).toBe(1);
  return sent;
}

/** The router's answer to a preflight from an allowed origin names the origin and no allowed headers or methods. */
export async function preflightWithoutAllowHeaders(): Promise<void> {
  const MY_DO = namespace();
  const origin = 'https://app.example';
  const preflight = await routeDORequest(
    request('/my-do/a', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, authorization' },
    }),
    { MY_DO },
    { cors: { origin: [origin] } },
  );
  expect(preflight?.status).toBe(204);
  expect(preflight?.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  expect(preflight?.headers.get('Access-Control-Allow-Headers')).toBeNull();
  expect(preflight?.headers.get('Access-Control-Allow-Methods')).toBeNull();
  expect(MY_DO.forwarded).toHaveLength(0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

/** The shim through the Worker, each socket it makes kept in `made`, each message sent in `sent`. */
export function sockets(fetch: typeof globalThis.fetch = SELF.fetch.bind(SELF)) {
  const Shim = getWebSocketShim(fetch);
  const made: (InstanceType<typeof Shim> & { sentHere: string[] })[] = [];
  const sent: string[] = [];
  class Counted extends Shim {
    sentHere: string[] = [];
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      made.push(this);
      const send = this.send.bind(this);
      this.send = (data: string) => {
        sent.push(data);
        this.sentHere.push(data);
        send(data);
      };
    }
  }
  return { made, sent, WebSocketClass: Counted };
}

/** A client over WebSocket through the Worker, with the sockets it makes counted. */
export function socketClient(name = crypto.randomUUID(), options: object = {}) {
  const counted = sockets();
  const client: Remote = createRpcClient<Remote>('RPC_DO', name, { WebSocketClass: counted.WebSocketClass, ...options });
  return { client, ...counted };
}

/** A socket class whose sockets never open, never fail. */
export class Silent extends EventTarget {
  readyState = 0;
  constructor(readonly url: string) {
    super();
  }
  send() {}
  close() {}
}

/**
 * vi.waitFor calls its callback every 50 ms and, unless given a `timeout`, rejects with the
 * callback's last error after one second (at most 21 calls), long before the test's own timeout;
 * a longer `timeout` lets the same check run on until it passes. Counted in calls, not clock
 * readings, which workerd holds still between I/O.
 */
export async function waitForGivesUpAfterOneSecond(): Promise<void> {
  const passingOnCall = (wanted: number) => {
    let calls = 0;
    const check = () => {
      calls += 1;
      if (calls < wanted) throw new Error(`not yet, call ${calls}`);
      return calls;
    };
    return { check, calls: () => calls };
  };
  const byDefault = passingOnCall(25);
  const outcome = await vi.waitFor(byDefault.check).catch((error: Error) => error);
  expect(outcome).toBeInstanceOf(Error);
  expect((outcome as Error).message).toBe(`not yet, call ${byDefault.calls()}`);
  expect(byDefault.calls()).toBeLessThanOrEqual(21);
  const longer = passingOnCall(25);
  expect(await vi.waitFor(longer.check, { timeout: 10_000 })).toBe(25);
}

/**
 * A context's fetch sends the jar's cookies across origins, its preflight included, and keeps the
 * cookies a cross-origin answer sets, even one that fails the CORS check.
 */
export async function contextCookiesAcrossOrigins(): Promise<void> {
  const server = corsServer('https://app.example');
  const browser = new Browser(server.fetch);
  browser.setCookie('session', 's1', { domain: 'api.example' });
  const page = browser.context('https://app.example');
  await page.fetch('https://api.example/data');
  await page.fetch('https://api.example/data', { method: 'PUT' });
  expect(server.received.map((each) => `${each.method} ${each.headers.get('Cookie')}`)).toEqual(['GET session=s1', 'OPTIONS session=s1', 'PUT session=s1']);
  const planting = new Browser(async () => new Response('no CORS headers', { headers: { 'Set-Cookie': 'planted=1' } }));
  await expect(planting.context('https://app.example').fetch('https://api.example/data')).rejects.toThrow(TypeError);
  expect(planting.getCookie('planted')).toBe('1');
}

/** The context reads only a POST's Content-Type: a GET or HEAD with a JSON one gets no preflight. */
export async function jsonGetWithoutPreflight(): Promise<void> {
  const sent = async (init: RequestInit) => {
    const server = corsServer('https://app.example');
    await new Browser(server.fetch).context('https://app.example').fetch('https://api.example/data', init);
    return server.received.map((each) => each.method);
  };
  const json = { 'Content-Type': 'application/json' };
  expect(await sent({ method: 'GET', headers: json })).toEqual(['GET']);
  expect(await sent({ method: 'HEAD', headers: json })).toEqual(['HEAD']);
  expect(await sent({ method: 'POST', headers: json })).toEqual(['OPTIONS', 'POST']);
}
