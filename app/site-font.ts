import localFont from 'next/font/local';

/**
 * The site's typeface: Geist, as on its social cards, in one variable file (every weight) of its
 * Latin subset, self-hosted and preloaded by next/font. `optional`: a page that has the file by its
 * first paint uses it, and one that does not keeps the fallback rather than re-wrap its text when
 * the file arrives. The fallback is Arial scaled to Geist's widths and line metrics, so either way
 * the text takes the same room.
 */
export const geist = localFont({
  src: '../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  variable: '--font-site',
});
