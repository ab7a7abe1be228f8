import type { HomePage, PlainPage, StandalonePage } from '@/lib/core/page';
import { ROUTES } from '@/lib/core/paths';
import type { SiteConfig } from '@/lib/core/site-config';
import type { ContentInput } from './input';
import { pageBase, routeSource } from './page-base';

/** The pages outside the docs and the blog: the home page, the search page and standalone MDX pages. */
export function buildSitePages(input: ContentInput, config: SiteConfig): (HomePage | PlainPage | StandalonePage)[] {
  const base = pageBase(input.lastUpdated);
  const home: HomePage = {
    kind: 'home',
    ...base({ url: ROUTES.home, description: config.description, sourcePath: input.home.home.sourcePath }),
    lead: input.home.home.lead,
    content: { file: input.home.file },
  };
  const search: PlainPage = {
    kind: 'search',
    ...base({
      url: ROUTES.search,
      title: 'Search',
      description: config.search.description,
      sourcePath: routeSource(ROUTES.search),
      inSitemap: false,
      noindex: true,
    }),
  };
  const standalone = input.standalone.map(({ file, page }): StandalonePage => ({
    kind: 'standalone',
    ...base({ url: page.url, title: page.title, description: page.description, keywords: page.keywords, sourcePath: page.sourcePath }),
    content: { file },
  }));
  return [home, search, ...standalone];
}
