import { describe, it } from 'vitest';
import { varyReplaced } from '../../checks';

describe('docs/utils/route-do-request.mdx', () => {
  it('sets `Vary: Origin`, replacing any `Vary` your DO or hook sent', varyReplaced);
});
