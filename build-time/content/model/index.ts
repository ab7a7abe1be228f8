import type { PageModel, SitePage } from '@/lib/core/page';
import type { SiteConfig } from '@/lib/core/site-config';
import { buildApiPages } from './api';
import { buildBlog } from './blog';
import { buildDocs, docsContext } from './docs';
import type { ContentInput } from './input';
import type { Problem } from '@/lib/core/problems';
import { buildSitePages } from './site-pages';

export type { ContentInput };

/**
 * The page model: one record per route (lib/core/page.ts), worked out once from the content when it
 * is built and again after each edit in `npm run dev`. Each kind of page is made by its own module:
 * the guides (docs.ts), the API reference (api.ts), the blog (blog.ts) and the pages written in code
 * or standalone MDX (site-pages.ts); this one puts them together and finds the mistakes that span
 * them.
 */

/**
 * Builds every record, and the mistakes that span documents, each a problem the model is built
 * with: a post naming an unknown author or tag (its page still there to show it), a slug that is a
 * blog page of its own, a second file on a route, an API item naming a guide that is no doc (each
 * left out).
 */
export function buildPageModel(input: ContentInput, config: SiteConfig): PageModel & { problems: Problem[] } {
  const docs = docsContext(input, config);
  const blog = buildBlog(input, config);
  const api = buildApiPages(input, config, docs);
  const problems = [...blog.problems, ...api.problems];
  const sources = new Map<string, string>();
  const pages = [...buildSitePages(input, config), ...buildDocs(input, config, docs), ...api.pages, ...blog.pages].filter((page: SitePage) => {
    const other = sources.get(page.url);
    if (other !== undefined && !page.alias) {
      problems.push({ file: page.sourcePath, message: `route ${page.url} is already produced by ${other}.` });
      return false;
    }
    sources.set(page.url, page.sourcePath);
    return true;
  });
  return { pages, sidebar: input.sidebar, authors: blog.authors, tags: blog.tags, apiSymbols: api.symbols, problems };
}
