import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { isSitePath } from '@/lib/core/paths';

export interface ImageSize {
  width: number;
  height: number;
}

const cache = new Map<string, ImageSize | undefined>();

/**
 * The intrinsic size of an image under `public/`, read by image-size (an SVG's from its width and
 * height, or its viewBox; a PNG's, JPEG's, WebP's … from its header). Undefined for a file that
 * is missing or whose size it cannot tell.
 */
export function publicImageSize(src: string): ImageSize | undefined {
  if (cache.has(src)) return cache.get(src);
  let size: ImageSize | undefined;
  try {
    const { width, height } = imageSize(new Uint8Array(readFileSync(join(process.cwd(), 'public', src.split(/[?#]/)[0]))));
    size = { width: Math.round(width), height: Math.round(height) };
  } catch {
    size = undefined;
  }
  cache.set(src, size);
  return size;
}

/**
 * The size an image needs written on it, so nothing below it moves when it loads: its intrinsic
 * size when it is a file of the site that names no width. The page and the plain outputs both ask here.
 */
export function intrinsicSize(image: { src?: unknown; width?: unknown }): ImageSize | undefined {
  return image.width === undefined && typeof image.src === 'string' && isSitePath(image.src) ? publicImageSize(image.src) : undefined;
}
