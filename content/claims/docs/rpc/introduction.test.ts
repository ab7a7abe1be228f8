import { describe, expect, it } from 'vitest';
import { preflightWithoutAllowHeaders, returnedErrors, rpcContentType } from '../../checks';

describe('docs/rpc/introduction.mdx', () => {
  it('From 1.3.3 on, which a fresh install picks, built-in types keep their class', returnedErrors);

  it('At version 0.9.0 the router answers that preflight with `Access-Control-Allow-Origin` alone', preflightWithoutAllowHeaders);

  it('with `headers: { \'Content-Type\': \'text/plain\' }` each call becomes a simple request that needs no preflight, and the server, which reads the body whatever its type, answers it as usual', async () => {
    expect(await rpcContentType({ 'Content-Type': 'text/plain' })).toBe('text/plain');
  });

  it('a lower-case `content-type` is added beside the client\'s own, and the browser sees `application/json, text/plain`', async () => {
    expect(await rpcContentType({ 'content-type': 'text/plain' })).toBe('application/json, text/plain');
  });
});
