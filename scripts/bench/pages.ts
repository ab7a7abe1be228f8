/**
 * The pages `npm run bench` measures and `npm test` holds to the budgets, picked from the page
 * model by kind (the first of each, in the model's order) so that they follow the content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementsOf, hasAttribute } from '@/build-time/html';
import { readSiteData } from '@/build-time/content/site-data-file';
import type { PageKind, SitePage } from '@/lib/core/page';

export interface BenchPage {
  path: string;
  label: string;
}

/** The page model's pages as bench and budgets pick from them: each at one address (`/docs` is the main doc's second). */
const modelPages = (): SitePage[] => readSiteData().pages.filter((page) => !page.alias);

function firstOf(pages: SitePage[], kind: PageKind, where: (page: SitePage) => boolean = () => true): string {
  const found = pages.find((page) => page.kind === kind && where(page));
  if (!found) throw new Error(`The page model has no ${kind} page to measure.`);
  return found.url;
}

/** One page of each main kind: home, a guide, an API function, the blog list and a post. */
export function benchPages(): BenchPage[] {
  const pages = modelPages();
  return [
    { path: firstOf(pages, 'home'), label: 'home' },
    { path: firstOf(pages, 'doc'), label: 'doc' },
    { path: firstOf(pages, 'api-item', (page) => page.url.split('/').at(-2) === 'functions'), label: 'api' },
    { path: firstOf(pages, 'blog-list'), label: 'blog' },
    { path: firstOf(pages, 'post'), label: 'post' },
  ];
}

/** Whether the export at `out` draws a diagram on the page at `path`. */
function hasDiagram(out: string, path: string): boolean {
  const file = join(out, `${path}.html`);
  if (!existsSync(file)) throw new Error(`${file}: not in the export; build the site first.`);
  return elementsOf(readFileSync(file, 'utf8')).some((element) => hasAttribute(element, 'data-mermaid'));
}

/** A guide without a diagram, and one with a ```mermaid fence, as the export at `out` shows them. */
export function diagramPages(out: string): { without: string; with: string } {
  const pages = modelPages();
  return { without: firstOf(pages, 'doc', (page) => !hasDiagram(out, page.url)), with: firstOf(pages, 'doc', (page) => hasDiagram(out, page.url)) };
}

/** Client navigation: from the first guide, through the pager's Next link. */
export const navigationFrom = (): string => firstOf(modelPages(), 'doc');
export const PAGER_NEXT_SELECTOR = 'nav[aria-label="Docs pages"] a[rel="next"]';
