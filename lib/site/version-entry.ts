import { withBasePath } from '@/lib/core/base-path';
import { getPage } from './pages';

/**
 * The addresses, in each archived version, of a version-less entry point into the docs (a navbar,
 * footer or home page link to `/docs/…`, written as the latest's page): the page's counterpart in
 * that version, with the link's `#hash` where that page has the heading. Rendered as the link's
 * `data-version-hrefs`, from which the head script sends a reader who chose a version there
 * (lib/browser/docs-version.ts). None for a link that is not to a docs page.
 */
export function versionHrefs(to: string | undefined): string | undefined {
  if (to === undefined) return undefined;
  const [path, hash] = to.split('#');
  const page = getPage(path);
  if (!page || !('versionLinks' in page)) return undefined;
  const hrefs = Object.fromEntries(
    page.versionLinks
      .filter((link) => !link.current)
      .map((link) => [link.version, `${withBasePath(link.url)}${hash !== undefined && link.ids.includes(hash) ? `#${hash}` : ''}`]),
  );
  return Object.keys(hrefs).length > 0 ? JSON.stringify(hrefs) : undefined;
}
