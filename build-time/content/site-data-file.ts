import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIRS, GENERATED_FILES } from '@/lib/core/generated';
import type { SiteData, SiteDataError } from '@/lib/core/page';

/** Where the build's content step writes the page model (build-time/content/site-data.ts), which the site imports. */
const SITE_DATA_FILE = join(GENERATED_DIRS.build, GENERATED_FILES.siteData);

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
