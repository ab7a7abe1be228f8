import { describe, expect, it, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
// Read each package's package.json where the run installed it: their exports leave some out
import utilsPackage from '../../node_modules/@lumenize/utils/package.json';
import rpcPackage from '../../node_modules/@lumenize/rpc/package.json';
import testingPackage from '../../node_modules/@lumenize/testing/package.json';
import { createRpcClient, getWebSocketShim } from '@lumenize/rpc';
import { routeDORequest } from '@lumenize/utils';
import { Browser } from '@lumenize/testing';
import { rpcClient } from '../checks';
import { eventually, namespace, request } from '../stand-ins';

const dependencies = (manifest: unknown) => Object.keys((manifest as { dependencies?: object }).dependencies ?? {}).filter((name) => name.startsWith('@lumenize/'));

describe('docs/introduction.mdx', () => {
  it('`@lumenize/utils` needs no other package at run time, although its manifest names `vitest` and the Workers vitest pool as peer dependencies', () => {
    const manifest = utilsPackage as { dependencies?: object; peerDependencies?: object };
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual(['@cloudflare/vitest-pool-workers', 'vitest']);
  });

  it('`@lumenize/rpc` brings `@lumenize/utils` along, and `@lumenize/testing` brings both', () => {
    expect(dependencies(rpcPackage)).toEqual(['@lumenize/utils']);
    expect(dependencies(testingPackage).sort()).toEqual(['@lumenize/rpc', '@lumenize/utils']);
  });

  it('You open WebSockets with the standard browser API, drive your DO with the same client libraries your users run, exercise WebSocket auto-response pairs', async () => {
    const ws = new (new Browser().WebSocket)(`wss://example.com/rpc-do/${crypto.randomUUID()}/chat`);
    const got: string[] = [];
    ws.addEventListener('message', (event) => got.push(String(event.data)));
    ws.addEventListener('open', () => ws.send('ping'));
    await eventually(() => expect(got).toEqual(['pong']));
    ws.close();
  });

  it("whoever gets through your Worker's routing can call every method and read every property of the DO, `env` and `ctx.storage` included", async () => {
    await using client = rpcClient();
    expect(await client.increment()).toBe(1);
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    expect(await client.ctx.storage.sql.databaseSize).toBeTypeOf('number');
  });

  it('Same class, plus RPC endpoints for HTTP and WebSocket', async () => {
    const name = crypto.randomUUID();
    await using overHttp = rpcClient(name);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
    await using overSocket = createRpcClient<any>('RPC_DO', name, { WebSocketClass: getWebSocketShim(SELF.fetch.bind(SELF)) });
    expect([await overHttp.increment(), await overSocket.increment()]).toEqual([1, 2]);
  });

  it('stricter origin checks: an allowlist that the server enforces for WebSocket upgrades as well as HTTP requests', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'https://evil.example', Upgrade: 'websocket' }]) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a', { headers }), { MY_DO }, { cors: { origin: ['https://app.example'] } });
      expect([response?.status, MY_DO.forwarded.length]).toEqual([403, 0]);
    }
  });

  it('At version 0.9.0 the packages write their debug output with plain `console.debug` calls', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await using client = rpcClient();
    await client.increment();
    expect(debug).toHaveBeenCalledWith('%o', expect.objectContaining({ type: 'debug', where: 'HttpPostTransport.execute' }));
    debug.mockRestore();
  });
});
