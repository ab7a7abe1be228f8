import { describe, it, expect, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { createTestRefreshFunction } from '@lumenize/mesh';
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
async function unsignedConnection(sub: string) {
  const claims = btoa(JSON.stringify({ sub })).replace(/=+$/, '');
  const Shim = getWebSocketShim(SELF.fetch.bind(SELF), { headers: { Authorization: `Bearer none.${claims}.none` } });
  const ws = new Shim(`wss://claims.example/open-gateway/lumenize-client-gateway/${sub}.1`);
  await vi.waitFor(() => expect(ws.readyState).toBe(WebSocket.OPEN));
  ws.close();
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

/** A client signed in as an ordinary subject, through the gateway and the auth hooks. */
async function connected(sub: string) {
  const browser = new Browser();
  const tab = browser.context('https://claims.example');
  const client = new GuardedClient({
    baseUrl: 'https://claims.example',
    refresh: createTestRefreshFunction({ sub }),
    fetch: browser.fetch,
    WebSocket: browser.WebSocket,
    sessionStorage: tab.sessionStorage,
    BroadcastChannel: tab.BroadcastChannel,
  });
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
