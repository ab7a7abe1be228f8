import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FontMetrics } from '@/lib/core/og-layout';
import { readFontMetrics } from './font-metrics';
import type { TitleBox } from '@/lib/core/og-layout';
import { OG_IMAGE_SIZE } from '@/lib/core/og-paths';

/**
 * What every card is drawn with: Geist from @fontsource (a package, so the build needs no
 * network; WOFF 1 because satori reads no WOFF 2) and the logo mark of public/icon.svg.
 */
export const CARD_PADDING = { x: 72, y: 60 } as const;

/** The title's box: the card width less its padding, three lines at most. */
export const CARD_TITLE_BOX: TitleBox = {
  width: OG_IMAGE_SIZE.width - 2 * CARD_PADDING.x,
  maxLines: 3,
  fontSizes: [88, 80, 72, 64, 56],
  letterSpacing: -0.02,
};

export type CardFontWeight = 400 | 600 | 700;

const FONT_FILES = 'node_modules/@fontsource/geist-sans/files';

/**
 * The font's folder, looked up from the working directory upwards as Node looks up packages (a
 * project built inside another, as the scale bench does, uses the outer one's node_modules).
 */
function fontDir(from = process.cwd()): string {
  if (existsSync(join(from, FONT_FILES))) return join(from, FONT_FILES);
  const parent = dirname(from);
  if (parent === from) throw new Error(`Social cards: ${FONT_FILES} not found from ${process.cwd()} upwards (npm install?)`);
  return fontDir(parent);
}

function cardFontFile(weight: CardFontWeight): string {
  return join(fontDir(), `geist-sans-latin-${weight}-normal.woff`);
}

let titleMetrics: FontMetrics | undefined;

/** Widths of the title font (Geist 700). */
export function cardTitleMetrics(): FontMetrics {
  titleMetrics ??= readFontMetrics(readFileSync(cardFontFile(700)));
  return titleMetrics;
}

export function cardFonts(): { name: string; data: Buffer; weight: CardFontWeight; style: 'normal' }[] {
  return ([400, 600, 700] as const).map((weight) => ({ name: 'Geist', data: readFileSync(cardFontFile(weight)), weight, style: 'normal' }));
}

/** The logo mark as a data URL, since satori fetches nothing it is not handed. */
export function cardLogo(): string {
  const svg = readFileSync(join(process.cwd(), 'public/icon.svg'));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}
