import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/site/pages';
import { absoluteUrl } from '@/lib/site/site-config';

export const dynamic = 'force-static';

/** Every page with an address of its own, dated by the last change to what it shows. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPages()
    .filter((page) => page.inSitemap)
    .map((page) => ({ url: absoluteUrl(page.url), lastModified: new Date(page.modified) }));
}
