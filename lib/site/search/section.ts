import { getBreadcrumbs } from '../sidebar';
import type { SearchKind } from './results';

// Server side only (it reads the sidebar); the dialog's share lives in ./results.

export const searchKind = (url: string): SearchKind => (url.startsWith('/docs/') ? 'Docs' : 'Blog');

/**
 * What a search result names as its section: a docs page's sidebar trail ("Utils › API Reference"),
 * "Docs" for a page at the top of the sidebar, "Blog" for posts.
 */
export function searchSection(url: string): string {
  if (searchKind(url) === 'Blog') return 'Blog';
  const trail = getBreadcrumbs(url).slice(0, -1).map((crumb) => crumb.label);
  return trail.length > 0 ? trail.join(' › ') : 'Docs';
}

/**
 * Pagefind's attributes for the indexed part of a page. The section is read from an attribute
 * (`section[data-search-section]`) so a label may hold a comma, which the `key:value` form splits on.
 */
export function searchBodyAttributes(url: string): Record<string, string> {
  return {
    'data-pagefind-body': '',
    'data-pagefind-meta': 'section[data-search-section]',
    'data-search-section': searchSection(url),
    'data-pagefind-filter': `kind:${searchKind(url)}`,
  };
}
