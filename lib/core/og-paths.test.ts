import { describe, expect, it } from 'vitest';
import { ogImagePage, ogImagePath } from './og-paths';

describe('ogImagePath', () => {
  it('names the card after its page, and maps back', () => {
    expect(ogImagePath('/docs/rpc/quick-start')).toBe('/og/docs/rpc/quick-start.png');
    expect(ogImagePath('/blog/shoulders-of-giants/')).toBe('/og/blog/shoulders-of-giants.png');
    expect(ogImagePage('/og/docs/rpc/quick-start.png')).toBe('/docs/rpc/quick-start');
    expect(ogImagePage('/img/social-card.png')).toBeUndefined();
  });
});
