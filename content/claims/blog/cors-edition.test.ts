import { describe, it } from 'vitest';
import { promiseValidatorAllowsEveryOrigin, varyReplaced } from '../checks';

describe('blog/2025-10-12-you-cant-be-better-unless-you-are-different-cors-edition.mdx', () => {
  it("the router doesn't await it, and takes a Promise, which is always truthy, as a yes for every origin", promiseValidatorAllowsEveryOrigin);
  it('replacing any `Vary` header the DO sent', varyReplaced);
});
