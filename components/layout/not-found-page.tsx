import { notFound } from 'next/navigation';
import { SiteLink } from '@/components/link/site-link';
import { SearchField } from '@/components/search/search-field';
import { BASE_PATH } from '@/lib/core/base-path';
import { MAIN_ID } from '@/lib/core/landmarks';
import { NOT_FOUND_SCRIPT, NOT_FOUND_SEARCH, NOT_FOUND_SUGGESTION } from '@/lib/core/suggest';
import { docPath, ROUTES } from '@/lib/core/paths';

/**
 * Page Not Found, with the page nearest to the address asked for and a search field, both filled
 * in from the first paint by the inline script the build writes into its empty script element
 * (build-time/not-found.ts): this tree is also every page's fallback, which should not carry the
 * list of pages. `inPlace` marks the page a route renders itself in `npm run dev` (see
 * `pageNotFound`), which the next refresh replaces like any page; the one Next shows through
 * `not-found.tsx` stays until the next navigation (components/dev/content-reload.tsx).
 */
export function NotFoundPage({ inPlace = false }: { inPlace?: boolean }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} data-fallback-page="not-found" data-in-place={inPlace ? '' : undefined}>
      <h1>Page Not Found</h1>
      {/* Filled by the script below; React leaves what it finds there as it is. */}
      <p {...{ [NOT_FOUND_SUGGESTION]: '' }} hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be mistyped.</p>
      <form role="search" action={`${BASE_PATH}${ROUTES.search}`} method="get" {...{ [NOT_FOUND_SEARCH]: '' }}>
        <SearchField />
      </form>
      <script {...{ [NOT_FOUND_SCRIPT]: '' }} dangerouslySetInnerHTML={{ __html: '' }} />
      <ul>
        <li>
          <SiteLink href={ROUTES.home}>Go to the home page</SiteLink>
        </li>
        <li>
          <SiteLink href={docPath('introduction')}>Start with the docs introduction</SiteLink>
        </li>
        <li>
          <SiteLink href={ROUTES.blog}>Read the blog</SiteLink>
        </li>
      </ul>
    </main>
  );
}

/**
 * What a route renders for an address the content lacks. The export answers 404 with the not-found
 * page. `npm run dev` renders that page in place instead: a page Next shows through `notFound()`
 * stays until the next navigation, so a doc written at the address a writer has open needed a
 * reload of the whole page to appear (half a second more on this machine); in place, it arrives
 * with the same refresh as any other edit.
 */
export function pageNotFound() {
  if (process.env.NODE_ENV !== 'development') notFound();
  return <NotFoundPage inPlace />;
}
