import { describe, it } from 'vitest';
import { returnedErrors } from '../../checks';

describe('docs/rpc/introduction.mdx', () => {
  it('From 1.3.3 on, which a fresh install picks, built-in types keep their class', returnedErrors);
});
