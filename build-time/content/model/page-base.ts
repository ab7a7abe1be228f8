import type { PageBase } from '@/lib/core/page';
import { ROUTES } from '@/lib/core/paths';
import type { ContentInput } from './input';

/**
 * The fields every record of the model holds, by name. A page states its address, its words and
 * its source file; what most pages share is the default: its own address is canonical, it is a
 * website in Open Graph, in the sitemap, without trail, keywords or JSON-LD, and it changed when
 * its source file last did.
 */
export type PageFields = Pick<PageBase, 'url' | 'description' | 'sourcePath'> &
  Partial<Omit<PageBase, 'url' | 'description' | 'sourcePath' | 'modified'>> & {
    /** When what the page shows last changed, if not its source file's last change (a list: its newest entry's). */
    modified?: Date;
  };

/** The one builder of a record's base fields, dating pages by `lastUpdated`. */
export function pageBase(lastUpdated: ContentInput['lastUpdated']): (fields: PageFields) => PageBase {
  return ({ modified, ...fields }) => ({
    ...fields,
    keywords: fields.keywords ?? [],
    modified: (modified ?? lastUpdated(fields.sourcePath)).toISOString(),
    canonical: fields.canonical ?? fields.url,
    openGraphType: fields.openGraphType ?? 'website',
    trail: fields.trail ?? [],
    structuredData: fields.structuredData ?? [],
    inSitemap: fields.inSitemap ?? true,
  });
}

/**
 * The file of a page the app writes in code, by its route (`/blog/archive` →
 * `app/blog/archive/page.tsx`, as Next lays routes out): its source, which dates it.
 */
export const routeSource = (route: (typeof ROUTES)[keyof typeof ROUTES]): string => `app${route === ROUTES.home ? '' : route}/page.tsx`;
