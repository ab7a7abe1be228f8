import { describe, it, expect } from 'vitest';
import { SELF } from 'cloudflare:test';
import { createTestingClient } from '@lumenize/testing';
import type { Echo } from '../src/index';

type Echoed = { method: string; headers: Record<string, string>; hits: number };

describe('api/routing/index.d.ts', () => {
  it('The method plays no part, and exactly one of the two runs', async () => {
    const plain = (await (await SELF.fetch('https://claims.example/hooks/echo/hook', { method: 'POST' })).json()) as Echoed;
    expect(plain.headers['x-hook']).toBe('request');
    const upgraded = await SELF.fetch('https://claims.example/hooks/echo/hook', { method: 'POST', headers: { Upgrade: 'websocket' } });
    expect(((await upgraded.json()) as Echoed).headers['x-hook']).toBe('connect');
  });
});

describe('api/routing/index.d.ts', () => {
  it('Every other header of the request is forwarded as sent.', async () => {
    const response = await SELF.fetch('https://claims.example/hooks/echo/headers', { headers: { 'x-partykit-room': 'chosen-by-the-client' } });
    const { headers } = (await response.json()) as Echoed;
    expect(headers['x-partykit-room']).toBe('chosen-by-the-client');
    expect(headers['x-lumenize-do-binding-name']).toBe('ECHO');
    expect(headers['x-lumenize-do-instance-name-or-id']).toBe('headers');
  });
});

describe('docs/routing/cors-support.mdx', () => {
  it('a promise counts as `true`: every origin is allowed', async () => {
    const response = await SELF.fetch('https://claims.example/async-cors/echo/any', { headers: { Origin: 'https://evil.example.net' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example.net');
  });
});

describe('docs/routing/cors-support.mdx', () => {
  it('It replaces any `Vary` the response already had.', async () => {
    const response = await SELF.fetch('https://claims.example/allow/echo/vary', { headers: { Origin: 'https://app.example.com' } });
    expect(response.headers.get('Vary')).toBe('Origin');
  });
});

describe('docs/routing/cors-support.mdx', () => {
  it('is answered by the router with 204: with the two headers for an allowed origin, without them for another', async () => {
    using echo = createTestingClient<typeof Echo>('ECHO', 'preflight');
    const preflight = (origin: string) => SELF.fetch('https://claims.example/allow/echo/preflight', { method: 'OPTIONS', headers: { Origin: origin } });
    const allowed = await preflight('https://app.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
    const other = await preflight('https://evil.example.net');
    expect(other.status).toBe(204);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(await echo.ctx.storage.kv.get('hits')).toBeUndefined(); // the DO never saw either
  });
});

describe('docs/routing/cors-support.mdx', () => {
  it('gets 403 with the body `Forbidden: Origin not allowed`', async () => {
    using echo = createTestingClient<typeof Echo>('ECHO', 'refused');
    const response = await SELF.fetch('https://claims.example/allow/echo/refused', { method: 'POST', headers: { Origin: 'https://evil.example.net' } });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Forbidden: Origin not allowed');
    expect(await echo.ctx.storage.kv.get('hits')).toBeUndefined();
  });
});

describe('docs/routing/cors-support.mdx', () => {
  it('A request without an `Origin` header** is forwarded unchecked', async () => {
    const response = await SELF.fetch('https://claims.example/allow/echo/no-origin', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('api/routing/index.d.ts', () => {
  it('The test is a plain "starts with": `/do` also matches `/docs/…`.', async () => {
    const { parsePathname } = await import('@lumenize/routing');
    expect(parsePathname('/docs/echo/x', { prefix: 'do' })).toEqual({ doBindingNameSegment: 'cs', doInstanceNameOrId: 'echo' });
  });
});

describe('api/routing/index.d.ts', () => {
  it('`false` otherwise, upper-case hex included', async () => {
    const { isDurableObjectId } = await import('@lumenize/routing');
    expect(isDurableObjectId('a'.repeat(64))).toBe(true);
    expect(isDurableObjectId('A'.repeat(64))).toBe(false);
    expect(isDurableObjectId('a'.repeat(63))).toBe(false);
  });
});

describe('docs/routing/route-do-request.mdx', () => {
  it('when the binding segment matches but the instance segment is missing. Its `httpErrorCode` is 400.', async () => {
    const { env } = await import('cloudflare:test');
    const { MissingInstanceNameError, routeDORequest } = await import('@lumenize/routing');
    const bindings = { ECHO: (env as Record<string, unknown>).ECHO };
    const attempt = routeDORequest(new Request('https://claims.example/echo'), bindings);
    await expect(attempt).rejects.toBeInstanceOf(MissingInstanceNameError);
    await expect(attempt).rejects.toMatchObject({ httpErrorCode: 400, code: 'MISSING_INSTANCE_NAME' });
  });
});
