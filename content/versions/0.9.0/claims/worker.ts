/**
 * The Worker the claim tests run beside, in workerd: the Durable Objects a claim needs a real
 * runtime for. Claims about what the router or the RPC layer does with a request mostly call the
 * libraries in the test itself, against stand-ins; these are for what only a real DO shows.
 */
import { DurableObject } from 'cloudflare:workers';
import { Agent, type Connection, type WSMessage } from 'agents';
import { lumenizeRpcDO } from '@lumenize/rpc';
import { routeAgentRequest, routeDORequest } from '@lumenize/utils';

export interface Env {
  PROBE: DurableObjectNamespace<Probe>;
  RPC_DO: DurableObjectNamespace;
  CHAT_AGENT: DurableObjectNamespace;
  SECRET: string;
}

/** A plain DO that counts the requests its own `fetch` handles and answers with what it got. */
export class Probe extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    const fetches = (this.ctx.storage.kv.get<number>('fetches') ?? 0) + 1;
    this.ctx.storage.kv.put('fetches', fetches);
    return Response.json({ fetches, method: request.method, url: request.url, headers: Object.fromEntries(request.headers) });
  }
}

/** Thrown by `RpcBase.throwOwn`: a subclass of the DO's own, with an own property. */
class OwnError extends Error {
  code = 'E_OWN';
}

/** What the RPC claims call: each member shows one thing the RPC layer does with it. */
class RpcBase extends DurableObject<Env> {
  static kind = 'static member';
  count = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The runtime answers 'ping' with 'pong' without waking the DO
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  increment(): number {
    this.count += 1;
    return this.count;
  }

  echo<T>(value: T): T {
    return value;
  }

  throwRange(): never {
    throw new RangeError('out of range');
  }

  throwOwn(): never {
    throw new OwnError('own error');
  }

  returnErrors(): Error[] {
    const typed = new TypeError('returned');
    Object.assign(typed, { code: 'E_RETURNED' });
    return [typed, new OwnError('own returned')];
  }

  classInstance(): OwnError | { kind: string } {
    return new (class Point {
      kind = 'point';
    })();
  }

  withFunctions(): object {
    const base = { double: (n: number) => n * 2 };
    return Object.assign(Object.create({ half: (n: number) => n / 2 }), base, {
      get answer() {
        return 42;
      },
    });
  }

  async asyncThing(): Promise<{ isPromise(this: unknown): boolean }> {
    return {
      isPromise() {
        return this instanceof Promise;
      },
    };
  }

  async slow(ms: number): Promise<string> {
    await scheduler.wait(ms);
    return 'late';
  }

  /** Closes every socket the DO holds, the one this call came in on included. */
  dropSockets(): void {
    for (const ws of this.ctx.getWebSockets()) ws.close(4000, 'dropped');
  }

  /** Rows of a table the SQL claims insert into, counted from inside the DO. */
  rows(table: string): number {
    this.ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS ${table} (n INTEGER)`);
    return this.ctx.storage.sql.exec(`SELECT COUNT(*) AS c FROM ${table}`).one().c as number;
  }

  /**
   * A socket of the DO's own, at any path that does not start with the RPC prefix: tagged with its
   * path's last segment, its upgrade's path and cookies attached, and the protocol `b` chosen when
   * offered.
   */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() === 'websocket') {
      const path = new URL(request.url).pathname;
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server, [path.split('/').at(-1) ?? '']);
      server.serializeAttachment({ path, cookie: request.headers.get('Cookie') });
      const offered = (request.headers.get('Sec-WebSocket-Protocol') ?? '').split(',').map((protocol) => protocol.trim());
      const headers = offered.includes('b') ? { 'Sec-WebSocket-Protocol': 'b' } : undefined;
      return new Response(null, { status: 101, webSocket: client, headers });
    }
    return new Response(`own fetch: ${new URL(request.url).pathname}`);
  }

  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    ws.send(`own handler: ${String(message)}`);
  }

  webSocketClose(ws: WebSocket, code: number, reason: string): void {
    this.ctx.storage.kv.put('closed', { code, reason });
    ws.close(code, reason);
  }
}

export const RpcDO = lumenizeRpcDO(RpcBase);

/**
 * An Agent that greets each connection, closes it when asked to, and echoes anything else; over
 * HTTP it answers with the name it was given and the props it started with.
 */
export class ChatAgent extends Agent<Env> {
  startProps: unknown;

  async onStart(props?: unknown): Promise<void> {
    this.startProps = props ?? null;
  }

  onRequest(): Response {
    return Response.json({ name: this.name, props: this.startProps });
  }

  onConnect(connection: Connection): void {
    connection.send('welcome');
  }

  onMessage(connection: Connection, message: WSMessage): void {
    if (message === 'close me') connection.close(4000, 'asked to');
    else connection.send(`echo: ${String(message)}`);
  }
}

export default {
  async fetch(request, env) {
    return (
      (await routeDORequest(request, { RPC_DO: env.RPC_DO }, { prefix: '__rpc' })) ||
      (await routeAgentRequest(request, { CHAT_AGENT: env.CHAT_AGENT })) ||
      (await routeDORequest(request, { RPC_DO: env.RPC_DO, PROBE: env.PROBE })) ||
      new Response('Not Found', { status: 404 })
    );
  },
} satisfies ExportedHandler<Env>;
