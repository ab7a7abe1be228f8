import { nameParts } from './code-breaks';

/** Widths of the font a card is drawn in (lib/site/og/font-metrics.ts reads them from the font file). */
export interface FontMetrics {
  /** Width in pixels of `text` set at `fontSize`, with `letterSpacing` in em between glyphs. */
  measure(text: string, fontSize: number, letterSpacing?: number): number;
}

/**
 * How a page title sits on its social card. Cards are mostly seen small (a link preview in a
 * chat app), so the title is as big as it can be while fitting in at most three lines; a title
 * that fits nowhere is cut with an ellipsis at the smallest size.
 */
export interface TitleLayout {
  fontSize: number;
  lines: string[];
  truncated: boolean;
}

export interface TitleBox {
  width: number;
  maxLines: number;
  /** Largest first. */
  fontSizes: readonly number[];
  /** In em, as satori's `letterSpacing` gets it. */
  letterSpacing: number;
}

const ELLIPSIS = '…';

/** Greedy wrap at spaces; a word wider than the box stays whole on its own (overflowing) line. */
function wrapWords(words: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Greedy wrap that may break a too-long word at its break points. */
function wrapPieces(words: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const pieces = fits(word) ? [word] : nameParts(word);
    pieces.forEach((piece, index) => {
      const last = lines.at(-1);
      const joined = index === 0 ? `${last} ${piece}` : `${last}${piece}`;
      if (last !== undefined && fits(joined)) lines[lines.length - 1] = joined;
      else lines.push(piece);
    });
  }
  return lines;
}

/** Cut `line` so that it and a trailing ellipsis fit, preferring a cut at a space. */
function withEllipsis(line: string, fits: (line: string) => boolean): string {
  let cut = line;
  while (cut.length > 0 && !fits(`${cut}${ELLIPSIS}`)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > cut.length / 2) cut = cut.slice(0, space);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

export function layoutTitle(title: string, font: FontMetrics, box: TitleBox): TitleLayout {
  const words = title.trim().split(/\s+/);
  for (const fontSize of box.fontSizes) {
    const fits = (line: string) => font.measure(line, fontSize, box.letterSpacing) <= box.width;
    const lines = wrapWords(words, fits);
    if (lines.length <= box.maxLines && lines.every(fits)) return { fontSize, lines, truncated: false };
  }
  const fontSize = box.fontSizes[box.fontSizes.length - 1];
  const fits = (line: string) => font.measure(line, fontSize, box.letterSpacing) <= box.width;
  const lines = wrapPieces(words, fits);
  if (lines.length <= box.maxLines && lines.every(fits)) return { fontSize, lines, truncated: false };
  const kept = lines.slice(0, box.maxLines);
  // The last kept line gets the ellipsis; it is also cut when a single piece overflows.
  kept[kept.length - 1] = withEllipsis(kept[kept.length - 1], fits);
  return { fontSize, lines: kept.map((line) => (fits(line) ? line : withEllipsis(line, fits))), truncated: true };
}

/** The small label above the title: where the page sits (`RPC · API Reference`, `Blog · …`). */
export function sectionLabel(parts: readonly (string | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}
