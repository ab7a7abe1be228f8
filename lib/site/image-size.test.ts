import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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

  it('takes an SVG’s own width and height over its viewBox, as a browser sizes it, and reads other formats', () => {
    const site = mkdtempSync(join(tmpdir(), 'image-size-'));
    mkdirSync(join(site, 'public'));
    writeFileSync(join(site, 'public/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16" viewBox="0 0 48 32"></svg>');
    // A GIF's header: its signature, then its width and height (little-endian).
    writeFileSync(join(site, 'public/dot.gif'), new Uint8Array([...new TextEncoder().encode('GIF89a'), 3, 0, 2, 0, 0, 0, 0]));
    vi.spyOn(process, 'cwd').mockReturnValue(site);
    try {
      expect(publicImageSize('/icon.svg')).toEqual({ width: 24, height: 16 });
      expect(publicImageSize('/dot.gif')).toEqual({ width: 3, height: 2 });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
