import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

const cache = new Map<string, ImageSize | undefined>();

/** The intrinsic size of an SVG under `public/`, from its width/height or viewBox; PNGs from their header. */
export function publicImageSize(src: string): ImageSize | undefined {
  if (cache.has(src)) return cache.get(src);
  let size: ImageSize | undefined;
  try {
    const file = readFileSync(join(process.cwd(), 'public', src.split(/[?#]/)[0]));
    if (src.endsWith('.svg')) {
      const head = file.toString('utf8', 0, 2000);
      const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(head);
      if (viewBox) size = { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
    } else if (src.endsWith('.png') && file.length > 24) {
      size = { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
    }
  } catch {
    size = undefined;
  }
  cache.set(src, size);
  return size;
}
