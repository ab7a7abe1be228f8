import localFont from 'next/font/local';

/**
 * The site's typefaces: Geist for text, as on its social cards, and Geist Mono, its monospaced
 * sibling, for code, so code and prose share one design. Each is one variable file (every weight)
 * of its Latin subset, self-hosted and preloaded by next/font; the build keeps the code face's
 * preload only on pages that show code (build-time/font-preload.ts, which finds the face by its
 * custom property). `optional`: a page that has the file by its first paint uses it, and one that
 * does not keeps the fallback rather than re-wrap its text when the file arrives. The text face's
 * fallback is Arial scaled to Geist's widths and line metrics, so either way the text takes the
 * same room; the code face's is the system's monospace, whose columns line up as Geist Mono's do.
 */
export const geist = localFont({
  src: '../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  variable: '--font-site',
});

export const geistMono = localFont({
  src: '../node_modules/@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: false,
  variable: '--font-site-mono',
});
