import type { SiteConfig } from '@/lib/core/site-config';
import { basePathOption } from './build-env';
import { isSitePath } from './paths';

/**
 * The path the site is served under ('' at the root). A build option (LUMENIZE_BASE_PATH), not part
 * of the site's configuration: the same configuration builds for any place. next.config.mjs hands it
 * to the browser too, where client components fetch files under it (mermaid's build, Pagefind).
 */
export const BASE_PATH = basePathOption();

/** A path of the site as the browser must request it: under the base path (`/img/a.svg` → `/base/img/a.svg`); a URL stays as it is. */
export function withBasePath(path: string, basePath = BASE_PATH): string {
  return isSitePath(path) ? `${basePath}${path}` : path;
}

/** Absolute URL on the production site (the configuration's `url`), for feeds, canonical links and og:image. */
export function absoluteUrl(path: string, config: Pick<SiteConfig, 'url'>, basePath = BASE_PATH): string {
  if (/^https?:\/\//.test(path)) return path;
  // The home page under a base path is `/base`, as Next links to it and the CDN serves it.
  if (path === '/' && basePath) return `${config.url}${basePath}`;
  return `${config.url}${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
