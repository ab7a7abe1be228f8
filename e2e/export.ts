/**
 * What the export holds, read from its files, so the CDN tests cover every page there is rather
 * than a list written by hand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from '../build-time/files';
import { parseRedirects } from '../build-time/cdn-rules';
import type { Redirect } from '../lib/core/page';

export interface ExportLayout {
  /** The assets directory: `_headers` and `_redirects` sit here. */
  root: string;
  /** The path the site is served under ('' at the root); its pages are in `root` + basePath. */
  basePath: string;
}

export const SITE_EXPORT: ExportLayout = { root: 'out', basePath: '' };
export const FIXTURE_EXPORT: ExportLayout = { root: 'out-fixture', basePath: '/base' };

const pagesDir = ({ root, basePath }: ExportLayout) => join(root, ...basePath.split('/').filter(Boolean));

function checkBuilt(layout: ExportLayout): void {
  if (!existsSync(join(pagesDir(layout), 'index.html'))) throw new Error(`No export in ${pagesDir(layout)}/: run \`npm run build\` first.`);
}

/** The redirects of the export's `_redirects`. */
export function redirects(layout: ExportLayout): Redirect[] {
  const file = join(layout.root, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8'), file) : [];
}

/** The URL path the CDN serves a file at with 200: `x.html` and `x/index.html` at `/x`, the home page at `/` (`/base` under a base path). */
function servedPath(file: string, layout: ExportLayout): string {
  const path = `/${relative(pagesDir(layout), file).split('\\').join('/')}`.replace(/(\/index)?\.html$/, '');
  return `${layout.basePath}${path}` || '/';
}

export interface ExportPage {
  file: string;
  path: string;
}

/** Every HTML page of the export at the path the CDN serves it, but those `_redirects` moves. */
export function pages(layout: ExportLayout): ExportPage[] {
  checkBuilt(layout);
  const moved = new Set(redirects(layout).map((rule) => rule.from));
  return filesUnder(pagesDir(layout))
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, path: servedPath(file, layout) }))
    .filter((page) => !moved.has(page.path));
}

/** The feeds, the sitemap, robots.txt and llms.txt: files that name the site's URLs in full. */
export function urlListingFiles(layout: ExportLayout): string[] {
  checkBuilt(layout);
  return filesUnder(pagesDir(layout), { skip: ['_next', 'pagefind', 'og'] }).filter((file) =>
    /(^|\/)(sitemap\.xml|robots\.txt|llms\.txt|rss\.xml|atom\.xml|feed\.json)$/.test(file),
  );
}

/** The production origin, as robots.txt names the sitemap. */
export function siteOrigin(layout: ExportLayout): string {
  const robots = readFileSync(join(pagesDir(layout), 'robots.txt'), 'utf8');
  const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
  if (!sitemap) throw new Error(`${join(pagesDir(layout), 'robots.txt')}: no Sitemap line to take the site's origin from.`);
  return new URL(sitemap).origin;
}
