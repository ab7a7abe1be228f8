import { describe, it, expect, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { createHttpTransport, createRpcClient, createWebSocketTransport } from '@lumenize/rpc';
import { parse, stringify } from '@lumenize/structured-clone';
import { Browser, createTestingClient, getWebSocketShim } from '@lumenize/testing';
import type { Chat } from '../src/index';

describe('docs/rpc/introduction.mdx', () => {
  it('so the `INSERT` runs twice', async () => {
    using client = createTestingClient<typeof Chat>('CHAT', 'insert');
    await client.ctx.storage.sql.exec('CREATE TABLE notes (n INTEGER)');
    await client.ctx.storage.sql.exec('INSERT INTO notes VALUES (1)').toArray();
    const { one } = client.ctx.storage.sql.exec('SELECT COUNT(*) AS n FROM notes');
    expect(await one().n).toBe(2);
  });
});

describe('docs/rpc/introduction.mdx', () => {
  it('Every WebSocket the wrapped DO accepts serves RPC, not only those opened under the RPC prefix', async () => {
    const ws = new new Browser().WebSocket('wss://claims.example/chat/chat/room');
    const replies: string[] = [];
    ws.addEventListener('message', (event) => replies.push(String(event.data)));
    await vi.waitFor(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    ws.send('hello');
    ws.send(stringify({ type: '__rpc', batch: [{ id: 'a', operations: [{ type: 'get', key: 'secret' }] }] }));
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(replies).toContain('chat: hello');
    const answer = parse(replies.find((reply) => reply !== 'chat: hello')!);
    expect(answer.batch[0]).toMatchObject({ id: 'a', success: true, result: 'the room key' });
    ws.close();
  });
});

describe('docs/rpc/introduction.mdx', () => {
  it("Anyone who opens a socket offering another user's id receives that user's messages", async () => {
    const alice: unknown[] = [];
    const mallory: unknown[] = [];
    using victim = createTestingClient<typeof Chat>('CHAT', 'room', { clientId: 'alice', onDownstream: (m) => void alice.push(m) });
    using impostor = createTestingClient<typeof Chat>('CHAT', 'room', { clientId: 'alice', onDownstream: (m) => void mallory.push(m) });
    await victim.ctx.id; // both connected before the message goes out
    await impostor.ctx.id;
    using sender = createTestingClient<typeof Chat>('CHAT', 'room');
    await sender.post('alice', 'for alice only');
    await vi.waitFor(() => {
      expect(alice).toEqual([{ text: 'for alice only' }]);
      expect(mallory).toEqual([{ text: 'for alice only' }]);
    });
  });
});

describe('docs/rpc/introduction.mdx', () => {
  it("rejects the call with `JSON.parse`'s `SyntaxError`", async () => {
    using client = createRpcClient<typeof Chat>({
      transport: createHttpTransport('TABLE', 'refused', { baseUrl: 'https://claims.example', prefix: 'refused', fetch: SELF.fetch.bind(SELF) }),
    });
    await expect(client.ctx.storage.get('anything')).rejects.toThrow(SyntaxError);
  });
});

describe('docs/rpc/introduction.mdx', () => {
  it("one of your own arrives as an `Error` whose `name` is your class's name", async () => {
    using client = createTestingClient<typeof Chat>('CHAT', 'errors');
    const range = await client.fail('range').catch((error: unknown) => error);
    expect(range).toBeInstanceOf(RangeError);
    const quota = await client.fail('quota').catch((error: unknown) => error);
    expect(quota).toBeInstanceOf(Error);
    expect(quota).toMatchObject({ name: 'QuotaError', limit: 5, message: 'over the quota of 5' });
    expect(Object.getPrototypeOf(quota)).toBe(Error.prototype);
  });
});

describe('docs/rpc/introduction.mdx', () => {
  it('A function in a result comes back as one you can call, which calls back into the DO', async () => {
    using client = createTestingClient<typeof Chat>('CHAT', 'tools');
    const tools = await client.tools();
    expect(await tools.shout('hi')).toBe('HI');
  });
});

describe('api/rpc/index.d.ts', () => {
  it('calls started before the socket opens wait for it', async () => {
    using client = createRpcClient<typeof Chat>({
      transport: createWebSocketTransport('CHAT', 'one-socket', {
        baseUrl: 'https://claims.example',
        WebSocketClass: getWebSocketShim(SELF.fetch.bind(SELF)),
      }),
    });
    await Promise.all([client.ctx.storage.put('a', 1), client.ctx.storage.put('b', 2), client.ctx.storage.put('c', 3)]);
    using inspector = createTestingClient<typeof Chat>('CHAT', 'one-socket');
    expect(await inspector.ctx.getWebSockets()).toHaveLength(1);
  });
});

describe('api/rpc/index.d.ts', () => {
  it('a longer chain fails with an `Error`', async () => {
    using client = createTestingClient<typeof Chat>('CHAT', 'deep');
    let chain: unknown = client;
    for (let step = 0; step < 51; step++) chain = (chain as Record<string, unknown>).x;
    await expect(chain).rejects.toThrow(/too deep/);
  });
});

describe('api/rpc/index.d.ts', () => {
  it('An HTTP answer is 200 when every call succeeded and 500 when one failed', async () => {
    const call = (operations: unknown[]) =>
      SELF.fetch('https://claims.example/__rpc/CHAT/status/call', {
        method: 'POST',
        body: stringify({ batch: [{ id: '1', operations }] }),
      });
    const ok = await call([{ type: 'get', key: 'secret' }]);
    expect(ok.status).toBe(200);
    const failed = await call([
      { type: 'get', key: 'fail' },
      { type: 'apply', args: ['range'] },
    ]);
    expect(failed.status).toBe(500);
  });
});

describe('api/rpc/index.d.ts', () => {
  it('The calls you start in the same tick go out together, as one HTTP request or one WebSocket message', async () => {
    const { getLastBatchRequest, setInspectMode } = await import('@lumenize/rpc');
    using client = createTestingClient<typeof Chat>('CHAT', 'batch');
    setInspectMode(true);
    try {
      await Promise.all([client.five(), client.double(4)]);
      expect(getLastBatchRequest()?.batch).toHaveLength(2);
    } finally {
      setInspectMode(false);
    }
  });
});

describe('api/rpc/index.d.ts', () => {
  it('A call you hand another as an argument, unawaited, runs inside the DO instead of coming back first.', async () => {
    const { getLastBatchRequest, setInspectMode } = await import('@lumenize/rpc');
    using client = createTestingClient<typeof Chat>('CHAT', 'nested');
    setInspectMode(true);
    try {
      expect(await client.double(client.five() as unknown as number)).toBe(10);
      expect(getLastBatchRequest()?.batch).toHaveLength(1); // five() went inside double()'s call
    } finally {
      setInspectMode(false);
    }
  });
});

describe('api/rpc/index.d.ts', () => {
  it('a request outside the prefix goes to `super.fetch`, so a class without its own `fetch` throws a `TypeError` for it', async () => {
    const response = await SELF.fetch('https://claims.example/plain/table/t/not-rpc');
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/^TypeError: /);
  });
});
