import type { SiteConfig } from '@/lib/content/site-config-schema';

/** The site's configuration (`site.config.ts` in the content folder) as the content step checked and wrote it. */
declare const config: SiteConfig;
export default config;
