import type { PageModel, SitePage } from '@/lib/core/page';
import type { SiteConfig } from '@/lib/core/site-config';
import { buildApiPages } from './api';
import { buildBlog } from './blog';
import { buildDocs, docsContext } from './docs';
import type { ContentInput } from './input';
import type { Problem } from '@/build-time/content/problems';
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
 * Builds every record, and the mistakes that span documents: a post naming an unknown author or
 * tag is a problem the model is built with (its page still there to show it), a slug that is a
 * blog page of its own or two files on one route fail here with the file and the field.
 */
export function buildPageModel(input: ContentInput, config: SiteConfig): Omit<PageModel, 'warnings'> & { problems: Problem[] } {
  const docs = docsContext(input, config);
  const blog = buildBlog(input, config);
  const api = buildApiPages(input, config, docs);
  const pages: SitePage[] = [...buildSitePages(input, config), ...buildDocs(input, config, docs), ...api.pages, ...blog.pages];
  const sources = new Map<string, string>();
  for (const page of pages) {
    const other = sources.get(page.url);
    if (other && !page.alias) throw new Error(`${page.sourcePath}: route ${page.url} is already produced by ${other}.`);
    sources.set(page.url, page.sourcePath);
  }
  return { pages, sidebar: input.sidebar, authors: blog.authors, tags: blog.tags, apiSymbols: api.symbols, problems: blog.problems };
}
