import type { HomePage, PlainPage, StandalonePage } from '@/lib/core/page';
import { ROUTES } from '@/lib/core/paths';
import type { SiteConfig } from '@/lib/core/site-config';
import { iso } from './dates';
import type { ContentInput } from './input';

/** The pages outside the docs and the blog: the home page, the search page and standalone MDX pages. */
export function buildSitePages(input: ContentInput, config: SiteConfig): (HomePage | PlainPage | StandalonePage)[] {
  const { lastUpdated } = input;
  const home: HomePage = {
    kind: 'home',
    url: ROUTES.home,
    description: config.description,
    keywords: [],
    sourcePath: input.home.home.sourcePath,
    modified: iso(lastUpdated(input.home.home.sourcePath)),
    canonical: ROUTES.home,
    openGraphType: 'website',
    trail: [],
    structuredData: [],
    inSitemap: true,
    lead: input.home.home.lead,
    content: { file: input.home.file },
  };
  const search: PlainPage = {
    kind: 'search',
    url: ROUTES.search,
    title: 'Search',
    description: config.search.description,
    keywords: [],
    sourcePath: 'app/search/page.tsx',
    modified: iso(lastUpdated('app/search/page.tsx')),
    canonical: ROUTES.search,
    openGraphType: 'website',
    trail: [],
    structuredData: [],
    inSitemap: false,
    noindex: true,
  };
  const standalone = input.standalone.map(({ file, page }): StandalonePage => ({
    kind: 'standalone',
    url: page.url,
    title: page.title,
    description: page.description,
    keywords: page.keywords ?? [],
    sourcePath: page.sourcePath,
    modified: iso(lastUpdated(page.sourcePath)),
    canonical: page.url,
    openGraphType: 'website',
    trail: [],
    structuredData: [],
    inSitemap: true,
    content: { file },
  }));
  return [home, search, ...standalone];
}
