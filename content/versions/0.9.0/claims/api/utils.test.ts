import { describe, expect, it, vi } from 'vitest';
import { env, SELF } from 'cloudflare:test';
import { routeAgentRequest as agentsRouteAgentRequest } from 'agents';
import {
  Browser,
  getDONamespaceFromPathSegment,
  getDOStub,
  getWebSocketShim,
  isWebSocketUpgrade,
  MissingInstanceNameError,
  MultipleBindingsFoundError,
  parsePathname,
  routeAgentRequest,
  routeDORequest,
} from '@lumenize/utils';
import {
  contextCookiesAcrossOrigins,
  jsonGetWithoutPreflight,
  preflightsAnsweredByRouter,
  promiseValidatorAllowsEveryOrigin,
  rpcClient,
  varyReplaced,
} from '../checks';
import { corsServer, eventually, namespace, request, socketServer } from '../stand-ins';

const app = 'https://app.example';
const evil = 'https://evil.example';
const hex = 'a'.repeat(64);

/** The bindings a segment finds, each candidate tried alone on `env`. */
function tried(segment: string, candidates: string[]): string[] {
  return candidates.filter((name) => getDONamespaceFromPathSegment(segment, { [name]: namespace() })?.bindingName === name);
}

describe('api/utils/index.d.ts', () => {
  // CorsOptions

  it('`false`, the default: no CORS headers, and no origin is checked', async () => {
    for (const options of [{}, { cors: false as const }]) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: evil } }), { MY_DO }, options);
      expect(response?.status).toBe(200);
      expect(response?.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(MY_DO.forwarded).toHaveLength(1);
    }
  });

  it("The request's `Origin` comes back in `Access-Control-Allow-Origin`, with `Vary: Origin`", async () => {
    const response = await routeDORequest(request('/my-do/a', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors: true });
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(evil);
    expect(response?.headers.get('Vary')).toBe('Origin');
  });

  it('the listed origins are allowed, compared exactly, scheme, host and port included', async () => {
    const cors = { origin: [app] };
    for (const [origin, status] of [
      [app, 200],
      ['http://app.example', 403],
      ['https://app.example:8443', 403],
      ['https://App.example', 403],
    ] as const) {
      const response = await routeDORequest(request('/my-do/a', { headers: { Origin: origin } }), { MY_DO: namespace() }, { cors });
      expect(response?.status).toBe(status);
    }
    const preflight = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: evil } }), { MY_DO: namespace() }, { cors });
    expect(preflight?.status).toBe(204);
    expect(preflight?.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('your function decides, and may look at the whole request. Returning `true` allows the origin', async () => {
    const seen: [string, string, string | null][] = [];
    const validator = (origin: string, req: Request) => {
      seen.push([origin, req.method, req.headers.get('X-Trace')]);
      return req.method === 'GET';
    };
    const get = await routeDORequest(request('/my-do/a', { headers: { Origin: app, 'X-Trace': 't1' } }), { MY_DO: namespace() }, { cors: { origin: validator } });
    const post = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: app } }), { MY_DO: namespace() }, { cors: { origin: validator } });
    expect([get?.status, post?.status]).toEqual([200, 403]);
    expect(seen).toEqual([
      [app, 'GET', 't1'],
      [app, 'POST', null],
    ]);
  });

  it('an `OPTIONS` request that carries an `Origin` is answered by the router itself, with 204: neither the hooks nor the DO see it', preflightsAnsweredByRouter);

  it('A Promise counts as `true`, so an `async` validator lets every origin in, whatever it resolves to', promiseValidatorAllowsEveryOrigin);

  it('only requests that carry an `Origin` header are checked, and a client outside a browser can leave it out or forge it', async () => {
    const MY_DO = namespace();
    const cors = { origin: [app] };
    const without = await routeDORequest(request('/my-do/a', { method: 'POST' }), { MY_DO }, { cors });
    const forged = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: app } }), { MY_DO }, { cors });
    expect([without?.status, forged?.status]).toEqual([200, 200]);
    expect(without?.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(MY_DO.forwarded).toHaveLength(2);
  });

  // RouteOptions

  it('`parsePathname` looks only at `prefix`', () => {
    expect(parsePathname('/agents/chat-agent/lobby', { agentCompatibility: true })).toEqual({ doBindingNameSegment: 'agents', doInstanceNameOrId: 'chat-agent' });
  });

  it('A hook may be synchronous or asynchronous', async () => {
    for (const hook of [() => new Response('sync', { status: 401 }), async () => new Response('async', { status: 401 })]) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a'), { MY_DO }, { onBeforeRequest: hook });
      expect(response?.status).toBe(401);
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('a `Request` to forward instead of the one that came, or nothing to forward that one', async () => {
    const MY_DO = namespace();
    const replaced = (req: Request) => new Request(req, { headers: { 'X-User-ID': 'u1' } });
    await routeDORequest(request('/my-do/a', { headers: { 'X-User-ID': 'forged' } }), { MY_DO }, { onBeforeRequest: replaced });
    await routeDORequest(request('/my-do/a', { headers: { 'X-Came': 'as is' } }), { MY_DO }, { onBeforeRequest: () => undefined });
    expect(MY_DO.forwarded[0].headers.get('X-User-ID')).toBe('u1');
    expect(MY_DO.forwarded[1].headers.get('X-Came')).toBe('as is');
  });

  it('Exactly one hook runs for a request', async () => {
    for (const [headers, expected] of [
      [{}, ['request']],
      [{ Upgrade: 'websocket' }, ['connect']],
      [{ Upgrade: 'WebSocket' }, ['connect']],
      [{ Upgrade: 'h2c' }, ['request']],
    ] as const) {
      const ran: string[] = [];
      await routeDORequest(request('/my-do/a', { headers }), { MY_DO: namespace() }, {
        onBeforeConnect: () => void ran.push('connect'),
        onBeforeRequest: () => void ran.push('request'),
      });
      expect(ran).toEqual(expected);
    }
  });

  it('a `POST` with `Upgrade: websocket` goes to `onBeforeConnect` and on to the DO without `onBeforeRequest`', async () => {
    const MY_DO = namespace();
    const ran: string[] = [];
    const response = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Upgrade: 'websocket' } }), { MY_DO }, {
      onBeforeConnect: () => void ran.push('connect'),
      onBeforeRequest: () => {
        ran.push('request');
        return new Response('API key required', { status: 403 });
      },
    });
    expect(ran).toEqual(['connect']);
    expect(await response?.text()).toBe('from the DO');
    expect(MY_DO.forwarded[0].method).toBe('POST');
  });

  it('Called before a request whose `Upgrade` header says `websocket` reaches the DO, whatever its method', async () => {
    for (const method of ['GET', 'DELETE']) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a', { method, headers: { Upgrade: 'websocket' } }), { MY_DO }, {
        onBeforeConnect: () => new Response('refused', { status: 401 }),
      });
      expect(response?.status).toBe(401);
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('Called before every other request reaches the DO', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a', { method }), { MY_DO }, { onBeforeRequest: () => new Response('refused', { status: 401 }) });
      expect(response?.status).toBe(401);
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('A path prefix that has to come before the binding segment; URLs without it resolve to `undefined`', async () => {
    const MY_DO = namespace();
    expect(await routeDORequest(request('/my-do/a'), { MY_DO }, { prefix: '/do' })).toBeUndefined();
    expect((await routeDORequest(request('/do/my-do/a'), { MY_DO }, { prefix: '/do' }))?.status).toBe(200);
  });

  it('It judges only requests that carry an `Origin` header', async () => {
    const response = await routeDORequest(request('/my-do/a'), { MY_DO: namespace() }, { cors: { origin: [] } });
    expect(response?.status).toBe(200);
  });

  it("Sends `x-partykit-namespace` and `x-partykit-room` headers in place of the `x-lumenize-*` ones, and makes the prefix default to `'agents'`", async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/agents/my-do/lobby'), { MY_DO }, { agentCompatibility: true });
    const [forwarded] = MY_DO.forwarded;
    expect(forwarded.headers.get('x-partykit-namespace')).toBe('my-do');
    expect(forwarded.headers.get('x-partykit-room')).toBe('lobby');
    expect(forwarded.headers.get('x-lumenize-do-binding-name')).toBeNull();
    expect(await routeDORequest(request('/my-do/lobby'), { MY_DO }, { agentCompatibility: true })).toBeUndefined();
  });

  // routeDORequest

  it('The DO\'s response, a hook\'s response, or a CORS 204 or 403. Resolves to `undefined` when the prefix, the segments or the binding don\'t match', async () => {
    const MY_DO = namespace();
    expect(await (await routeDORequest(request('/my-do/a'), { MY_DO }))?.text()).toBe('from the DO');
    expect((await routeDORequest(request('/my-do/a'), { MY_DO }, { onBeforeRequest: () => new Response(null, { status: 401 }) }))?.status).toBe(401);
    expect((await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: app } }), { MY_DO }, { cors: true }))?.status).toBe(204);
    expect((await routeDORequest(request('/my-do/a', { headers: { Origin: evil } }), { MY_DO }, { cors: { origin: [app] } }))?.status).toBe(403);
    expect(await routeDORequest(request('/other/a'), { MY_DO }, { prefix: 'do' })).toBeUndefined();
    expect(await routeDORequest(request('/'), { MY_DO })).toBeUndefined();
    expect(await routeDORequest(request('/their-do/a'), { MY_DO })).toBeUndefined();
  });

  it('`MultipleBindingsFoundError` if the binding segment matches more than one binding', async () => {
    const thrown = await routeDORequest(request('/my-do/a'), { MY_DO: namespace(), MyDO: namespace() }).catch((error) => error);
    expect(thrown).toBeInstanceOf(MultipleBindingsFoundError);
  });

  it('the router catches nothing', async () => {
    const fromValidator = new Error('validator failed');
    const thrown = await routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO: namespace() }, {
      cors: {
        origin: () => {
          throw fromValidator;
        },
      },
    }).catch((error) => error);
    expect(thrown).toBe(fromValidator);
  });

  it('the DO receives the complete original URL, extra path and query string included', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/do/my-do/lobby/messages?limit=20'), { MY_DO }, { prefix: 'do' });
    expect(MY_DO.forwarded[0].url).toBe('https://example.com/do/my-do/lobby/messages?limit=20');
  });

  it('In order: the prefix and the segments', async () => {
    const hook = vi.fn(() => new Response('refused by the hook', { status: 401 }));
    const cors = { origin: [app] };
    // No binding matches: undefined, before any origin is judged
    expect(await routeDORequest(request('/their-do/a', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors })).toBeUndefined();
    // The instance is missing: thrown before the origin is judged
    await expect(routeDORequest(request('/my-do', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors })).rejects.toBeInstanceOf(MissingInstanceNameError);
    // A refused origin stops before the hook
    expect((await routeDORequest(request('/my-do/a', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors, onBeforeRequest: hook }))?.status).toBe(403);
    expect(hook).not.toHaveBeenCalled();
    // The hook answers before the instance is looked up, so an id that is none never throws
    const response = await routeDORequest(request(`/probe/${hex}`), { PROBE: env.PROBE }, { onBeforeRequest: hook });
    expect(response?.status).toBe(401);
  });

  it('`my-do` finds `MY_DO`', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/a'), { MY_DO });
    expect(MY_DO.forwarded[0].headers.get('x-lumenize-do-binding-name')).toBe('MY_DO');
  });

  it('The instance segment is an id when it is 64 lowercase hexadecimal characters, and a name otherwise', async () => {
    const MY_DO = namespace();
    await routeDORequest(request(`/my-do/${hex}`), { MY_DO });
    await routeDORequest(request(`/my-do/${hex.toUpperCase()}`), { MY_DO });
    await routeDORequest(request(`/my-do/${hex.slice(1)}`), { MY_DO });
    expect(MY_DO.lookups).toEqual([`idFromString ${hex}`, 'get', `getByName ${hex.toUpperCase()}`, `getByName ${hex.slice(1)}`]);
  });

  it('Both segments are used as the URL writes them, never decoded: `/my-do/my%20room` reaches the instance named `my%20room`, not `my room`', async () => {
    const MY_DO = namespace();
    await routeDORequest(new Request('https://example.com/my-do/my room'), { MY_DO });
    await routeDORequest(request('/my-do/caf%C3%A9'), { MY_DO });
    expect(MY_DO.lookups).toEqual(['getByName my%20room', 'getByName caf%C3%A9']);
    expect(await routeDORequest(request('/my%2Ddo/a'), { MY_DO })).toBeUndefined();
  });

  it('A prefix decides which URLs a router looks at, not which bindings it reaches', async () => {
    const CHAT_AGENT = namespace(() => new Response('the Agent'));
    const response = await routeDORequest(request('/do/chat-agent/lobby'), { MY_DO: namespace(), CHAT_AGENT }, { prefix: '/do' });
    expect(await response?.text()).toBe('the Agent');
  });

  it('Await each: a pending Promise is truthy, so the first router would always win', async () => {
    const missed = routeDORequest(request('/agents/chat-agent/lobby'), { MY_DO: namespace() }, { prefix: '/do' });
    const chained = missed || routeAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT: namespace() });
    expect(chained).toBe(missed);
    expect(await chained).toBeUndefined();
  });

  it('The router forwards every header the client sent, and sets `x-lumenize-do-binding-name`', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/lobby', { headers: { 'X-Anything': 'kept', 'x-lumenize-do-binding-name': 'forged' } }), { MY_DO });
    const [forwarded] = MY_DO.forwarded;
    expect(forwarded.headers.get('X-Anything')).toBe('kept');
    expect(forwarded.headers.get('x-lumenize-do-binding-name')).toBe('MY_DO');
    expect(forwarded.headers.get('x-lumenize-do-instance-name-or-id')).toBe('lobby');
  });

  it('It sets them after the hook, on the request the hook returned', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/lobby'), { MY_DO }, {
      onBeforeRequest: (req) => new Request(req, { headers: { 'x-lumenize-do-instance-name-or-id': 'other', 'X-User-ID': 'u1' } }),
    });
    const [forwarded] = MY_DO.forwarded;
    expect(forwarded.headers.get('x-lumenize-do-instance-name-or-id')).toBe('lobby');
    expect(forwarded.headers.get('X-User-ID')).toBe('u1');
  });

  it('a client can send the other family\'s headers: `x-partykit-room` and `x-partykit-props`, which an `Agent` takes its name and props from', async () => {
    const name = crypto.randomUUID();
    const headers = { 'x-partykit-room': 'admin', 'x-partykit-props': '{"role":"admin"}' };
    const response = await routeDORequest(request(`/chat-agent/${name}`, { headers }), { CHAT_AGENT: env.CHAT_AGENT });
    expect(await response?.json()).toEqual({ name: 'admin', props: { role: 'admin' } });
    const MY_DO = namespace();
    await routeAgentRequest(request('/agents/my-do/lobby', { headers: { 'x-lumenize-do-binding-name': 'ADMIN_DO' } }), { MY_DO });
    expect(MY_DO.forwarded[0].headers.get('x-lumenize-do-binding-name')).toBe('ADMIN_DO');
  });

  it('Both receive `(request, { doNamespace, doInstanceNameOrId })`', async () => {
    const MY_DO = namespace();
    const contexts: unknown[] = [];
    const hook = (_req: Request, context: unknown) => void contexts.push(context);
    await routeDORequest(request('/my-do/lobby'), { MY_DO }, { onBeforeRequest: hook });
    await routeDORequest(request('/my-do/lobby', { headers: { Upgrade: 'websocket' } }), { MY_DO }, { onBeforeConnect: hook });
    expect(contexts).toEqual([
      { doNamespace: MY_DO, doInstanceNameOrId: 'lobby' },
      { doNamespace: MY_DO, doInstanceNameOrId: 'lobby' },
    ]);
  });

  it("A hook's `Response` is sent back in the DO's place, with the CORS headers when the origin is allowed", async () => {
    const MY_DO = namespace();
    const hook = () => new Response('Unauthorized', { status: 401 });
    const response = await routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO }, { cors: { origin: [app] }, onBeforeRequest: hook });
    expect(response?.status).toBe(401);
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(app);
    expect(MY_DO.forwarded).toHaveLength(0);
  });

  it('routing to a DO wrapped by `lumenizeRpcDO` hands whoever passes the hooks every property and method of that DO, `env` and `ctx.storage` included', async () => {
    await using client = rpcClient();
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    await client.ctx.storage.put('written', 'by a caller');
    expect(await client.ctx.storage.get('written')).toBe('by a caller');
    expect(await client.increment()).toBe(1);
  });

  it('Only a request that carries an `Origin` is checked, and only when `cors` is not `false`', async () => {
    const refused = await routeDORequest(request('/my-do/a', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors: { origin: [app] } });
    const unchecked = await routeDORequest(request('/my-do/a', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors: false });
    expect([refused?.status, unchecked?.status]).toEqual([403, 200]);
  });

  it('Adding them to a 101 response keeps its `webSocket`', async () => {
    const MY_DO = namespace(() => {
      const { 0: client, 1: server } = new WebSocketPair();
      server.accept();
      return new Response(null, { status: 101, webSocket: client });
    });
    const response = await routeDORequest(request('/my-do/a', { headers: { Origin: app, Upgrade: 'websocket' } }), { MY_DO }, { cors: true });
    expect(response?.status).toBe(101);
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(app);
    expect(response?.webSocket).toBeTruthy();
    response?.webSocket?.accept();
  });

  it('`Vary: Origin` replaces any `Vary` the DO or the hook sent', varyReplaced);

  it('An `OPTIONS` request with an `Origin` is answered by the router, 204, and never forwarded: with the two headers when the origin is allowed, none when not', async () => {
    const MY_DO = namespace();
    const cors = { origin: [app] };
    const allowed = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: app } }), { MY_DO }, { cors });
    const refused = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: evil } }), { MY_DO }, { cors });
    expect([...allowed!.headers.keys()].sort()).toEqual(['access-control-allow-origin', 'vary']);
    expect([...refused!.headers.keys()]).toEqual([]);
    expect([allowed?.status, refused?.status]).toEqual([204, 204]);
    expect(MY_DO.forwarded).toHaveLength(0);
  });

  it('Any other request from an origin that is not allowed, WebSocket upgrades included, gets 403 with the body `Forbidden: Origin not allowed` and no CORS headers; neither the hooks nor the DO run', async () => {
    for (const headers of [{ Origin: evil }, { Origin: evil, Upgrade: 'websocket' }]) {
      const MY_DO = namespace();
      const hook = vi.fn();
      const response = await routeDORequest(request('/my-do/a', { method: 'POST', headers }), { MY_DO }, { cors: { origin: [app] }, onBeforeRequest: hook, onBeforeConnect: hook });
      expect(response?.status).toBe(403);
      expect(await response?.text()).toBe('Forbidden: Origin not allowed');
      expect(response?.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(hook).not.toHaveBeenCalled();
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('The router never sends `Access-Control-Allow-Methods`, `Access-Control-Allow-Headers`, `Access-Control-Max-Age` or `Access-Control-Allow-Credentials`', async () => {
    const never = ['Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age', 'Access-Control-Allow-Credentials'];
    const preflightHeaders = { Origin: app, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization' };
    for (const cors of [true, { origin: [app] }]) {
      const preflight = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: preflightHeaders }), { MY_DO: namespace() }, { cors });
      const answer = await routeDORequest(request('/my-do/a', { method: 'PUT', headers: { Origin: app } }), { MY_DO: namespace() }, { cors });
      for (const name of never) expect([preflight?.headers.get(name), answer?.headers.get(name)]).toEqual([null, null]);
    }
  });

  it('a request without an `Origin` header is forwarded unchecked', async () => {
    const MY_DO = namespace();
    const response = await routeDORequest(request('/my-do/a', { method: 'DELETE' }), { MY_DO }, { cors: { origin: [app] } });
    expect(response?.status).toBe(200);
    expect(MY_DO.forwarded[0].method).toBe('DELETE');
  });

  // routeAgentRequest

  it("Unless you set one, the prefix is `'agents'`", async () => {
    const CHAT_AGENT = namespace();
    expect(await routeAgentRequest(request('/chat-agent/lobby'), { CHAT_AGENT })).toBeUndefined();
    expect((await routeAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT }))?.status).toBe(200);
    expect((await routeAgentRequest(request('/a/chat-agent/lobby'), { CHAT_AGENT }, { prefix: 'a' }))?.status).toBe(200);
  });

  it('The forwarded request gets `x-partykit-namespace`, the binding segment as the URL writes it, and `x-partykit-room`, the instance name or id', async () => {
    const CHAT_AGENT = namespace();
    await routeAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT });
    const [forwarded] = CHAT_AGENT.forwarded;
    expect([forwarded.headers.get('x-partykit-namespace'), forwarded.headers.get('x-partykit-room')]).toEqual(['chat-agent', 'lobby']);
  });

  it('from partyserver take their name from them', async () => {
    const name = `agent-${crypto.randomUUID()}`;
    const response = await SELF.fetch(`https://example.com/agents/chat-agent/${name}`);
    expect(((await response.json()) as { name: string }).name).toBe(name);
  });

  it('it routes to any DO binding of the `env` it is given, Agent or not', async () => {
    const response = await routeAgentRequest(request(`/agents/probe/${crypto.randomUUID()}`), { PROBE: env.PROBE });
    expect(((await response?.json()) as { fetches: number }).fetches).toBe(1);
  });

  it('`party` being the URL\'s segment', async () => {
    const contexts: unknown[] = [];
    await agentsRouteAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT: namespace() }, {
      onBeforeRequest: (_req: Request, context: unknown) => {
        contexts.push(context);
        return new Response(null, { status: 401 });
      },
    });
    expect(contexts).toEqual([{ party: 'chat-agent', name: 'lobby' }]);
  });

  it("Unlike the agents package's, it takes a CORS allowlist or validator and turns other origins away, WebSocket upgrades included", async () => {
    const upgrade = () => request('/agents/chat-agent/lobby', { headers: { Origin: evil, Upgrade: 'websocket' } });
    const ours = namespace();
    expect((await routeAgentRequest(upgrade(), { CHAT_AGENT: ours }, { cors: { origin: [app] } }))?.status).toBe(403);
    expect(ours.forwarded).toHaveLength(0);
    // The agents package's cors is true or a set of headers: no origin is turned away
    const theirs = namespace();
    await agentsRouteAgentRequest(upgrade(), { CHAT_AGENT: theirs }, { cors: true });
    expect(theirs.forwarded).toHaveLength(1);
  });

  // getDOStub

  it('The `TypeError` of `idFromString` when the string is 64 lowercase hexadecimal characters but no id of that namespace', () => {
    expect(() => getDOStub(env.PROBE, hex)).toThrow(TypeError);
  });

  it('the form `newUniqueId().toString()` gives, is taken for an id', async () => {
    const id = env.PROBE.newUniqueId().toString();
    expect(id).toMatch(/^[a-f0-9]{64}$/);
    const response = await getDOStub(env.PROBE, id).fetch('https://example.com/');
    expect(response.status).toBe(200);
    const fake = namespace();
    getDOStub(fake, id);
    expect(fake.lookups).toEqual([`idFromString ${id}`, 'get']);
  });

  it('An id written in upper case is therefore looked up as a name, which reaches another instance', async () => {
    const id = env.PROBE.newUniqueId().toString();
    await getDOStub(env.PROBE, id).fetch('https://example.com/');
    const upper = (await (await getDOStub(env.PROBE, id.toUpperCase()).fetch('https://example.com/')).json()) as { fetches: number };
    const again = (await (await getDOStub(env.PROBE, id).fetch('https://example.com/')).json()) as { fetches: number };
    expect([upper.fetches, again.fetches]).toEqual([1, 2]);
  });

  // getDONamespaceFromPathSegment

  it('A binding counts as a DO namespace when it is an object with `getByName` and `idFromName` functions', () => {
    expect(getDONamespaceFromPathSegment('my-do', { MY_DO: namespace() })?.bindingName).toBe('MY_DO');
    expect(getDONamespaceFromPathSegment('my-do', { MY_DO: { getByName() {} } })).toBeUndefined();
    expect(getDONamespaceFromPathSegment('my-do', { MY_DO: 'a string' })).toBeUndefined();
    expect(getDONamespaceFromPathSegment('probe', env)?.bindingName).toBe('PROBE');
  });

  it("Any other segment must match a binding exactly, so `'MY_DO'`, `'MyDO'` and `'my_do'` each match only themselves", () => {
    const all = ['MY_DO', 'MyDO', 'my_do', 'my-do', 'MyDo', 'myDo'];
    expect(tried('MY_DO', all)).toEqual(['MY_DO']);
    expect(tried('MyDO', all)).toEqual(['MyDO']);
    expect(tried('my_do', all)).toEqual(['my_do']);
  });

  it("So `'my-do'` tries", () => {
    expect(tried('my-do', ['my-do', 'MY_DO', 'my_do', 'MyDo', 'myDo', 'MyDO', 'MYDO', 'myDO'])).toEqual(['my-do', 'MY_DO', 'my_do', 'MyDo', 'myDo', 'MyDO']);
    expect(tried('my-d-o', ['my-d-o', 'MY_D_O', 'my_d_o', 'MyDO', 'myDO', 'MYDO', 'MyDo'])).toEqual(['my-d-o', 'MY_D_O', 'my_d_o', 'MyDO', 'myDO', 'MYDO']);
    expect(tried('chat-agent', ['chat-agent', 'CHAT_AGENT', 'chat_agent', 'ChatAgent', 'chatAgent', 'CHATAGENT', 'ChatAGENT'])).toEqual([
      'chat-agent',
      'CHAT_AGENT',
      'chat_agent',
      'ChatAgent',
      'chatAgent',
    ]);
    expect(tried('counter', ['counter', 'COUNTER', 'Counter', 'COUNTER_'])).toEqual(['counter', 'COUNTER', 'Counter']);
  });

  it('A segment made only of lowercase letters, digits and dashes is tried as written, in `UPPER_SNAKE`, `lower_snake`, `PascalCase` and `camelCase`', () => {
    expect(tried('api-v2', ['api-v2', 'API_V2', 'api_v2', 'ApiV2', 'apiV2'])).toEqual(['api-v2', 'API_V2', 'api_v2', 'ApiV2', 'apiV2']);
    expect(tried('user-session', ['USER_SESSION', 'user_session', 'UserSession', 'userSession'])).toHaveLength(4);
  });

  it("as `'my-do'` does when `env` has both `MY_DO` and `MyDO`", () => {
    expect(() => getDONamespaceFromPathSegment('my-do', { MY_DO: namespace(), MyDO: namespace() })).toThrow(MultipleBindingsFoundError);
  });

  // parsePathname

  it("so `'api'`, `'/api'` and `'/api/'` behave the same", () => {
    for (const prefix of ['api', '/api', '/api/']) {
      expect(parsePathname('/api/my-do/lobby', { prefix })).toEqual({ doBindingNameSegment: 'my-do', doInstanceNameOrId: 'lobby' });
    }
  });

  it("`'/api'` also matches `/apiary/…`", () => {
    expect(parsePathname('/apiary/x/y', { prefix: '/api' })).toEqual({ doBindingNameSegment: 'ary', doInstanceNameOrId: 'x' });
  });

  it("`'/my-do/instance-123/path'` gives `my-do` and `instance-123`", () => {
    expect(parsePathname('/my-do/instance-123/path')).toEqual({ doBindingNameSegment: 'my-do', doInstanceNameOrId: 'instance-123' });
    expect(parsePathname('/api/v1/chat-room/lobby/messages', { prefix: '/api/v1' })).toEqual({ doBindingNameSegment: 'chat-room', doInstanceNameOrId: 'lobby' });
    expect(parsePathname('/my-do')).toEqual({ doBindingNameSegment: 'my-do', doInstanceNameOrId: undefined });
    expect(parsePathname('')).toBeUndefined();
    expect(parsePathname('/other/my-do/x', { prefix: '/api' })).toBeUndefined();
  });

  // isWebSocketUpgrade

  it("`true` only if the method is GET, the `Upgrade` header is `'websocket'` and the `Connection` header includes `'upgrade'`", () => {
    const check = (method: string, headers: Record<string, string>) => isWebSocketUpgrade(request('/x', { method, headers }));
    expect(check('GET', { Upgrade: 'WebSocket', Connection: 'keep-alive, Upgrade' })).toBe(true);
    expect(check('POST', { Upgrade: 'websocket', Connection: 'Upgrade' })).toBe(false);
    expect(check('GET', { Upgrade: 'websocket' })).toBe(false);
    expect(check('GET', { Connection: 'Upgrade' })).toBe(false);
  });

  it('so their upgrade requests get `false` here', async () => {
    const server = socketServer();
    const ws = new (getWebSocketShim(server.fetch))('wss://example.com/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect(server.upgrades[0].headers.get('Connection')).toBeNull();
    expect(isWebSocketUpgrade(server.upgrades[0])).toBe(false);
    ws.close();
  });

  // WebSocketShimOptions

  it("`Browser.context()` puts the page's `Origin`, and the context's own headers, on its sockets' upgrades with `headers`", async () => {
    const server = socketServer();
    const page = new Browser(server.fetch).context(app, { headers: { 'X-Test': 'yes' } });
    const ws = new page.WebSocket('wss://api.example/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect(server.upgrades[0].headers.get('Origin')).toBe(app);
    expect(server.upgrades[0].headers.get('X-Test')).toBe('yes');
    ws.close();
  });

  it('The most bytes `send()` may buffer before the socket is open', () => {
    const Shim = getWebSocketShim(() => new Promise<Response>(() => {}), { maxQueueBytes: 4 });
    const ws = new Shim('wss://example.com/never');
    ws.send('abcd');
    expect(() => ws.send('e')).toThrow(/maxQueueBytes/);
  });

  // getWebSocketShim

  it('Creating a socket never throws for connection trouble', async () => {
    const events: string[] = [];
    const Shim = getWebSocketShim(socketServer({ refuse: true }).fetch);
    const ws = new Shim('wss://example.com/refused');
    let close: CloseEvent | undefined;
    ws.addEventListener('error', () => events.push('error'));
    ws.addEventListener('close', (event) => {
      events.push('close');
      close = event as CloseEvent;
    });
    await eventually(() => expect(events).toEqual(['error', 'close']));
    expect([close?.code, close?.wasClean, ws.readyState]).toEqual([1011, false, Shim.CLOSED]);
  });

  it('`send()` throws an `Error` once `close()` has begun', async () => {
    const ws = new (getWebSocketShim(socketServer().fetch))('wss://example.com/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    ws.close();
    expect(() => ws.send('late')).toThrow(Error);
  });

  it("a socket's `ws.OPEN` is `undefined`", async () => {
    const Shim = getWebSocketShim(socketServer().fetch);
    const ws = new Shim('wss://example.com/socket');
    expect([Shim.CONNECTING, Shim.OPEN, Shim.CLOSING, Shim.CLOSED]).toEqual([0, 1, 2, 3]);
    expect((ws as unknown as { OPEN?: number }).OPEN).toBeUndefined();
    await eventually(() => expect(ws.readyState).toBe(Shim.OPEN));
    ws.close();
  });

  it('The upgrade goes out through `fetchFn` as a `GET` to the URL with `ws://` and `wss://` turned into `http://` and `https://`', async () => {
    const server = socketServer();
    const Shim = getWebSocketShim(server.fetch, { headers: { Authorization: 'Bearer t' } });
    const sockets = [new Shim('wss://example.com/a', ['chat', 'auth.t']), new Shim('ws://example.com/b')];
    await eventually(() => expect(server.upgrades).toHaveLength(2));
    const [secure, plain] = server.upgrades;
    expect([secure.method, secure.url, plain.url]).toEqual(['GET', 'https://example.com/a', 'http://example.com/b']);
    expect(secure.headers.get('Upgrade')).toBe('websocket');
    expect(secure.headers.get('Sec-WebSocket-Protocol')).toBe('chat, auth.t');
    expect(secure.headers.get('Authorization')).toBe('Bearer t');
    expect(secure.headers.get('Connection')).toBeNull();
    for (const ws of sockets) ws.close();
  });

  it("`protocol` is whatever the answer's `Sec-WebSocket-Protocol` says", async () => {
    const chosen = new (getWebSocketShim(socketServer({ chosen: 'b' }).fetch))('wss://example.com/a', ['a', 'b']);
    const none = new (getWebSocketShim(socketServer().fetch))('wss://example.com/a', ['a', 'b']);
    await eventually(() => expect([chosen.readyState, none.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]));
    expect([chosen.protocol, none.protocol]).toEqual(['b', '']);
    chosen.close();
    none.close();
  });

  it('Each socket keeps the upgrade request in `request` and its response in `response`', async () => {
    const ws = new (getWebSocketShim(socketServer({ chosen: 'b' }).fetch))('wss://example.com/a', 'b');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    const extras = ws as typeof ws & { request: Request; response: Response };
    expect(extras.request.url).toBe('https://example.com/a');
    expect([extras.response.status, extras.response.headers.get('Sec-WebSocket-Protocol')]).toEqual([101, 'b']);
    ws.close();
  });

  it('Besides `addEventListener`, the `onopen`, `onmessage`, `onerror` and `onclose` properties are called', async () => {
    const calls: string[] = [];
    const ws = new (getWebSocketShim(socketServer().fetch))('wss://example.com/a') as unknown as Record<string, unknown> & WebSocket;
    ws.onopen = () => calls.push('open');
    ws.onmessage = (event: MessageEvent) => calls.push(String(event.data));
    ws.onclose = (event: CloseEvent) => calls.push(`close ${event.code}`);
    await eventually(() => expect(calls).toEqual(['open']));
    ws.send('hi');
    await eventually(() => expect(calls).toContain('echo: hi'));
    ws.send('close me');
    await eventually(() => expect(calls).toEqual(['open', 'echo: hi', 'close 4000']));
    const failed = new (getWebSocketShim(socketServer({ refuse: true }).fetch))('wss://example.com/b') as unknown as Record<string, unknown> & WebSocket;
    const errors: string[] = [];
    failed.onerror = () => errors.push('error');
    await eventually(() => expect(errors).toEqual(['error']));
  });

  it('The upgrade\'s response must carry a `webSocket`; the shim accepts it and relays its `open`', async () => {
    const plain = new (getWebSocketShim(async () => new Response('just text')))('wss://example.com/a');
    const closed = new Promise<CloseEvent>((resolve) => plain.addEventListener('close', (event) => resolve(event as CloseEvent)));
    expect((await closed).reason).toMatch(/not accepted \(status 200\)/);
    const ws = new (getWebSocketShim(socketServer().fetch))('wss://example.com/b');
    const got: string[] = [];
    ws.addEventListener('open', () => got.push('open'));
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    await eventually(() => expect(got).toEqual(['open']));
    ws.send('x');
    await eventually(() => expect(got).toEqual(['open', 'echo: x']));
    ws.close();
  });

  it('`send()` while CONNECTING queues the data, counted in `bufferedAmount`, and sends it once the socket is open', async () => {
    const ws = new (getWebSocketShim(socketServer().fetch))('wss://example.com/a');
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.send('early');
    expect([ws.readyState, ws.bufferedAmount]).toEqual([WebSocket.CONNECTING, 5]);
    await eventually(() => expect(got).toEqual(['echo: early']));
    expect(ws.bufferedAmount).toBe(0);
    ws.close();
  });

  it('`close()` before the socket is attached dispatches a clean `close` at once', async () => {
    const ws = new (getWebSocketShim(socketServer().fetch))('wss://example.com/a');
    const events: CloseEvent[] = [];
    ws.addEventListener('close', (event) => events.push(event as CloseEvent));
    ws.close(4001, 'never mind');
    expect(events.map((event) => [event.code, event.reason, event.wasClean])).toEqual([[4001, 'never mind', true]]);
    expect(ws.readyState).toBe(WebSocket.CLOSED);

    const open = new (getWebSocketShim(socketServer().fetch))('wss://example.com/b');
    await eventually(() => expect(open.readyState).toBe(WebSocket.OPEN));
    const closes: number[] = [];
    open.addEventListener('close', (event) => closes.push((event as CloseEvent).code));
    open.close(1000);
    expect(open.readyState).toBe(WebSocket.CLOSING);
    await eventually(() => expect(closes).toEqual([1000]));
  });

  // MultipleBindingsFoundError and MissingInstanceNameError

  it("Its `name` is `'MultipleBindingsFoundError'`, its `code` is `'MULTIPLE_BINDINGS_FOUND'`, and its `httpErrorCode` is 400", () => {
    const error = new MultipleBindingsFoundError('my-do', ['MY_DO', 'MyDO']);
    expect(error).toMatchObject({ name: 'MultipleBindingsFoundError', code: 'MULTIPLE_BINDINGS_FOUND', httpErrorCode: 400 });
  });

  it('The message names the path segment and the bindings that matched, separated by commas', () => {
    let thrown: MultipleBindingsFoundError | undefined;
    try {
      getDONamespaceFromPathSegment('my-do', { MY_DO: namespace(), MyDO: namespace(), OTHER: namespace() });
    } catch (error) {
      thrown = error as MultipleBindingsFoundError;
    }
    expect(thrown?.message).toBe("Multiple Durable Object bindings found for path segment 'my-do': MY_DO, MyDO");
  });

  it('`availableBindings` holds the same list as `matchedBindings`, not every binding on `env`', () => {
    const thrown = (() => {
      try {
        getDONamespaceFromPathSegment('my-do', { MY_DO: namespace(), MyDO: namespace(), OTHER: namespace() });
      } catch (error) {
        return error as MultipleBindingsFoundError;
      }
    })();
    expect(thrown?.availableBindings).toEqual(['MY_DO', 'MyDO']);
    expect(thrown?.availableBindings).toEqual(thrown?.matchedBindings);
  });

  it("Its `name` is `'MissingInstanceNameError'`, its `code` is `'MISSING_INSTANCE_NAME'`, and its `httpErrorCode` is 400", async () => {
    const error = await routeDORequest(request('/my-do'), { MY_DO: namespace() }).catch((thrown) => thrown);
    expect(error).toBeInstanceOf(MissingInstanceNameError);
    expect(error).toMatchObject({ name: 'MissingInstanceNameError', code: 'MISSING_INSTANCE_NAME', httpErrorCode: 400 });
    expect(error.message).toContain('[/prefix]/doBindingName/doInstanceNameOrId/...');
  });

  it('it passes every other one through unchanged, such as the `TypeError` of `idFromString`', async () => {
    const invalidId = await routeDORequest(request(`/probe/${hex}`), { PROBE: env.PROBE }).catch((thrown) => thrown);
    expect(invalidId).toBeInstanceOf(TypeError);
    expect(invalidId).not.toBeInstanceOf(MissingInstanceNameError);
    expect(invalidId).not.toBeInstanceOf(MultipleBindingsFoundError);
    expect(invalidId.httpErrorCode).toBeUndefined();

    const fromHook = new Error('SECRET_TOKEN=abc is wrong');
    const thrown = await routeDORequest(request('/my-do/a'), { MY_DO: namespace() }, {
      onBeforeRequest: () => {
        throw fromHook;
      },
    }).catch((error) => error);
    expect(thrown).toBe(fromHook);

    const fromDO = new Error('storage failed');
    const MY_DO = namespace(() => {
      throw fromDO;
    });
    expect(await routeDORequest(request('/my-do/a'), { MY_DO }).catch((error) => error)).toBe(fromDO);
  });

  it('It is accepted but does not appear in the message', () => {
    expect(new MissingInstanceNameError('/my-secret-path').message).not.toContain('my-secret-path');
  });

  // Browser

  it('`setCookie`: an `Error` when you give no domain and no response has stored a cookie yet', () => {
    expect(() => new Browser(corsServer(app).fetch).setCookie('a', '1')).toThrow(Error);
  });

  it('`context().fetch`: a `TypeError` whose message begins `Failed to fetch: CORS error`', async () => {
    const answering = (headers: Record<string, string>) => new Browser(async () => new Response('x', { headers })).context(app);
    for (const headers of [{}, { 'Access-Control-Allow-Origin': evil }]) {
      await expect(answering(headers).fetch('https://api.example/data')).rejects.toThrow(/^Failed to fetch: CORS error/);
      await expect(answering(headers).fetch('https://api.example/data')).rejects.toBeInstanceOf(TypeError);
    }
    expect((await answering({ 'Access-Control-Allow-Origin': app }).fetch('https://api.example/data')).status).toBe(200);
    // A failing preflight throws the same, and the request is never sent
    const server = corsServer(app);
    const refused = new Browser(server.fetch).context(evil);
    await expect(refused.fetch('https://api.example/data', { method: 'PUT' })).rejects.toThrow(/^Failed to fetch: CORS error/);
    expect(server.received.map((each) => each.method)).toEqual(['OPTIONS']);
  });

  it("workerd's `Request` has no `credentials`, so in the Cloudflare vitest pool a request's `credentials: 'include'` is lost and the credentials checks never run", async () => {
    expect(new Request('https://api.example/', { credentials: 'include' }).credentials).toBeUndefined();
    const page = new Browser(async () => new Response('x', { headers: { 'Access-Control-Allow-Origin': '*' } })).context(app);
    // A browser refuses `*` for a request with credentials, and wants Access-Control-Allow-Credentials
    expect((await page.fetch('https://api.example/data', { credentials: 'include' })).status).toBe(200);
  });

  it("the jar's cookies go with every request a context sends, cross-origin ones and their preflights included, and a cross-origin answer's `Set-Cookie` is stored, whatever `credentials` says", contextCookiesAcrossOrigins);

  it('One jar serves `fetch`, `WebSocket` and every context', async () => {
    const server = socketServer();
    const browser = new Browser(async (input, init) => {
      const incoming = new Request(input, init);
      if (incoming.headers.get('Upgrade')) return server.fetch(incoming);
      return new Response('ok', { headers: { 'Set-Cookie': 'session=s1', 'Access-Control-Allow-Origin': app } });
    });
    await browser.fetch('https://api.example/login');
    const fromContext = await browser.context(app).fetch('https://api.example/other');
    expect(fromContext.status).toBe(200);
    const ws = new browser.WebSocket('wss://api.example/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    const contextSocket = new (browser.context(app).WebSocket)('wss://api.example/socket');
    await eventually(() => expect(contextSocket.readyState).toBe(WebSocket.OPEN));
    expect(server.upgrades.map((upgrade) => upgrade.headers.get('Cookie'))).toEqual(['session=s1', 'session=s1']);
    expect(browser.getCookiesForRequest('https://other.example/')).toBeNull();
    ws.close();
    contextSocket.close();
  });

  it('A `Set-Cookie` without `Domain` takes the request\'s hostname, and one without `Path` takes `/`', async () => {
    const timed = new Browser(async () => new Response('ok', { headers: { 'Set-Cookie': 'timed=1; Max-Age=3600' } }));
    await timed.fetch('https://api.example/');
    const expires = timed.getAllCookies()[0].expires?.getTime() ?? 0;
    expect(Math.round((expires - Date.now()) / 1000)).toBe(3600);

    const browser = new Browser(async () => {
      const headers = new Headers();
      headers.append('Set-Cookie', 'plain=1');
      headers.append('Set-Cookie', 'old=2; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
      headers.append('Set-Cookie', 'scoped=3; Path=/admin');
      return new Response('ok', { headers });
    });
    await browser.fetch('https://api.example/login');
    expect(browser.getAllCookies().map(({ name, domain, path }) => [name, domain, path])).toEqual([
      ['plain', 'api.example', '/'],
      ['scoped', 'api.example', '/admin'],
    ]);
    expect(browser.getCookiesForRequest('https://api.example/admin/users')).toBe('plain=1; scoped=3');
    expect(browser.getCookiesForRequest('https://api.example/')).toBe('plain=1');
  });

  it('A cookie goes with a request whose hostname ends with its domain (a leading dot ignored) and whose path starts with its path', async () => {
    const browser = new Browser(corsServer(app).fetch);
    browser.setCookie('site', '1', { domain: '.example.com' });
    browser.setCookie('strict', '2', { domain: 'example.com', secure: true, sameSite: 'Strict', httpOnly: true });
    expect(browser.getCookiesForRequest('http://api.example.com/')).toBe('site=1; strict=2');
    expect(browser.getCookiesForRequest('https://example.org/')).toBeNull();
    browser.setCookie('scoped', '3', { domain: 'api.example.org', path: '/admin' });
    expect(browser.getCookiesForRequest('https://api.example.org/administrators')).toBe('scoped=3');
    expect(browser.getCookie('strict')).toBe('2');
    expect(browser.getAllCookies().find((cookie) => cookie.name === 'strict')).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: true });
  });

  it('both compared as plain strings: a cookie of `example.com` goes to `notexample.com` too', () => {
    const browser = new Browser(corsServer(app).fetch);
    browser.setCookie('session', 's', { domain: 'example.com' });
    expect(browser.getCookiesForRequest('https://notexample.com/')).toBe('session=s');
  });

  it('`setCookie` without a domain takes the hostname of the first response that stored a cookie', async () => {
    const browser = new Browser(async (input) => new Response('ok', { headers: { 'Set-Cookie': `from=${new URL(String(input instanceof Request ? input.url : input)).hostname}` } }));
    await browser.fetch('https://first.example/');
    await browser.fetch('https://second.example/');
    browser.setCookie('mine', 'x');
    expect(browser.getAllCookies().find((cookie) => cookie.name === 'mine')).toMatchObject({ domain: 'first.example', path: '/' });
  });

  it('`fetch` and `WebSocket` send no `Origin` header', async () => {
    const server = socketServer();
    const browser = new Browser(server.fetch);
    await browser.fetch('https://api.example/x').catch(() => undefined);
    const ws = new browser.WebSocket('wss://api.example/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect(server.upgrades.map((upgrade) => upgrade.headers.get('Origin'))).toEqual([null, null]);
    ws.close();
  });

  it("The context's `fetch` takes a request for cross-origin when its URL's origin is not the `Origin` it sends", async () => {
    const server = corsServer(evil);
    const page = new Browser(server.fetch).context(app);
    // Same origin: no check, though the answer allows another origin
    expect((await page.fetch(`${app}/data`)).status).toBe(200);
    await expect(page.fetch('https://api.example/data')).rejects.toThrow(TypeError);
    expect(server.received.map((each) => each.headers.get('Origin'))).toEqual([app, app]);
  });

  it('it sends an `OPTIONS` with `Access-Control-Request-Method` and `Access-Control-Request-Headers`', async () => {
    const cases: [RequestInit, boolean][] = [
      [{ method: 'PUT' }, true],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' } }, true],
      [{ method: 'POST', headers: { 'Content-Type': 'text/plain' } }, false],
      [{ method: 'GET', headers: { Accept: 'text/html', 'Accept-Language': 'en', 'Content-Language': 'en' } }, false],
      [{ method: 'GET', headers: { 'X-Custom': '1' } }, true],
      [{ method: 'HEAD' }, false],
    ];
    for (const [init, preflights] of cases) {
      const server = corsServer(app);
      await new Browser(server.fetch).context(app).fetch('https://api.example/data', init);
      expect(server.received[0].method === 'OPTIONS').toBe(preflights);
    }
    const server = corsServer(app);
    await new Browser(server.fetch).context(app).fetch('https://api.example/data', { method: 'DELETE', headers: { 'X-A': '1', Authorization: 'b' } });
    const [preflight] = server.received;
    expect(preflight.headers.get('Access-Control-Request-Method')).toBe('DELETE');
    expect(preflight.headers.get('Access-Control-Request-Headers')).toBe('authorization, x-a');
  });

  it("only a `POST`'s `Content-Type` is read, so a `GET` or `HEAD` with a JSON `Content-Type` goes out without a preflight, where a browser sends one first", jsonGetWithoutPreflight);

  it('`lastPreflight` is `null` when the last request needed no preflight', async () => {
    const page = new Browser(corsServer(app).fetch).context(app);
    await page.fetch('https://api.example/data', { method: 'PUT' });
    expect(page.lastPreflight).toMatchObject({ method: 'PUT', success: true });
    await page.fetch('https://api.example/data');
    expect(page.lastPreflight).toBeNull();
    const refused = new Browser(corsServer(app).fetch).context(evil);
    await refused.fetch('https://api.example/data', { method: 'PUT' }).catch(() => undefined);
    expect(refused.lastPreflight).toMatchObject({ method: 'PUT', success: false });
  });

  it("The context's `WebSocket` sends `Origin` and the context's `headers` with each upgrade and, as browsers do, checks nothing of the answer", async () => {
    const server = socketServer();
    const ws = new (new Browser(server.fetch).context(app, { headers: { 'X-Extra': '1' } }).WebSocket)('wss://api.example/socket');
    // The answer carries no Access-Control-Allow-Origin, and the socket opens all the same
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect([server.upgrades[0].headers.get('Origin'), server.upgrades[0].headers.get('X-Extra')]).toEqual([app, '1']);
    ws.close();
  });

  it("The context's `headers` go with its WebSocket upgrades only: its `fetch` adds the `Origin` alone", async () => {
    const sockets = socketServer();
    const received: Request[] = [];
    const browser = new Browser(async (input, init) => {
      const incoming = new Request(input, init);
      received.push(incoming);
      return incoming.headers.get('Upgrade') ? sockets.fetch(incoming) : new Response('ok', { headers: { 'Access-Control-Allow-Origin': app } });
    });
    const page = browser.context(app, { headers: { 'X-Context': 'yes' } });
    await page.fetch('https://api.example/data');
    await page.fetch(`${app}/same-origin`);
    const ws = new page.WebSocket('wss://api.example/socket');
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    expect(received.map((each) => [each.headers.get('Origin'), each.headers.get('X-Context')])).toEqual([
      [app, null],
      [app, null],
      [app, 'yes'],
    ]);
    ws.close();
  });

  it('a preflight\'s reply is judged by `Access-Control-Allow-Origin` alone', async () => {
    const server = corsServer(app);
    const page = new Browser(server.fetch).context(app);
    const response = await page.fetch('https://api.example/data', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Custom': '1' } });
    expect(response.status).toBe(200);
    const [preflight] = server.received;
    expect(preflight.headers.get('Access-Control-Request-Headers')).toBe('x-custom');
    // Through the router at 0.9.0, whose reply has neither header
    const MY_DO = namespace();
    const routed = new Browser((input, init) => routeDORequest(new Request(input, init), { MY_DO }, { cors: { origin: [app] } }) as Promise<Response>).context(app);
    expect((await routed.fetch('https://api.example/my-do/a', { method: 'PUT', headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    expect(MY_DO.forwarded.map((each) => each.method)).toEqual(['PUT']);
  });

  it('An `Error` when you pass no `fetchFn` and `globalThis.fetch` is not a function', () => {
    const original = globalThis.fetch;
    try {
      (globalThis as { fetch?: unknown }).fetch = undefined;
      expect(() => new Browser()).toThrow(/Use Browser from @lumenize\/testing/);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('Returns the `Cookie` header value for the given URL, or `null`', () => {
    const browser = new Browser(corsServer(app).fetch);
    browser.setCookie('a', '1', { domain: 'api.example' });
    expect([browser.getCookiesForRequest('https://api.example/'), browser.getCookiesForRequest('https://else.example/')]).toEqual(['a=1', null]);
  });

  it('Adds a cookie by hand, or replaces an existing one', () => {
    const browser = new Browser(corsServer(app).fetch);
    browser.setCookie('a', '1', { domain: 'api.example' });
    browser.setCookie('a', '2', { domain: 'api.example' });
    expect(browser.getAllCookiesAsObject()).toEqual({ a: '2' });
  });

  it('Deletes cookies with the given name, optionally limited to a domain and path', () => {
    const browser = new Browser(corsServer(app).fetch);
    browser.setCookie('a', '1', { domain: 'one.example' });
    browser.setCookie('a', '2', { domain: 'two.example' });
    browser.setCookie('b', '3', { domain: 'one.example' });
    browser.removeCookie('a', 'one.example');
    expect(browser.getAllCookies().map((cookie) => `${cookie.name}@${cookie.domain}`)).toEqual(['a@two.example', 'b@one.example']);
    browser.removeCookie('a');
    expect(browser.getAllCookiesAsObject()).toEqual({ b: '3' });
  });
});
