import { describe, expect, it } from 'vitest';
import { publicImageSize } from './image-size';

describe('publicImageSize', () => {
  it('reads an SVG’s size from its viewBox', () => {
    expect(publicImageSize('/img/blog/no-trespassing.svg')).toEqual({ width: 800, height: 565 });
  });

  it('reads a PNG’s size from its header', () => {
    expect(publicImageSize('/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
  });

  it('is undefined for a file that does not exist', () => {
    expect(publicImageSize('/img/nowhere.svg')).toBeUndefined();
  });
});
