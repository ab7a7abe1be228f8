import { inflateSync } from 'node:zlib';
import type { FontMetrics } from '@/lib/core/og-layout';

/**
 * Advance widths read from a WOFF font, so the social-card layout can wrap and shrink a title
 * with the same font satori draws it in, instead of guessing from character counts. Only the
 * three tables a width needs are read (head, hhea, hmtx) plus the cmap; kerning is ignored,
 * which errs on the wide side for bold display text.
 */

function woffTables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(12);
  for (let i = 0; i < count; i += 1) {
    const entry = 44 + i * 20;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const compLength = file.readUInt32BE(entry + 8);
    const origLength = file.readUInt32BE(entry + 12);
    const data = new Uint8Array(file.subarray(offset, offset + compLength));
    tables.set(tag, compLength < origLength ? inflateSync(data) : Buffer.from(data.buffer));
  }
  return tables;
}

function requireTable(tables: Map<string, Buffer>, tag: string): Buffer {
  const table = tables.get(tag);
  if (!table) throw new Error(`Font has no ${tag} table`);
  return table;
}

/** Code point → glyph id, from a format 4 (BMP) or format 12 cmap subtable. */
function readCmap(cmap: Buffer): Map<number, number> {
  const glyphs = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segCount = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segCount * 2 + 2;
      const deltas = starts + segCount * 2;
      const rangeOffsets = deltas + segCount * 2;
      for (let s = 0; s < segCount; s += 1) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c += 1) {
          let glyph = c;
          if (rangeOffset !== 0) {
            glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            if (glyph === 0) continue;
          }
          glyphs.set(c, (glyph + delta) & 0xffff);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = offset + 16 + g * 12;
        const start = cmap.readUInt32BE(group);
        const end = cmap.readUInt32BE(group + 4);
        const first = cmap.readUInt32BE(group + 8);
        for (let c = start; c <= end; c += 1) glyphs.set(c, first + c - start);
      }
    }
  }
  return glyphs;
}

export function readFontMetrics(woff: Buffer): FontMetrics {
  const tables = woffTables(woff);
  const unitsPerEm = requireTable(tables, 'head').readUInt16BE(18);
  const metricCount = requireTable(tables, 'hhea').readUInt16BE(34);
  const hmtx = requireTable(tables, 'hmtx');
  const glyphs = readCmap(requireTable(tables, 'cmap'));
  const advanceOf = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricCount - 1) * 4);
  // A character the font lacks is drawn from a fallback font; assume a wide glyph.
  const missing = unitsPerEm * 0.7;
  return {
    measure(text, fontSize, letterSpacing = 0) {
      let units = 0;
      let count = 0;
      for (const char of text) {
        const glyph = glyphs.get(char.codePointAt(0) ?? 0);
        units += glyph === undefined ? missing : advanceOf(glyph);
        count += 1;
      }
      return (units / unitsPerEm) * fontSize + letterSpacing * fontSize * count;
    },
  };
}
