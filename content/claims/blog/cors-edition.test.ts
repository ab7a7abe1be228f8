import { describe, expect, it } from 'vitest';
import { routeDORequest } from '@lumenize/utils';
import { promiseValidatorAllowsEveryOrigin, varyReplaced } from '../checks';
import { namespace, request } from '../stand-ins';

const app = 'https://app.example';
const evil = 'https://evil.example';

/** The router's answer, and whether the DO and the hook saw the request. */
async function route(init: RequestInit, options: Parameters<typeof routeDORequest>[2] = { cors: { origin: [app] } }) {
  const MY_DO = namespace();
  let hooked = false;
  const response = await routeDORequest(request('/my-do/a', init), { MY_DO }, { ...options, onBeforeRequest: () => void (hooked = true), onBeforeConnect: () => void (hooked = true) });
  return { response, reached: MY_DO.forwarded.length === 1, hooked };
}

describe('blog/2025-10-12-you-cant-be-better-unless-you-are-different-cors-edition.mdx', () => {
  it('It is off until you give the router a list of origins (or a function that decides)', async () => {
    expect((await route({ headers: { Origin: evil } }, {})).response?.status).toBe(200);
    expect((await route({ headers: { Origin: evil } }, { cors: { origin: () => false } })).response?.status).toBe(403);
  });

  it("a request whose origin isn't on it is turned away immediately with a `403`, whether it's an ordinary HTTP request or a WebSocket upgrade", async () => {
    for (const headers of [{ Origin: evil }, { Origin: evil, Upgrade: 'websocket' }]) {
      const { response, reached, hooked } = await route({ method: 'POST', headers });
      expect([response?.status, reached, hooked]).toEqual([403, false, false]);
    }
  });

  it('by default the router adds no CORS headers and lets every origin through, WebSocket upgrades included, and `cors: true` allows every origin too', async () => {
    for (const options of [{}, { cors: true as const }]) {
      for (const headers of [{ Origin: evil }, { Origin: evil, Upgrade: 'websocket' }]) expect((await route({ headers }, options)).reached).toBe(true);
    }
    expect((await route({ headers: { Origin: evil } }, {})).response?.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('those go through to the hooks and the DO from any site', async () => {
    for (const method of ['GET', 'HEAD']) expect(await route({ method })).toMatchObject({ reached: true, hooked: true });
  });

  it('requests whose `Origin` isn\'t on the list are refused up front, for HTTP and WebSocket alike. Requests without an `Origin` header are let through unchecked', async () => {
    expect((await route({ headers: { Origin: evil, Upgrade: 'websocket' } })).reached).toBe(false);
    expect((await route({ headers: { Upgrade: 'websocket' } })).reached).toBe(true);
  });

  it('Preflight requests get a positive answer only for listed origins', async () => {
    const listed = (await route({ method: 'OPTIONS', headers: { Origin: app } })).response;
    const other = (await route({ method: 'OPTIONS', headers: { Origin: evil } })).response;
    expect([listed?.headers.get('Access-Control-Allow-Origin'), other?.headers.get('Access-Control-Allow-Origin')]).toEqual([app, null]);
  });

  it('Whenever a response reflects a specific origin back to the caller, it also carries `Vary: Origin`', async () => {
    for (const init of [{ headers: { Origin: app } }, { method: 'OPTIONS', headers: { Origin: app } }]) {
      expect((await route(init)).response?.headers.get('Vary')).toBe('Origin');
    }
  });

  it('(Today, the open-source `routeDORequest` passes requests that carry no `Origin` header straight through.)', async () => {
    expect((await route({ method: 'DELETE' })).reached).toBe(true);
  });

  it('replacing any `Vary` header the DO sent', varyReplaced);

  it("the router doesn't await it, and takes a Promise, which is always truthy, as a yes for every origin", promiseValidatorAllowsEveryOrigin);

  it("the open-source router's preflight reply carries only `Access-Control-Allow-Origin` and `Vary: Origin`", async () => {
    const { response } = await route({ method: 'OPTIONS', headers: { Origin: app, 'Access-Control-Request-Headers': 'content-type' } });
    expect([...response!.headers.keys()].sort()).toEqual(['access-control-allow-origin', 'vary']);
  });
});
