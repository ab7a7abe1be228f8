import type { PageModel, SitePage } from '@/lib/core/page';
import type { SiteConfig } from '@/lib/core/site-config';
import { formatDate } from '@/lib/core/dates';
import { docPath } from '@/lib/core/paths';
import { archivedBanner, latestVersion } from '@/lib/core/versions';
import { SITE_CONFIG_SOURCE } from '@/build-time/content/content-dir';
import { buildApiPages } from './api';
import { apiHistoryLines } from './api-history-lines';
import { buildBlog } from './blog';
import { buildDocs, docsContext } from './docs';
import type { ContentInput } from './input';
import type { Problem } from '@/lib/core/problems';
import { buildSitePages } from './site-pages';
import { mapVersions } from './version-links';
import { versionPages } from './version-pages';

export type { ContentInput };

/**
 * The page model: one record per route (lib/core/page.ts), worked out once from the content when it
 * is built and again after each edit in `npm run dev`. Each kind of page is made by its own module:
 * the guides (docs.ts), the API reference (api.ts), the blog (blog.ts) and the pages written in code
 * or standalone MDX (site-pages.ts); this one puts them together, links each docs page to its
 * counterparts in the other versions (version-links.ts) and finds the mistakes that span them.
 */

/**
 * Builds every record, and the mistakes that span documents, each a problem the model is built
 * with: a post naming an unknown author or tag (its page still there to show it), a slug that is a
 * blog page of its own, a second file on a route, an API item naming a guide that is no doc (each
 * left out), a latest version's `upgradeDoc` that is no doc (the banners go without the link).
 */
export function buildPageModel(input: ContentInput, config: SiteConfig): PageModel & { problems: Problem[] } {
  const versions = input.versions.map((version) => {
    const context = docsContext(version, input.lastUpdated, config);
    const api = buildApiPages(version, config, context);
    return { input: version, pages: [...buildDocs(version, context), ...api.pages], symbols: api.symbols, problems: api.problems };
  });
  const map = mapVersions(
    versions.map(({ input: version, pages }) => versionPages(version, pages)),
    input.history,
  );
  const latest = latestVersion(config.docs);
  const upgradeDoc = latest.upgradeDoc === undefined ? undefined : docPath(latest.upgradeDoc, latest.root);
  const upgrade = versions.flatMap(({ pages }) => pages).find((page) => page.url === upgradeDoc);
  const blog = buildBlog(input, config);
  const problems = [...blog.problems, ...versions.flatMap((version) => version.problems)];
  if (upgradeDoc && !upgrade) problems.push({ file: SITE_CONFIG_SOURCE, message: `docs.versions (${latest.name}).upgradeDoc: no doc ${upgradeDoc}.` });
  for (const { input: version, pages } of versions) {
    for (const page of pages) {
      page.versionLinks = map.linksOf(page.canonical);
      if (version.version.latest) continue;
      page.banner = archivedBanner(
        { site: config.title, version: version.version, latest: page.versionLinks[0], upgrade: upgrade && { title: upgrade.title ?? '', url: upgrade.url } },
        formatDate,
      );
    }
  }
  if (input.history) apiHistoryLines(versions, input.history);
  const sources = new Map<string, string>();
  const all: SitePage[] = [...buildSitePages(input, config), ...versions.flatMap((version) => version.pages), ...blog.pages];
  const pages = all.filter((page) => {
    const other = sources.get(page.url);
    if (other !== undefined && !page.alias) {
      problems.push({ file: page.sourcePath, message: `route ${page.url} is already produced by ${other}.` });
      return false;
    }
    sources.set(page.url, page.sourcePath);
    return true;
  });
  const sidebars = Object.fromEntries(input.versions.map(({ version, sidebar }) => [version.name, sidebar]));
  // Each version's declarations are files of their own, so the symbols of all versions are one map.
  const apiSymbols = Object.assign({}, ...versions.map(({ symbols }) => symbols));
  return { pages, sidebars, redirects: map.redirects, authors: blog.authors, tags: blog.tags, apiSymbols, problems };
}
