import { describe, it } from 'vitest';
import { promiseValidatorAllowsEveryOrigin } from '../../checks';

describe('docs/utils/cors-support.mdx', () => {
  it('the router does not await it, and a Promise, which is always truthy, counts as `true`', promiseValidatorAllowsEveryOrigin);
});
