import { describe, expect, it } from 'vitest';
import { getWebSocketShim } from '@lumenize/rpc';
import { rpcClient } from '../checks';
import { socketServer } from '../stand-ins';

describe('docs/how-examples-are-checked.mdx', () => {
  it('The sockets that [`getWebSocketShim`](/docs/utils/api/functions/getWebSocketShim) makes have no `OPEN` constant of their own', () => {
    const Shim = getWebSocketShim(socketServer().fetch);
    const ws = new Shim('wss://example.com/socket');
    expect([(ws as unknown as { OPEN?: number }).OPEN, Shim.OPEN]).toEqual([undefined, 1]);
    ws.close();
  });

  it('although at run time every call and property read goes over the wire and must be awaited', async () => {
    await using client = rpcClient();
    const read = client.count;
    expect(typeof read).toBe('function');
    expect(await read).toBe(0);
    expect(typeof client.increment().then).toBe('function');
  });
});
