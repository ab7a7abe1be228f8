import type { editDistance, nearest, routeForm } from '@/lib/core/nearest';

export interface NotFoundSettings {
  basePath: string;
  /** The attributes of the suggestion and of the search form (lib/core/suggest.ts). */
  suggestion: string;
  search: string;
  /** Every page of the site, by path (without the base path) and title. */
  pages: { url: string; title: string }[];
}

/**
 * The not-found page's script, inline after its suggestion: one static page answers every unknown
 * address, so only the browser knows which was asked. From the first paint it names the page
 * nearest to that address (`/docs/rpc/quickstart` → Quick Start) and puts the address's words in
 * the search field, whose form leads to the search page.
 */
export function notFoundRuntime(settings: NotFoundSettings, find: typeof nearest, distance: typeof editDistance, form: typeof routeForm): void {
  const suggestion = document.querySelector<HTMLElement>(`[${settings.suggestion}]`);
  const field = document.querySelector<HTMLInputElement>(`[${settings.search}] input`);
  const { pathname } = window.location;
  const path = pathname.startsWith(`${settings.basePath}/`) ? pathname.slice(settings.basePath.length) : pathname;
  const url = find(
    decodeURIComponent(path),
    settings.pages.map((page) => page.url),
    distance,
    form,
  );
  const page = settings.pages.find((each) => each.url === url);
  if (suggestion && page) {
    const link = document.createElement('a');
    link.href = `${settings.basePath}${page.url}`;
    link.textContent = page.title;
    const address = document.createElement('code');
    address.textContent = page.url;
    suggestion.replaceChildren('Did you mean ', link, ' (', address, ')?');
    suggestion.hidden = false;
  }
  if (field && field.value === '') {
    field.value = decodeURIComponent(path)
      .split(/[/\-_.\s]+/)
      .filter((word) => word !== '' && !/^(docs|html)$/i.test(word))
      .join(' ');
  }
}
