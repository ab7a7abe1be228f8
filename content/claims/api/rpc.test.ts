import { describe, expect, it } from 'vitest';
import { preflightWithoutAllowHeaders, returnedErrors, rpcContentType } from '../checks';

describe('api/rpc/index.d.ts', () => {
  it('from `@ungap/structured-clone` 1.3.3, built-in types keep their class', returnedErrors);

  it('A configured `Content-Type` replaces the client\'s only when spelled so exactly: `content-type` adds its value to the client\'s (`application/json, text/plain`)', async () => {
    expect(await rpcContentType({})).toBe('application/json');
    expect(await rpcContentType({ 'Content-Type': 'text/plain' })).toBe('text/plain');
    expect(await rpcContentType({ 'content-type': 'text/plain' })).toBe('application/json, text/plain');
  });

  it('a key spelled `Content-Type` exactly replaces it, while `content-type` adds a second value', async () => {
    expect(await rpcContentType({ 'Content-Type': 'text/plain' })).toBe('text/plain');
    expect(await rpcContentType({ 'content-type': 'text/plain' })).toBe('application/json, text/plain');
  });

  it('a custom header needs a preflight, which the 0.9.0 router answers without `Access-Control-Allow-Headers`', preflightWithoutAllowHeaders);
  it('a cross-origin JSON POST only after a preflight, which the 0.9.0 router does not answer with `Access-Control-Allow-Headers`', preflightWithoutAllowHeaders);
});
