import { describe, it } from 'vitest';
import { preflightsAnsweredByRouter, promiseValidatorAllowsEveryOrigin } from '../../checks';

describe('docs/utils/cors-support.mdx', () => {
  it('In every mode but `false`, the router answers an `OPTIONS` request that carries an `Origin` header itself, with a 204, and never forwards it', preflightsAnsweredByRouter);
  it('the router does not await it, and a Promise, which is always truthy, counts as `true`', promiseValidatorAllowsEveryOrigin);
});
