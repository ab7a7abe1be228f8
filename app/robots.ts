import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/site-config';

export const dynamic = 'force-static';

/** Every crawler may read every page; the sitemap lists them. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml') };
}
