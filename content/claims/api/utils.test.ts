import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { MissingInstanceNameError, MultipleBindingsFoundError, routeDORequest } from '@lumenize/utils';
import { preflightsAnsweredByRouter, promiseValidatorAllowsEveryOrigin, varyReplaced } from '../checks';
import { namespace, request } from '../stand-ins';

describe('api/utils/index.d.ts', () => {
  it('an `OPTIONS` request that carries an `Origin` is answered by the router itself, with 204: neither the hooks nor the DO see it', preflightsAnsweredByRouter);
  it('A Promise counts as `true`, so an `async` validator lets every origin in, whatever it resolves to', promiseValidatorAllowsEveryOrigin);

  it('A hook may be synchronous or asynchronous', async () => {
    for (const hook of [() => new Response('sync', { status: 401 }), async () => new Response('async', { status: 401 })]) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a'), { MY_DO }, { onBeforeRequest: hook });
      expect(response?.status).toBe(401);
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('a `Request` to forward instead of the one that came, or nothing to forward that one', async () => {
    const MY_DO = namespace();
    const replaced = (req: Request) => new Request(req, { headers: { 'X-User-ID': 'u1' } });
    await routeDORequest(request('/my-do/a', { headers: { 'X-User-ID': 'forged' } }), { MY_DO }, { onBeforeRequest: replaced });
    await routeDORequest(request('/my-do/a', { headers: { 'X-Came': 'as is' } }), { MY_DO }, { onBeforeRequest: () => undefined });
    expect(MY_DO.forwarded[0].headers.get('X-User-ID')).toBe('u1');
    expect(MY_DO.forwarded[1].headers.get('X-Came')).toBe('as is');
  });

  it('Exactly one hook runs for a request', async () => {
    for (const [headers, expected] of [
      [{}, ['request']],
      [{ Upgrade: 'websocket' }, ['connect']],
      [{ Upgrade: 'WebSocket' }, ['connect']],
      [{ Upgrade: 'h2c' }, ['request']],
    ] as const) {
      const ran: string[] = [];
      await routeDORequest(request('/my-do/a', { headers }), { MY_DO: namespace() }, {
        onBeforeConnect: () => void ran.push('connect'),
        onBeforeRequest: () => void ran.push('request'),
      });
      expect(ran).toEqual(expected);
    }
  });

  it('a `POST` with `Upgrade: websocket` goes to `onBeforeConnect` and on to the DO without `onBeforeRequest`', async () => {
    const MY_DO = namespace();
    const ran: string[] = [];
    const response = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Upgrade: 'websocket' } }), { MY_DO }, {
      onBeforeConnect: () => void ran.push('connect'),
      onBeforeRequest: () => {
        ran.push('request');
        return new Response('API key required', { status: 403 });
      },
    });
    expect(ran).toEqual(['connect']);
    expect(await response?.text()).toBe('from the DO');
    expect(MY_DO.forwarded[0].method).toBe('POST');
  });

  it('Called before a request whose `Upgrade` header says `websocket` reaches the DO, whatever its method', async () => {
    for (const method of ['GET', 'DELETE']) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a', { method, headers: { Upgrade: 'websocket' } }), { MY_DO }, {
        onBeforeConnect: () => new Response('refused', { status: 401 }),
      });
      expect(response?.status).toBe(401);
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('Called before every other request reaches the DO', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const MY_DO = namespace();
      const response = await routeDORequest(request('/my-do/a', { method }), { MY_DO }, { onBeforeRequest: () => new Response('refused', { status: 401 }) });
      expect(response?.status).toBe(401);
      expect(MY_DO.forwarded).toHaveLength(0);
    }
  });

  it('Its `name` is `\'MissingInstanceNameError\'`, its `code` is `\'MISSING_INSTANCE_NAME\'`, and its `httpErrorCode` is 400', async () => {
    const error = await routeDORequest(request('/my-do'), { MY_DO: namespace() }).catch((thrown) => thrown);
    expect(error).toBeInstanceOf(MissingInstanceNameError);
    expect(error).toMatchObject({ name: 'MissingInstanceNameError', code: 'MISSING_INSTANCE_NAME', httpErrorCode: 400 });
    expect(error.message).toContain('[/prefix]/doBindingName/doInstanceNameOrId/...');
  });

  it('it passes every other one through unchanged, such as the `TypeError` of `idFromString`', async () => {
    const invalidId = await routeDORequest(request(`/probe/${'a'.repeat(64)}`), { PROBE: env.PROBE }).catch((thrown) => thrown);
    expect(invalidId).toBeInstanceOf(TypeError);
    expect(invalidId).not.toBeInstanceOf(MissingInstanceNameError);
    expect(invalidId).not.toBeInstanceOf(MultipleBindingsFoundError);
    expect(invalidId.httpErrorCode).toBeUndefined();

    const fromHook = new Error('SECRET_TOKEN=abc is wrong');
    const thrown = await routeDORequest(request('/my-do/a'), { MY_DO: namespace() }, {
      onBeforeRequest: () => {
        throw fromHook;
      },
    }).catch((error) => error);
    expect(thrown).toBe(fromHook);

    const fromDO = new Error('storage failed');
    const MY_DO = namespace(() => {
      throw fromDO;
    });
    expect(await routeDORequest(request('/my-do/a'), { MY_DO }).catch((error) => error)).toBe(fromDO);
  });
  it('carries `Vary: Origin`, which replaces any `Vary` the DO or the hook sent', varyReplaced);
});
