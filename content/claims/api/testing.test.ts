import { describe, expect, it } from 'vitest';
import { Browser, createTestingClient } from '@lumenize/testing';
import { throughTheWorker } from '../checks';

describe('api/testing/index.d.ts', () => {
  it("so your Worker's routing and the DO's own `fetch` run for each request", () => throughTheWorker(new Browser().fetch));

  it('each call is a `POST` of its own through `SELF.fetch`, and no WebSocket is opened', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
    await using client = createTestingClient<any>('RPC_DO', crypto.randomUUID());
    // The RPC endpoint answers anything but a POST with 405, so answers mean POSTs
    expect(await client.increment()).toBe(1);
    expect(await client.increment()).toBe(2);
    // A socket of the WebSocket transport would be one the DO accepted
    expect(await client.ctx.getWebSockets()).toEqual([]);
  });
});
