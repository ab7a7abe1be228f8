import { existsSync, readFileSync } from 'node:fs';
import type { SiteData, SiteDataError } from '@/lib/core/page';

/** Where the content step writes the page model (build-time/content/site-data.ts), which the site imports. */
export const SITE_DATA_FILE = 'lib/generated/site.json';

/** Where it writes each docs version's sidebar tree, `<version>.json`, which lib/site/sidebar-tree.ts loads by that name. */
export const SIDEBARS_DIR = 'lib/generated/sidebars';
export const sidebarFile = (version: string) => `${SIDEBARS_DIR}/${version}.json`;

/**
 * The page model the last content step wrote, read when called (a build may just have rewritten
 * it), for the build steps and tools that run beside the site. Kept apart from the content step
 * so reading it loads nothing of contentlayer. Throws, naming the file, when there is none or it
 * holds a content mistake instead.
 */
export function readSiteData(): SiteData {
  if (!existsSync(SITE_DATA_FILE)) throw new Error(`${SITE_DATA_FILE}: not found; run \`npm run build\` first.`);
  const data = JSON.parse(readFileSync(SITE_DATA_FILE, 'utf8')) as SiteData | SiteDataError;
  if ('error' in data) throw new Error(`${SITE_DATA_FILE}: the content step failed: ${data.error}`);
  return data;
}
