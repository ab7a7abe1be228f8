import config from '@/lib/generated/site-config.json';
import { absoluteUrl as absoluteUrlOn } from '@/lib/core/base-path';

/**
 * The site's configuration for pages, route handlers and client components: `site.config.ts` in the
 * content folder, as the content step checked it and wrote it (build-time/content/site-data.ts). Imported,
 * so `npm run dev` re-renders the open page when it changes.
 */
export const siteConfig = config;

/** Absolute URL on the production site, for feeds, canonical links and og:image. */
export function absoluteUrl(path: string): string {
  return absoluteUrlOn(path, siteConfig);
}
