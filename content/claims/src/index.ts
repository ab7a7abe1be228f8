// The Worker the claim tests of 0.26.0 run against: one route per behaviour the docs describe.
import { DurableObject } from 'cloudflare:workers';
import { createRouteDORequestAuthHooks } from '@lumenize/auth';
import { LumenizeClientGateway } from '@lumenize/mesh';
import { lumenizeRpcDO, sendDownstream } from '@lumenize/rpc';
import { routeDORequest } from '@lumenize/routing';

export { LumenizeClientGateway };
export { Doorkeeper, Guarded, GuardedClient } from './mesh';

/** Answers with what reached it: which hook let it through, its headers, and a Vary of its own. */
export class Echo extends DurableObject {
  async fetch(request: Request): Promise<Response> {
    const count = (this.ctx.storage.kv.get<number>('hits') ?? 0) + 1;
    this.ctx.storage.kv.put('hits', count);
    return Response.json({ method: request.method, headers: Object.fromEntries(request.headers), hits: count }, { headers: { Vary: 'Accept' } });
  }
}

/** A chat room that accepts its own sockets outside the RPC prefix, wrapped for RPC. */
class ChatBase extends DurableObject {
  secret = 'the room key';
  async fetch(): Promise<Response> {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }
  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    ws.send(`chat: ${String(message)}`);
  }
  async post(to: string, text: string): Promise<void> {
    await sendDownstream(to, this, { text });
  }
  fail(kind: 'range' | 'quota'): never {
    if (kind === 'range') throw new RangeError('too far');
    throw new QuotaError(5);
  }
  five(): number {
    return 5;
  }
  double(n: number): number {
    return n * 2;
  }
  tools(): { shout(text: string): string } {
    return { shout: (text: string) => text.toUpperCase() };
  }
}

class QuotaError extends Error {
  constructor(public readonly limit: number) {
    super(`over the quota of ${limit}`);
    this.name = 'QuotaError';
  }
}
export const Chat = lumenizeRpcDO(ChatBase);

/** A counter for RPC over HTTP behind a hook that refuses with plain text. */
class TableBase extends DurableObject {}
export const Table = lumenizeRpcDO(TableBase);

export default {
  async fetch(request: Request, env: Record<string, DurableObjectNamespace>): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/redirect') {
      return new Response(null, { status: 302, headers: { Location: '/landing', 'Set-Cookie': 'hop=1; Path=/' } });
    }
    if (url.pathname === '/landing') {
      return Response.json({ method: request.method, cookie: request.headers.get('Cookie') });
    }
    if (url.pathname === '/set-cookies') {
      const headers = new Headers();
      headers.append('Set-Cookie', 'tok=abc; Path=/'); // no Domain: host-only in a browser
      headers.append('Set-Cookie', 'sec=1; Path=/; Secure');
      return new Response('set', { headers });
    }
    if (url.pathname === '/cookie') return new Response(request.headers.get('Cookie') ?? '');
    if (url.pathname === '/away') {
      return new Response(null, { status: 302, headers: { Location: 'https://other.example/cookie' } });
    }
    if (url.pathname === '/keep') return new Response(null, { status: 307, headers: { Location: '/body' } });
    if (url.pathname === '/body') return Response.json({ method: request.method, body: await request.text() });
    const hook = (name: string) => (req: Request) => {
      const headers = new Headers(req.headers);
      headers.set('X-Hook', name);
      return new Request(req, { headers });
    };
    const routed =
      (await routeDORequest(request, { ECHO: env.ECHO }, { prefix: 'hooks', onBeforeRequest: hook('request'), onBeforeConnect: hook('connect') })) ||
      (await routeDORequest(request, { ECHO: env.ECHO }, { prefix: 'allow', cors: { origin: ['https://app.example.com'] } })) ||
      (await routeDORequest(request, { ECHO: env.ECHO }, { prefix: 'async-cors', cors: { origin: (async () => false) as never } })) ||
      (await routeDORequest(request, { CHAT: env.CHAT }, { prefix: 'chat' })) ||
      (await routeDORequest(request, { TABLE: env.TABLE }, { prefix: 'refused', onBeforeRequest: () => new Response('Unauthorized', { status: 401 }) })) ||
      (await routeDORequest(request, { LUMENIZE_CLIENT_GATEWAY: env.LUMENIZE_CLIENT_GATEWAY }, { prefix: 'open-gateway' })) ||
      (await routeDORequest(request, { TABLE: env.TABLE }, { prefix: 'plain' }).catch(
        (error: Error) => new Response(`${error.name}: ${error.message}`, { status: 500 }),
      )) ||
      (url.pathname.startsWith('/gateway/')
        ? await routeDORequest(
            request,
            { LUMENIZE_CLIENT_GATEWAY: env.LUMENIZE_CLIENT_GATEWAY },
            { prefix: 'gateway', ...(await createRouteDORequestAuthHooks(env as never)) },
          )
        : undefined);
    return routed ?? new Response('Not Found', { status: 404 });
  },
};
