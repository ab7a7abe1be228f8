import { describe, expect, it, vi } from 'vitest';
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { routeAgentRequest as agentsRouteAgentRequest } from 'agents';
import utilsPackage from '@lumenize/utils/package.json';
import { getDOStub, MissingInstanceNameError, MultipleBindingsFoundError, routeAgentRequest, routeDORequest } from '@lumenize/utils';
import { preflightWithoutAllowHeaders, varyReplaced } from '../../checks';
import { namespace, request } from '../../stand-ins';

const app = 'https://app.example';
const evil = 'https://evil.example';
const hex = 'c'.repeat(64);

/** The bindings a path segment reaches through the router, each candidate tried alone on `env`. */
async function reached(segment: string, candidates: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of candidates) {
    const DO = namespace();
    await routeDORequest(request(`/${segment}/a`), { [name]: DO });
    if (DO.forwarded.length > 0) found.push(name);
  }
  return found;
}

describe('docs/utils/route-do-request.mdx', () => {
  it('`@lumenize/utils` has no dependencies of its own. Its `package.json` does list two peer dependencies, `vitest` (`^3.2.4`) and `@cloudflare/vitest-pool-workers` (`^0.9.3`)', () => {
    const manifest = utilsPackage as { dependencies?: object; peerDependencies?: object };
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toEqual({ vitest: '^3.2.4', '@cloudflare/vitest-pool-workers': '^0.9.3' });
  });

  it('It returns a `Response` when the URL points at one of your DOs, and `undefined` otherwise', async () => {
    const MY_DO = namespace();
    expect((await routeDORequest(request('/my-do/a'), { MY_DO }))?.status).toBe(200);
    expect(await routeDORequest(request('/no-such-do/a'), { MY_DO })).toBeUndefined();
  });

  it('A request for `/my-do/lobby/messages?limit=20`, for example, reaches the `lobby` instance of `MY_DO` with its path and query untouched', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/lobby/messages?limit=20'), { MY_DO });
    expect([MY_DO.lookups, MY_DO.forwarded[0].url]).toEqual([['getByName lobby'], 'https://example.com/my-do/lobby/messages?limit=20']);
  });

  it('The forwarded request also carries two extra headers, `x-lumenize-do-binding-name` and `x-lumenize-do-instance-name-or-id`', async () => {
    const MY_DO = namespace();
    const CHAT_AGENT = namespace();
    await routeDORequest(request('/my-do/lobby'), { MY_DO });
    await routeAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT });
    const ours = MY_DO.forwarded[0].headers;
    const agents = CHAT_AGENT.forwarded[0].headers;
    expect([ours.get('x-lumenize-do-binding-name'), ours.get('x-lumenize-do-instance-name-or-id')]).toEqual(['MY_DO', 'lobby']);
    expect([agents.get('x-partykit-namespace'), agents.get('x-partykit-room'), agents.get('x-lumenize-do-binding-name')]).toEqual(['chat-agent', 'lobby', null]);
  });

  it('the router treats it as an id and uses `idFromString()` and `get()`. Anything else is a name, looked up with `getByName()`', async () => {
    const MY_DO = namespace();
    await routeDORequest(request(`/my-do/${hex}`), { MY_DO });
    await routeDORequest(request('/my-do/lobby'), { MY_DO });
    expect(MY_DO.lookups).toEqual([`idFromString ${hex}`, 'get', 'getByName lobby']);
  });

  it("| `/do/user-do/john` | `prefix: '/do'` | `env.USER_DO.getByName('john')` |", async () => {
    const USER_DO = namespace();
    await routeDORequest(request('/do/user-do/john'), { USER_DO }, { prefix: '/do' });
    expect(USER_DO.lookups).toEqual(['getByName john']);
  });

  it("so `/my-do/my%20room` reaches the instance named `my%20room`, not `my room`. Code elsewhere that calls `getByName('my room')` reaches another instance", async () => {
    const name = `my room ${crypto.randomUUID()}`;
    await SELF.fetch(`https://example.com/probe/${name}`);
    const fetchesOf = (instance: string) => runInDurableObject(env.PROBE.getByName(instance), (_probe, state) => state.storage.kv.get<number>('fetches') ?? 0);
    expect([await fetchesOf(name.replaceAll(' ', '%20')), await fetchesOf(name)]).toEqual([1, 0]);
  });

  it('Note that a hex string in upper case counts as a name', async () => {
    const direct = namespace();
    getDOStub(direct, hex.toUpperCase());
    const routed = namespace();
    await routeDORequest(request(`/my-do/${hex.toUpperCase()}`), { MY_DO: routed });
    expect([direct.lookups, routed.lookups]).toEqual([[`getByName ${hex.toUpperCase()}`], [`getByName ${hex.toUpperCase()}`]]);
  });

  it('The router bridges the gap, but only for path segments made up entirely of lowercase letters, digits and dashes', async () => {
    expect(await reached('my-do', ['my-do', 'MY_DO', 'my_do', 'MyDo', 'myDo', 'MyDO', 'MYDO'])).toEqual(['my-do', 'MY_DO', 'my_do', 'MyDo', 'myDo', 'MyDO']);
    expect(await reached('user-session', ['user-session', 'USER_SESSION', 'user_session', 'UserSession', 'userSession'])).toHaveLength(5);
    expect(await reached('my-d-o', ['my-d-o', 'MY_D_O', 'my_d_o', 'MyDO', 'myDO', 'MYDO'])).toHaveLength(6);
    expect(await reached('api-v2', ['api-v2', 'API_V2', 'api_v2', 'ApiV2', 'apiV2'])).toHaveLength(5);
  });

  it('A segment that contains an uppercase letter, an underscore or any other character must match a binding name exactly', async () => {
    const all = ['MY_DO', 'MyDO', 'my_do', 'my-do', 'myDo'];
    expect(await reached('MY_DO', all)).toEqual(['MY_DO']);
    expect(await reached('MyDO', all)).toEqual(['MyDO']);
    expect(await reached('my_do', all)).toEqual(['my_do']);
  });

  it('If a segment matches more than one binding, for example because `env` has both `MY_DO` and `MyDO`, the router throws an error rather than guess', async () => {
    await expect(routeDORequest(request('/my-do/a'), { MY_DO: namespace(), MyDO: namespace() })).rejects.toBeInstanceOf(MultipleBindingsFoundError);
  });

  it('Each hook receives the request and a context object with `doNamespace`, the resolved namespace, and `doInstanceNameOrId`, the instance segment from the URL', async () => {
    const MY_DO = namespace();
    const seen: unknown[] = [];
    await routeDORequest(request('/my-do/lobby/x'), { MY_DO }, { onBeforeRequest: (req, context) => void seen.push(new URL(req.url).pathname, context) });
    expect(seen).toEqual(['/my-do/lobby/x', { doNamespace: MY_DO, doInstanceNameOrId: 'lobby' }]);
  });

  it('a `Response` stops the request and is sent back as is, for example a 401 or 403', async () => {
    const MY_DO = namespace();
    const refusal = new Response('Unauthorized', { status: 401 });
    expect(await routeDORequest(request('/my-do/a'), { MY_DO }, { onBeforeRequest: async () => refusal })).toBe(refusal);
    expect(MY_DO.forwarded).toHaveLength(0);
  });

  it('a `Request` replaces the original, for example with extra headers', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/a'), { MY_DO }, { onBeforeRequest: (req) => new Request(req, { headers: { 'X-Extra': '1' } }) });
    expect(MY_DO.forwarded[0].headers.get('X-Extra')).toBe('1');
  });

  it('`undefined` lets the original request continue', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/a', { headers: { 'X-Orig': '1' } }), { MY_DO }, { onBeforeRequest: () => undefined });
    expect(MY_DO.forwarded[0].headers.get('X-Orig')).toBe('1');
  });

  it('When [CORS](#cors-support) is enabled and turns an origin away, the request stops before any hook runs', async () => {
    const hook = vi.fn();
    const cors = { origin: [app] };
    await routeDORequest(request('/my-do/a', { headers: { Origin: evil } }), { MY_DO: namespace() }, { cors, onBeforeRequest: hook });
    await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: app } }), { MY_DO: namespace() }, { cors, onBeforeRequest: hook });
    expect(hook).not.toHaveBeenCalled();
    await routeDORequest(request('/my-do/a'), { MY_DO: namespace() }, { cors, onBeforeRequest: hook });
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('When `Upgrade` says `websocket`, in any mix of upper and lower case, it calls `onBeforeConnect`; for every other request it calls `onBeforeRequest`', async () => {
    for (const [headers, expected] of [
      [{ Upgrade: 'WEBSOCKET' }, 'connect'],
      [{ Upgrade: 'webSocket', Connection: 'keep-alive' }, 'connect'],
      [{ Connection: 'Upgrade' }, 'request'],
    ] as const) {
      const ran: string[] = [];
      await routeDORequest(request('/my-do/a', { method: 'PUT', headers }), { MY_DO: namespace() }, {
        onBeforeConnect: () => void ran.push('connect'),
        onBeforeRequest: () => void ran.push('request'),
      });
      expect(ran).toEqual([expected]);
    }
  });

  it('The router never calls `onBeforeRequest` for such a request; `onBeforeConnect` alone judges it before it goes on to the DO', async () => {
    for (const method of ['POST', 'DELETE']) {
      const MY_DO = namespace();
      const onBeforeRequest = vi.fn(() => new Response(null, { status: 403 }));
      await routeDORequest(request('/my-do/a', { method, headers: { Upgrade: 'websocket' } }), { MY_DO }, { onBeforeRequest, onBeforeConnect: () => undefined });
      expect([onBeforeRequest.mock.calls.length, MY_DO.forwarded.length]).toEqual([0, 1]);
    }
  });

  it('the wrapper reads the same header, ignores the method too, and answers with a WebSocket that serves RPC; on any other path the request goes on to the DO\'s own `fetch`', async () => {
    const name = crypto.randomUUID();
    const rpc = await SELF.fetch(`https://example.com/__rpc/RPC_DO/${name}/call`, { method: 'DELETE', headers: { Upgrade: 'websocket' } });
    expect(rpc.status).toBe(101);
    rpc.webSocket?.accept();
    rpc.webSocket?.close();
    const own = await SELF.fetch(`https://example.com/rpc-do/${name}/elsewhere`, { method: 'POST' });
    expect(await own.text()).toBe(`own fetch: /rpc-do/${name}/elsewhere`);
  });

  it('The router copies every header of the request it forwards, so a header the client sends reaches the DO unless a hook replaces or deletes it', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/my-do/a', { headers: { 'X-User-ID': 'forged', 'X-Other': 'o' } }), { MY_DO });
    await routeDORequest(request('/my-do/a', { headers: { 'X-User-ID': 'forged' } }), { MY_DO }, {
      onBeforeRequest: (req) => {
        const headers = new Headers(req.headers);
        headers.delete('X-User-ID');
        return new Request(req, { headers });
      },
    });
    expect([MY_DO.forwarded[0].headers.get('X-User-ID'), MY_DO.forwarded[0].headers.get('X-Other'), MY_DO.forwarded[1].headers.get('X-User-ID')]).toEqual([
      'forged',
      'o',
      null,
    ]);
  });

  it('With `cors` unset, as here, the router adds no CORS headers, and the preflight is an `OPTIONS` request without a token', async () => {
    const onBeforeRequest = vi.fn((req: Request) => (req.headers.get('Authorization') ? undefined : new Response('Unauthorized', { status: 401 })));
    const preflight = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: app, 'Access-Control-Request-Headers': 'authorization' } }), { MY_DO: namespace() }, { onBeforeRequest });
    expect([preflight?.status, preflight?.headers.get('Access-Control-Allow-Origin'), onBeforeRequest.mock.calls.length]).toEqual([401, null, 1]);
  });

  it('With `cors` on, the router answers the preflight itself, but without `Access-Control-Allow-Headers`', preflightWithoutAllowHeaders);

  it('When the path does not start with the prefix, the router returns `undefined` straight away, without looking further', async () => {
    // Without the prefix, not even a segment naming two bindings is looked at
    expect(await routeDORequest(request('/my-do/a'), { MY_DO: namespace(), MyDO: namespace() }, { prefix: 'do' })).toBeUndefined();
  });

  it("Leading and trailing slashes in the prefix do not matter: `'do'`, `'/do'` and `'/do/'` behave the same", async () => {
    for (const prefix of ['do', '/do', '/do/']) expect((await routeDORequest(request('/do/my-do/a'), { MY_DO: namespace() }, { prefix }))?.status).toBe(200);
  });

  it('The check is a simple "starts with" on the path, so pick a prefix that is not also the beginning of unrelated paths', async () => {
    const MY_DO = namespace();
    await routeDORequest(request('/docs/x/my-do/a'), { S: namespace(), MY_DO }, { prefix: '/do' });
    const S = namespace();
    expect((await routeDORequest(request('/dos/a/b'), { S }, { prefix: '/do' }))?.status).toBe(200);
    expect(S.lookups).toEqual(['getByName a']);
  });

  it('It uses `/agents` as its default prefix and adds the same `x-partykit-namespace` and `x-partykit-room` headers that the `agents` version adds', async () => {
    const ours = namespace();
    const theirs = namespace();
    await routeAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT: ours });
    await agentsRouteAgentRequest(request('/agents/chat-agent/lobby'), { CHAT_AGENT: theirs });
    const names = ['x-partykit-namespace', 'x-partykit-room'];
    expect(names.map((name) => ours.forwarded[0].headers.get(name))).toEqual(names.map((name) => theirs.forwarded[0].headers.get(name)));
  });

  it('Like `routeDORequest`, it routes to any DO binding in the `env` you give it, Agent or not, and forwards every header the client sent apart from the two it sets, `x-lumenize-*` ones included', async () => {
    const response = await routeAgentRequest(request(`/agents/probe/${crypto.randomUUID()}`, { headers: { 'x-lumenize-do-binding-name': 'forged' } }), { PROBE: env.PROBE });
    const seen = (await response?.json()) as { headers: Record<string, string> };
    expect(seen.headers['x-lumenize-do-binding-name']).toBe('forged');
  });

  it('in place of `party`, the binding segment as the URL writes it (`chat-agent` for a `CHAT_AGENT` binding), it gets the namespace itself, `doNamespace`', async () => {
    const CHAT_AGENT = namespace();
    const theirs: unknown[] = [];
    await agentsRouteAgentRequest(request('/agents/chat-agent/lobby', { headers: { Upgrade: 'websocket' } }), { CHAT_AGENT }, {
      onBeforeConnect: (_request: Request, lobby: unknown) => {
        theirs.push(lobby);
        return new Response('stop', { status: 401 });
      },
    });
    expect(theirs).toEqual([{ party: 'chat-agent', name: 'lobby' }]);
    const ours: { doNamespace: unknown; doInstanceNameOrId: string }[] = [];
    await routeAgentRequest(request('/agents/chat-agent/lobby', { headers: { Upgrade: 'websocket' } }), { CHAT_AGENT }, {
      onBeforeConnect: (_request, context) => {
        ours.push(context);
        return new Response('stop', { status: 401 });
      },
    });
    expect(ours).toEqual([{ doNamespace: CHAT_AGENT, doInstanceNameOrId: 'lobby' }]);
  });

  it("The `agents` package's `routeAgentRequest` cannot do this", async () => {
    const CHAT_AGENT = namespace();
    await agentsRouteAgentRequest(request('/agents/chat-agent/lobby', { headers: { Origin: evil, Upgrade: 'websocket' } }), { CHAT_AGENT }, { cors: true });
    expect(CHAT_AGENT.forwarded).toHaveLength(1);
  });

  it("it echoes the request's `Origin`, with `Vary: Origin`, where `agents` 0.2.13 sends `Access-Control-Allow-Origin: *` with credentials, methods and max-age headers", async () => {
    const ours = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: app } }), { MY_DO: namespace() }, { cors: true });
    const theirs = await agentsRouteAgentRequest(request('/agents/chat-agent/a', { method: 'OPTIONS', headers: { Origin: app } }), { CHAT_AGENT: namespace() }, { cors: true });
    expect([ours?.headers.get('Access-Control-Allow-Origin'), ours?.headers.get('Vary')]).toEqual([app, 'Origin']);
    expect([theirs?.headers.get('Access-Control-Allow-Origin'), theirs?.headers.get('Access-Control-Allow-Credentials')]).toEqual(['*', 'true']);
    expect(theirs?.headers.get('Access-Control-Allow-Methods')).toBeTruthy();
    expect(theirs?.headers.get('Access-Control-Max-Age')).toBeTruthy();
  });

  it('yet WebSocket connections are open to **every** origin', async () => {
    const MY_DO = namespace();
    const response = await routeDORequest(request('/my-do/a', { headers: { Origin: evil, Upgrade: 'websocket' } }), { MY_DO });
    expect([response?.status, MY_DO.forwarded.length]).toEqual([200, 1]);
  });

  it('reflects an allowed origin in `Access-Control-Allow-Origin`', async () => {
    const response = await routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO: namespace() }, { cors: { origin: [app] } });
    expect(response?.headers.get('Access-Control-Allow-Origin')).toBe(app);
  });

  it('sets `Vary: Origin`, replacing any `Vary` your DO or hook sent', varyReplaced);

  it('answers `OPTIONS` preflight requests itself, with those two headers and nothing more', async () => {
    const MY_DO = namespace();
    const response = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: app } }), { MY_DO }, { cors: { origin: [app] } });
    expect([...response!.headers.keys()].sort()).toEqual(['access-control-allow-origin', 'vary']);
    expect(MY_DO.forwarded).toHaveLength(0);
  });

  it('adds the CORS headers to responses from your DO and from your hooks', async () => {
    const options = { cors: { origin: [app] } };
    const fromDO = await routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO: namespace() }, options);
    const fromHook = await routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO: namespace() }, { ...options, onBeforeRequest: () => new Response(null, { status: 401 }) });
    expect([fromDO?.headers.get('Access-Control-Allow-Origin'), fromHook?.headers.get('Access-Control-Allow-Origin')]).toEqual([app, app]);
  });

  it('forwards requests that carry no `Origin` header without checking them', async () => {
    const MY_DO = namespace();
    const response = await routeDORequest(request('/my-do/a', { method: 'POST' }), { MY_DO }, { cors: { origin: [] } });
    expect([response?.status, MY_DO.forwarded.length]).toEqual([200, 1]);
  });

  it('Those pass an allowlist unchecked and reach your hooks and your DO', async () => {
    const MY_DO = namespace();
    const hook = vi.fn();
    for (const method of ['GET', 'HEAD']) await routeDORequest(request('/my-do/a', { method }), { MY_DO }, { cors: { origin: [app] }, onBeforeRequest: hook });
    expect([hook.mock.calls.length, MY_DO.forwarded.length]).toEqual([2, 2]);
  });

  it('Because the preflight answer has no `Access-Control-Allow-Methods` or `Access-Control-Allow-Headers`, browsers refuse cross-origin requests that need a preflight', preflightWithoutAllowHeaders);

  it('Because a router returns `undefined` for requests that are not its business, you can chain several with `||`', async () => {
    const MY_DO = namespace(() => new Response('MY_DO'));
    const CHAT_AGENT = namespace(() => new Response('the Agent'));
    const chain = async (path: string) =>
      (await routeDORequest(request(path), { MY_DO }, { prefix: '/do' })) ||
      (await routeAgentRequest(request(path), { CHAT_AGENT })) ||
      new Response('Not Found', { status: 404 });
    expect(await Promise.all(['/do/my-do/a', '/agents/chat-agent/a', '/other'].map(async (path) => (await chain(path)).text()))).toEqual(['MY_DO', 'the Agent', 'Not Found']);
  });

  it('Given the full `env`, `routeDORequest` under `/do` would route `/do/chat-agent/lobby` to the Agent, and `routeAgentRequest` would route `/agents/my-do/lobby` to `MY_DO`', async () => {
    const MY_DO = namespace(() => new Response('MY_DO'));
    const CHAT_AGENT = namespace(() => new Response('the Agent'));
    expect(await (await routeDORequest(request('/do/chat-agent/lobby'), { MY_DO, CHAT_AGENT }, { prefix: '/do' }))?.text()).toBe('the Agent');
    expect(await (await routeAgentRequest(request('/agents/my-do/lobby'), { MY_DO, CHAT_AGENT }))?.text()).toBe('MY_DO');
  });

  it("an `Agent` takes its name (when an instance first hears from anyone) and its props from exactly those headers", async () => {
    const instance = crypto.randomUUID();
    const forged = { 'x-partykit-room': 'admin', 'x-partykit-props': '{"role":"admin"}' };
    const first = await routeDORequest(request(`/chat-agent/${instance}`, { headers: forged }), { CHAT_AGENT: env.CHAT_AGENT });
    const later = await routeDORequest(request(`/chat-agent/${instance}`, { headers: { 'x-partykit-room': 'else' } }), { CHAT_AGENT: env.CHAT_AGENT });
    // The first request named it and started it with its props; a later one's header changes nothing
    expect(await first?.json()).toEqual({ name: 'admin', props: { role: 'admin' } });
    expect(((await later?.json()) as { name: string }).name).toBe('admin');
  });

  it('/do/chat-agent/… and /agents/my-do/… match nothing', async () => {
    const MY_DO = namespace();
    const CHAT_AGENT = namespace();
    expect(await routeDORequest(request('/do/chat-agent/lobby'), { MY_DO }, { prefix: '/do' })).toBeUndefined();
    expect(await routeAgentRequest(request('/agents/my-do/lobby'), { CHAT_AGENT })).toBeUndefined();
  });

  it('The router sets its own headers after the hooks have run, so they survive', async () => {
    const MY_DO = namespace();
    const strip = (req: Request) => {
      const headers = new Headers(req.headers);
      for (const name of [...headers.keys()]) if (name.startsWith('x-partykit-') || name.startsWith('x-lumenize-')) headers.delete(name);
      return new Request(req, { headers });
    };
    await routeDORequest(request('/my-do/lobby', { headers: { 'x-partykit-room': 'forged' } }), { MY_DO }, { onBeforeRequest: strip });
    const [forwarded] = MY_DO.forwarded;
    expect([forwarded.headers.get('x-partykit-room'), forwarded.headers.get('x-lumenize-do-instance-name-or-id')]).toEqual([null, 'lobby']);
  });

  it('A pending promise always counts as truthy, so without `await` the first router would win every time', async () => {
    const missed = routeDORequest(request('/agents/chat-agent/lobby'), { MY_DO: namespace() }, { prefix: '/do' });
    expect(missed || 'the next router').toBe(missed);
    expect(await missed).toBeUndefined();
  });

  it('[`MissingInstanceNameError`](/docs/utils/api/classes/MissingInstanceNameError) when the binding segment matches but the instance segment is missing. Its `httpErrorCode` is 400', async () => {
    const thrown = await routeDORequest(request('/my-do'), { MY_DO: namespace() }).catch((error) => error);
    expect([thrown instanceof MissingInstanceNameError, thrown.httpErrorCode]).toEqual([true, 400]);
  });

  it('[`MultipleBindingsFoundError`](/docs/utils/api/classes/MultipleBindingsFoundError) when the binding segment matches more than one binding. Its `httpErrorCode` is also 400', async () => {
    const thrown = await routeDORequest(request('/my-do/a'), { MY_DO: namespace(), MyDO: namespace() }).catch((error) => error);
    expect([thrown instanceof MultipleBindingsFoundError, thrown.httpErrorCode]).toEqual([true, 400]);
  });

  it('A binding segment that matches nothing is not an error: the router returns `undefined`', async () => {
    expect(await routeDORequest(request('/nothing/a'), { MY_DO: namespace() })).toBeUndefined();
  });

  it('The router hands it every instance segment of exactly 64 lowercase hexadecimal characters, and it throws for a string that is not a valid id of that namespace', async () => {
    await expect(routeDORequest(request(`/probe/${hex}`), { PROBE: env.PROBE })).rejects.toBeInstanceOf(TypeError);
  });

  it('whatever your hooks throw, and whatever your CORS validator function throws', async () => {
    const hookError = new Error('hook');
    const validatorError = new Error('validator');
    const thrower = (error: Error) => () => {
      throw error;
    };
    await expect(routeDORequest(request('/my-do/a'), { MY_DO: namespace() }, { onBeforeRequest: thrower(hookError) })).rejects.toBe(hookError);
    await expect(routeDORequest(request('/my-do/a', { headers: { Origin: app } }), { MY_DO: namespace() }, { cors: { origin: thrower(validatorError) } })).rejects.toBe(
      validatorError,
    );
  });

  it("whatever `fetch` on the DO's stub throws, for example an exception your DO's own `fetch` handler did not catch", async () => {
    const fromDO = new Error('uncaught in the DO');
    await expect(
      routeDORequest(request('/my-do/a'), {
        MY_DO: namespace(() => {
          throw fromDO;
        }),
      }),
    ).rejects.toBe(fromDO);
  });

  it('The two routing errors carry a `message` and an `httpErrorCode`, so you can turn them into responses', () => {
    for (const error of [new MissingInstanceNameError('/x'), new MultipleBindingsFoundError('x', ['X', 'x'])]) {
      expect([typeof error.message, error.httpErrorCode]).toEqual(['string', 400]);
    }
  });

  it('**Automatic id detection:** unique ids and names both work in the same URL position', async () => {
    const id = env.PROBE.newUniqueId().toString();
    for (const instance of [id, 'a-name']) expect((await routeDORequest(request(`/probe/${instance}`), { PROBE: env.PROBE }))?.status).toBe(200);
  });

  it('**CORS:** an allowlist or a validator function, in addition to `true` and `false`, checked on the server for HTTP and WebSocket requests that carry an `Origin` header', async () => {
    for (const cors of [{ origin: [app] }, { origin: (origin: string) => origin === app }]) {
      for (const headers of [{ Origin: evil }, { Origin: evil, Upgrade: 'websocket' }]) {
        expect((await routeDORequest(request('/my-do/a', { headers }), { MY_DO: namespace() }, { cors }))?.status).toBe(403);
      }
    }
  });
});
