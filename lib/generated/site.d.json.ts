import type { SiteData, SiteDataError } from '@/lib/core/page';

/** The page model as the content step wrote it, or the content mistake it found. */
declare const data: SiteData | SiteDataError;
export default data;
