import { parse } from 'opentype.js';
import type { FontMetrics } from '@/lib/core/og-layout';

/**
 * Advance widths of a font (WOFF, as satori takes it), so the social-card layout can wrap and
 * shrink a title with the same font satori draws it in, instead of guessing from character
 * counts. opentype.js reads it, the parser satori itself draws with. Each character is measured
 * alone: kerning and ligatures are ignored, which errs on the wide side for bold display text.
 */
export function readFontMetrics(file: Buffer): FontMetrics {
  const font = parse(file);
  // A character the font lacks is drawn from a fallback font; assume a wide glyph.
  const missing = font.unitsPerEm * 0.7;
  const advanceOf = (char: string) => (font.hasChar(char) ? (font.charToGlyph(char).advanceWidth ?? 0) : missing);
  return {
    measure(text, fontSize, letterSpacing = 0) {
      let units = 0;
      let count = 0;
      for (const char of text) {
        units += advanceOf(char);
        count += 1;
      }
      return (units / font.unitsPerEm) * fontSize + letterSpacing * fontSize * count;
    },
  };
}
