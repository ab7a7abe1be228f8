import { describe, it, expect, vi } from 'vitest';
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { createTestRefreshFunction, type LoginRequiredError } from '@lumenize/mesh';
import { Browser, getWebSocketShim } from '@lumenize/testing';
import { GuardedClient } from '../src/mesh';

describe('docs/mesh/introduction.mdx', () => {
  it('A method without `@mesh()` cannot be called by another node', async () => {
    const browser = new Browser();
    const tab = browser.context('https://claims.example');
    using client = new GuardedClient({
      baseUrl: 'https://claims.example',
      refresh: createTestRefreshFunction({ sub: 'carol' }),
      fetch: browser.fetch,
      WebSocket: browser.WebSocket,
      sessionStorage: tab.sessionStorage,
      BroadcastChannel: tab.BroadcastChannel,
    });
    await vi.waitFor(() => expect(client.connectionState).toBe('connected'));
    client.call('open');
    await vi.waitFor(() => expect(client.results).toEqual(['open']));
    client.call('internal');
    await vi.waitFor(() => expect(client.results).toHaveLength(2));
    expect(client.results[1]).toBeInstanceOf(Error);
  });
});

/**
 * Connects straight to the gateway's own route, past the auth hooks, with a token that has no
 * signature at all: the gateway decodes it without checking one, and the connection opens.
 */
async function unsignedSocket(sub: string) {
  const claims = btoa(JSON.stringify({ sub })).replace(/=+$/, '');
  const Shim = getWebSocketShim(SELF.fetch.bind(SELF), { headers: { Authorization: `Bearer none.${claims}.none` } });
  const ws = new Shim(`wss://claims.example/open-gateway/lumenize-client-gateway/${sub}.1`);
  await vi.waitFor(() => expect(ws.readyState).toBe(WebSocket.OPEN));
  return ws;
}

async function unsignedConnection(sub: string) {
  (await unsignedSocket(sub)).close();
}

describe('docs/mesh/introduction.mdx', () => {
  it('any other way to it lets a client claim any subject', () => unsignedConnection('mallory'));
});

describe('docs/auth/introduction.mdx', () => {
  it('with 403 a subject that is neither an admin nor both email-verified and admin-approved', async () => {
    const { access_token } = await createTestRefreshFunction({ sub: 'dave', adminApproved: false })();
    const url = 'https://claims.example/gateway/lumenize-client-gateway/dave.1';
    const unapproved = await SELF.fetch(url, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(unapproved.status).toBe(403);
    const missing = await SELF.fetch(url);
    expect(missing.status).toBe(401);
  });
});

type ClientConfig = ConstructorParameters<typeof GuardedClient>[0];

/** A client of a browser tab, signing in as `sub` through the gateway and the auth hooks, unless `config` says otherwise. */
function clientOf(sub: string, config: Partial<ClientConfig> = {}) {
  const browser = new Browser();
  const tab = browser.context('https://claims.example');
  return new GuardedClient({
    baseUrl: 'https://claims.example',
    refresh: createTestRefreshFunction({ sub }),
    fetch: browser.fetch,
    WebSocket: browser.WebSocket,
    sessionStorage: tab.sessionStorage,
    BroadcastChannel: tab.BroadcastChannel,
    ...config,
  });
}

/** A client signed in as an ordinary subject, once it is connected. */
async function connected(sub: string, config: Partial<ClientConfig> = {}) {
  const client = clientOf(sub, config);
  await vi.waitFor(() => expect(client.connectionState).toBe('connected'));
  return client;
}

describe('docs/mesh/introduction.mdx', () => {
  it("any connected client can read a node's fields and its `env`, your secrets included", async () => {
    using client = await connected('erin');
    client.probe('field');
    await vi.waitFor(() => expect(client.results).toEqual(['sesame']));
    client.probe('env');
    await vi.waitFor(() => expect(client.results).toHaveLength(2));
    expect(client.results[1]).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });
});

describe('docs/mesh/introduction.mdx', () => {
  it('where `svc.sql` runs any SQL', async () => {
    using client = await connected('frank');
    client.probe('sql');
    await vi.waitFor(() => expect(client.results).toHaveLength(1));
    expect(client.results[0]).toEqual([{ answer: 42 }]);
  });
});

describe('docs/mesh/introduction.mdx', () => {
  it('calls on what a `@mesh()` method returned are not checked either', async () => {
    using client = await connected('grace');
    client.probe('chained');
    await vi.waitFor(() => expect(client.results).toEqual(['internal']));
  });
});

describe('api/mesh/index.d.ts', () => {
  it('it is not awaited, so an `async` guard that throws does not stop the call', async () => {
    using client = await connected('heidi');
    client.call('asyncGuarded');
    await vi.waitFor(() => expect(client.results).toEqual(['asyncGuarded ran']));
  });
});

describe('docs/mesh/introduction.mdx', () => {
  it('an `async` guard or `onBeforeCall()` that throws does not stop the call, and the method runs', async () => {
    using client = await connected('ivan');
    client.call('asyncGuarded');
    client.enter();
    await vi.waitFor(() => expect(client.results).toHaveLength(2));
    expect(client.results.sort()).toEqual(['asyncGuarded ran', 'entered']);
  });
});

describe('api/mesh/index.d.ts', () => {
  it('it is not awaited, so an `async` one that throws does not stop the call', async () => {
    using client = await connected('judy');
    client.enter();
    await vi.waitFor(() => expect(client.results).toEqual(['entered']));
  });
});

describe('api/mesh/index.d.ts', () => {
  it('It decodes the forwarded token without verifying it', () => unsignedConnection('oscar'));
});

describe('api/mesh/index.d.ts', () => {
  it('a handler that does not take `$result` as an argument gets the result, or the `Error`, as an extra last argument', async () => {
    using client = await connected('kate');
    client.unmarked('open');
    await vi.waitFor(() => expect(client.results).toEqual([['open', 'open']]));
    client.unmarked('internal');
    await vi.waitFor(() => expect(client.results).toHaveLength(2));
    expect(client.results[1]).toEqual(['internal', expect.any(Error)]);
  });
});

/** An entry of the chain that no node wrote. */
const madeUp = { type: 'LumenizeDO', bindingName: 'ADMIN', instanceName: 'root' };

/**
 * What a node reads of the chain when the client's socket rewrites each call it sends, as any
 * client could: the first entry claims to be someone else, and `madeUp` comes after it.
 */
async function forgedChains(sub: string) {
  const Socket = new Browser().WebSocket;
  class Forging extends Socket {
    override send(data: string): void {
      const message = JSON.parse(data);
      if (message.type === 'call') {
        message.callContext.callChain[0] = { type: 'LumenizeClient', bindingName: 'LUMENIZE_CLIENT_GATEWAY', instanceName: 'admin.1' };
        message.callContext.callChain.push(madeUp);
      }
      super.send(JSON.stringify(message));
    }
  }
  using client = await connected(sub, { WebSocket: Forging });
  const self = { type: 'LumenizeClient', bindingName: 'LUMENIZE_CLIENT_GATEWAY', instanceName: client.lmz.instanceName };
  client.ask('whoCalls');
  await vi.waitFor(() => expect(client.results).toHaveLength(1));
  expect(client.results[0]).toEqual([self, madeUp]);
  client.ask('relay');
  await vi.waitFor(() => expect(client.results).toHaveLength(2));
  expect(client.results[1]).toEqual([self, madeUp, { type: 'LumenizeDO', bindingName: 'GUARDED', instanceName: 'one' }]);
}

describe('api/mesh/index.d.ts', () => {
  it('the entries the client sent after its own stand as it sent them, while each node past the gateway appends itself. So at the node a client called, the last entry may be made up', () =>
    forgedChains('liam'));
});

describe('docs/mesh/introduction.mdx', () => {
  it('The entries the client sent after its own stand as it sent them (each node past the gateway adds itself), so at the node a client called, rely on `callChain[0]`, not the last entry', () =>
    forgedChains('lena'));
});

/** When the grace period of the gateway `instance` ends, or null when none is running. */
function graceEnd(instance: string): Promise<number | null> {
  const gateways = (env as unknown as { LUMENIZE_CLIENT_GATEWAY: DurableObjectNamespace }).LUMENIZE_CLIENT_GATEWAY;
  return runInDurableObject(gateways.get(gateways.idFromName(instance)), (_gateway, state) => state.storage.getAlarm());
}

describe('api/mesh/index.d.ts', () => {
  it('It lasts 5 s', async () => {
    const ws = await unsignedSocket('max');
    expect(await graceEnd('max.1')).toBeNull();
    const closed = Date.now();
    ws.close();
    await vi.waitFor(async () => expect(await graceEnd('max.1')).not.toBeNull());
    const end = (await graceEnd('max.1'))!;
    expect(end - closed).toBeGreaterThanOrEqual(5000);
    expect(end - Date.now()).toBeLessThanOrEqual(5000);
  });
});

describe('api/mesh/index.d.ts', () => {
  it('A socket closed because a new connection replaced it starts none', async () => {
    const replaced = await unsignedSocket('nora');
    const closes: number[] = [];
    replaced.addEventListener('close', (event) => void closes.push(event.code));
    const current = await unsignedSocket('nora');
    await vi.waitFor(() => expect(closes).toEqual([4409]));
    // Time for the gateway's close handler to run, were it to start one
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await graceEnd('nora.1')).toBeNull();
    current.close();
    await vi.waitFor(async () => expect(await graceEnd('nora.1')).not.toBeNull());
  });
});

describe('api/mesh/index.d.ts', () => {
  it('(a new random one where there is no `sessionStorage` or `BroadcastChannel`)', async () => {
    const bare = { sessionStorage: undefined, BroadcastChannel: undefined };
    using first = await connected('pia', bare);
    using second = await connected('pia', bare);
    expect(first.lmz.instanceName).toMatch(/^pia\.[0-9a-f]{8}$/);
    expect(second.lmz.instanceName).toMatch(/^pia\.[0-9a-f]{8}$/);
    expect(second.lmz.instanceName).not.toBe(first.lmz.instanceName);
  });
});

/**
 * The errors `onLoginRequired` gets when a client's token expires while it is connected and the
 * refresh then fails: the gateway checks the token's expiry at each message it relays.
 */
async function expiredThenSignedOut(sub: string) {
  const signIn = createTestRefreshFunction({ sub, ttl: 2 });
  let refreshes = 0;
  const errors: LoginRequiredError[] = [];
  using client = await connected(sub, {
    refresh: () => (++refreshes === 1 ? signIn() : Promise.reject(new Error('signed out'))),
    onLoginRequired: (error) => void errors.push(error),
  });
  await new Promise((resolve) => setTimeout(resolve, 3100));
  client.call('open');
  await vi.waitFor(() => expect(errors).toHaveLength(1));
  expect(client.connectionState).toBe('disconnected');
  return errors[0];
}

describe('api/mesh/index.d.ts', () => {
  it('a refresh failed after the gateway closed the socket for an expired token (4401)', async () => {
    expect(await expiredThenSignedOut('olaf')).toMatchObject({ name: 'LoginRequiredError' });
  });
});

describe('api/mesh/index.d.ts', () => {
  it('or `401` when the refresh failed', async () => {
    expect(await expiredThenSignedOut('olga')).toMatchObject({ code: 401 });
  });
});

describe('api/mesh/index.d.ts', () => {
  it('A token the auth hooks refuse, or a refresh that fails before the first connection, does not call it: the client keeps retrying', async () => {
    const called: LoginRequiredError[] = [];
    let sockets = 0;
    const Socket = new Browser().WebSocket;
    class Counting extends Socket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        sockets++;
      }
    }
    // An unapproved subject's token: the hooks answer 403, and the client opens a socket again
    using refused = clientOf('paul', {
      refresh: createTestRefreshFunction({ sub: 'paul', adminApproved: false }),
      WebSocket: Counting,
      onLoginRequired: (error) => void called.push(error),
    });
    let refreshes = 0;
    using signedOut = clientOf('petra', {
      refresh: () => (refreshes++, Promise.reject(new Error('signed out'))),
      onLoginRequired: (error) => void called.push(error),
    });
    await vi.waitFor(
      () => {
        expect(sockets).toBeGreaterThanOrEqual(2);
        expect(refreshes).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5000 },
    );
    expect(called).toEqual([]);
    expect(refused.connectionState).toBe('reconnecting');
    expect(signedOut.connectionState).toBe('reconnecting');
  });
});
