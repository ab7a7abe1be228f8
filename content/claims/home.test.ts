import { describe, expect, it } from 'vitest';
import { createTestingClient } from '@lumenize/testing';
import { rpcClient } from './checks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the claims read what the wire gives back
type Remote = any;

describe('home.mdx', () => {
  it('a browser calls its methods with the types they were written with', async () => {
    await using client = rpcClient();
    const count = await client.increment();
    expect([typeof count, count]).toEqual(['number', 1]);
  });

  it('So can anyone your Worker lets through, with every method and property in reach, `env` and `ctx.storage` included', async () => {
    await using client = rpcClient();
    expect(await client.env.SECRET).toBe('a secret of the Worker');
    await client.ctx.storage.put('reached', true);
    expect(await client.ctx.storage.get('reached')).toBe(true);
  });

  it("`@lumenize/testing` makes the same calls from a vitest test, in the Workers runtime, and reaches the object's storage too", async () => {
    await using counter = createTestingClient<Remote>('RPC_DO', crypto.randomUUID());
    expect(await counter.increment()).toBe(1);
    expect(await counter.ctx.storage.kv.get('never-set')).toBeUndefined();
  });
});
