import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { xml2js, type Element as XmlNode } from 'xml-js';
import { isSitePath } from '@/lib/core/paths';

export interface ImageSize {
  width: number;
  height: number;
}

const cache = new Map<string, ImageSize | undefined>();

/** An SVG's size as its viewBox gives it (the width and height of its coordinate system). */
function svgSize(text: string): ImageSize | undefined {
  const svg = (xml2js(text) as XmlNode).elements?.find((node) => node.type === 'element' && node.name === 'svg');
  const box = String(svg?.attributes?.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || box.some((value) => !Number.isFinite(value))) return undefined;
  return { width: Math.round(box[2]), height: Math.round(box[3]) };
}

/** The intrinsic size of an image under `public/`: an SVG's from its viewBox, a PNG's from its header. */
export function publicImageSize(src: string): ImageSize | undefined {
  if (cache.has(src)) return cache.get(src);
  let size: ImageSize | undefined;
  try {
    const file = readFileSync(join(process.cwd(), 'public', src.split(/[?#]/)[0]));
    if (src.endsWith('.svg')) size = svgSize(file.toString('utf8'));
    else if (src.endsWith('.png') && file.length > 24) size = { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
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
