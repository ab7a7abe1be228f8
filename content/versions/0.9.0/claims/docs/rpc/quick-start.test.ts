import { describe, expect, it } from 'vitest';
import { env, SELF } from 'cloudflare:test';
// The package's exports leave out its package.json: read it where the run installed it
import rpcPackage from '../../../node_modules/@lumenize/rpc/package.json';
import { createRpcClient } from '@lumenize/rpc';
import { routeDORequest } from '@lumenize/utils';
import { RpcDO } from '../../worker';
import { rpcClient, socketClient } from '../../checks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

describe('docs/rpc/quick-start.mdx', () => {
  it('The binding name becomes part of the URL, so the lowercase `\'counter\'` would work too', async () => {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const outgoing = new Request(input, init);
      urls.push(new URL(outgoing.url).pathname);
      return (await routeDORequest(outgoing, { COUNTER: env.RPC_DO }, { prefix: '__rpc' }))!;
    };
    const name = crypto.randomUUID();
    expect(await createRpcClient<Remote>('counter', name, { transport: 'http', fetch }).increment()).toBe(1);
    expect(await createRpcClient<Remote>('COUNTER', name, { transport: 'http', fetch }).increment()).toBe(2);
    expect(urls).toEqual([`/__rpc/counter/${name}/call`, `/__rpc/COUNTER/${name}/call`]);
  });

  it('provides a WebSocket class that connects through `SELF.fetch`, straight into your Worker', async () => {
    // No transport given: the calls go over the shim's socket, through the Worker's router
    const { client, made } = socketClient();
    expect(await client.increment()).toBe(1);
    expect(made).toHaveLength(1);
    await client[Symbol.asyncDispose]();
  });

  it('`await using` disconnects the client automatically when the test ends', async () => {
    const counted = socketClient();
    {
      await using client = counted.client;
      await client.increment();
    }
    expect(counted.made[0].readyState).toBe(WebSocket.CLOSING);
  });

  it('`@lumenize/rpc` 0.9.0 names `vitest` 3.2.4 exactly as a peer dependency, and `@cloudflare/vitest-pool-workers` in the 0.9 line from 0.9.3 on', () => {
    expect((rpcPackage as { peerDependencies: object }).peerDependencies).toEqual({ vitest: '3.2.4', '@cloudflare/vitest-pool-workers': '^0.9.3' });
  });

  it('Wrapping it with [`lumenizeRpcDO`](/docs/rpc/api/functions/lumenizeRpcDO) adds the RPC endpoints and leaves your logic untouched', async () => {
    await using client = rpcClient();
    expect([await client.increment(), await client.increment()]).toEqual([1, 2]);
    const own = await SELF.fetch(`https://example.com/rpc-do/${crypto.randomUUID()}/page`);
    expect(await own.text()).toMatch(/^own fetch: /);
    expect(Object.getPrototypeOf(RpcDO).name).toBe('RpcBase');
  });

  it('Handles both https:// and wss:// requests', async () => {
    const name = crypto.randomUUID();
    const upgrade = await SELF.fetch(`https://example.com/__rpc/RPC_DO/${name}/call`, { headers: { Upgrade: 'websocket' } });
    expect(upgrade.status).toBe(101);
    upgrade.webSocket?.accept();
    upgrade.webSocket?.close();
    await using client = rpcClient(name);
    expect(await client.increment()).toBe(1);
  });

  it('An RPC-enabled DO exposes every property and method to whoever reaches it, `env` and `ctx.storage` included', async () => {
    await using client = rpcClient();
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    await client.ctx.storage.put('stored', 1);
    expect(await client.ctx.storage.get('stored')).toBe(1);
  });
});
