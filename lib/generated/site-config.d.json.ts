import type { SiteConfig } from '@/lib/core/site-config';

/** The site's configuration (`site.config.ts` in the content folder) as the content step checked and wrote it. */
declare const config: SiteConfig;
export default config;
