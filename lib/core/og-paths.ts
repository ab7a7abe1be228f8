/**
 * Where a page's generated social card lives in the export: `/docs/rpc/quick-start` →
 * `/og/docs/rpc/quick-start.png`. One file per page, named after the page, so a broken or
 * missing card is easy to trace back.
 */
export const OG_IMAGE_PREFIX = '/og';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(pageUrl: string): string {
  return `${OG_IMAGE_PREFIX}${pageUrl.replace(/\/$/, '')}.png`;
}

/** The page a card path belongs to, or undefined for anything that is not a card path. */
export function ogImagePage(imagePath: string): string | undefined {
  const match = /^\/og(\/.+)\.png$/.exec(imagePath);
  return match ? match[1] : undefined;
}
