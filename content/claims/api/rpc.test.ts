import { describe, it } from 'vitest';
import { returnedErrors } from '../checks';

describe('api/rpc/index.d.ts', () => {
  it('from `@ungap/structured-clone` 1.3.3, built-in types keep their class', returnedErrors);
});
