import { describe, expect, it } from 'vitest';
import { preflightsAnsweredByRouter, promiseValidatorAllowsEveryOrigin, varyReplaced } from '../../checks';

describe('docs/utils/cors-support.mdx', () => {
  it('In every mode but `false`, the router answers an `OPTIONS` request that carries an `Origin` header itself, with a 204, and never forwards it', preflightsAnsweredByRouter);
  it('the router does not await it, and a Promise, which is always truthy, counts as `true`', promiseValidatorAllowsEveryOrigin);
  it('It replaces any `Vary` your DO or hook sent', varyReplaced);
  it("append it to the router's response in your Worker", async () => {
    const response = await varyReplaced();
    response.headers.append('Vary', 'Accept-Encoding');
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });
});
