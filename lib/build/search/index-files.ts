import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { filesUnder } from '../files';

export interface IndexedPage {
  /** The page's route, as links name it: `/docs/rpc/quick-start`. */
  url: string;
  content: string;
}

/** The route an exported HTML file answers: `docs/rpc/quick-start.html` → `/docs/rpc/quick-start`. */
export function routeOfHtmlFile(path: string): string {
  const route = `/${path.split('\\').join('/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}

/** Whether the page names another route as canonical (`/docs` shows the introduction). */
export function isDuplicate(page: IndexedPage): boolean {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.content)?.[1];
  return canonical !== undefined && !new URL(canonical).pathname.replace(/\/$/, '').endsWith(page.url);
}

/**
 * The pages of an export that mark a part for the index (`data-pagefind-body`: docs pages and
 * posts; lists, tag pages and the home page repeat them and are left out), each once.
 */
export function pagesToIndex(root: string): IndexedPage[] {
  return filesUnder(root, { skip: ['_next'] })
    .filter((path) => path.endsWith('.html'))
    .map((path) => ({ url: routeOfHtmlFile(relative(root, path)), content: readFileSync(path, 'utf8') }))
    .filter((page) => page.content.includes('data-pagefind-body') && !isDuplicate(page))
    .sort((a, b) => a.url.localeCompare(b.url));
}
