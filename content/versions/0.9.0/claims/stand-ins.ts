import { vi } from 'vitest';

/**
 * Stand-ins the claims hand the libraries where a real binding would hide what they do: a
 * namespace that records what the router asks of it and what reaches its DO.
 */

/** A `DurableObjectNamespace` whose one DO answers with `answer` and keeps every request it got. */
export function namespace(answer: (request: Request) => Response | Promise<Response> = () => new Response('from the DO')) {
  const forwarded: Request[] = [];
  const lookups: string[] = [];
  const stub = {
    async fetch(request: Request): Promise<Response> {
      forwarded.push(request);
      return answer(request);
    },
  };
  return {
    /** Each request that reached the DO, as the router forwarded it. */
    forwarded,
    /** How the router found the DO: `getByName lobby`, `idFromString <id>`, `get`. */
    lookups,
    getByName(name: string) {
      lookups.push(`getByName ${name}`);
      return stub;
    },
    idFromName(name: string) {
      return { name };
    },
    idFromString(id: string) {
      lookups.push(`idFromString ${id}`);
      return { id };
    },
    get() {
      lookups.push('get');
      return stub;
    },
  };
}

/** A request to `path` on an origin of no importance. */
export function request(path: string, init?: RequestInit): Request {
  return new Request(`https://example.com${path}`, init);
}

/**
 * A fetch for the utils `Browser` that answers as a server allowing `allowed` would, with
 * `Access-Control-Allow-Origin` and nothing else, and keeps every request it got.
 */
export function corsServer(allowed: string) {
  const received: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const incoming = new Request(input, init);
    received.push(incoming);
    const origin = incoming.headers.get('Origin');
    const headers: Record<string, string> = origin === allowed ? { 'Access-Control-Allow-Origin': allowed } : {};
    return new Response(incoming.method === 'OPTIONS' ? null : 'ok', { status: incoming.method === 'OPTIONS' ? 204 : 200, headers });
  };
  return { received, fetch: fetch as typeof globalThis.fetch };
}

/**
 * A fetch that answers WebSocket upgrades as a Worker would, with the server's end accepted in the
 * test: it echoes what it is sent, closes with 4000 when sent `close me`, and answers the protocol
 * `chosen` when one is given. `refuse` answers 403 instead. Keeps every upgrade request.
 */
export function socketServer(options: { chosen?: string; refuse?: boolean } = {}) {
  const upgrades: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const upgrade = new Request(input, init);
    upgrades.push(upgrade);
    if (options.refuse) return new Response('Forbidden', { status: 403 });
    const { 0: client, 1: server } = new WebSocketPair();
    server.accept();
    server.addEventListener('message', (event) => {
      if (event.data === 'close me') server.close(4000, 'asked to');
      else server.send(`echo: ${String(event.data)}`);
    });
    server.addEventListener('close', (event) => server.close(event.code, event.reason));
    const headers = options.chosen ? { 'Sec-WebSocket-Protocol': options.chosen } : undefined;
    return new Response(null, { status: 101, webSocket: client, headers });
  };
  return { upgrades, fetch: fetch as typeof globalThis.fetch };
}

/**
 * Waits for `check` to pass, as `vi.waitFor` does, for up to ten seconds: a claim waits for an
 * event, and the run shares a busy machine.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 20 });
}
