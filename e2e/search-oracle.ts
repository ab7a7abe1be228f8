/**
 * What Pagefind itself finds, read in the page from the export's index with the site's ranking
 * settings, so the search specs compare what the dialog and the search page show with the index
 * and not with counts of today's content; and the rows either of them shows, read from the page.
 */
import type { Locator, Page } from '@playwright/test';
import { SEARCH_RANKING } from '../lib/core/search';

export interface IndexedPage {
  /** Path of the site, without the base path. */
  url: string;
  /** The page's text as Pagefind indexed it. */
  content: string;
  title: string;
  /** An API item, named the same in each package that documents it. */
  item?: string;
}

/** Search's scope in a docs version, as the site searches: that version's docs, and the blog. */
export const inVersion = (version: string) => ({ any: [{ version }, { kind: 'Blog' }] });

/** Every page Pagefind finds for `query`, best first; `filters` as Pagefind takes them. */
export async function pagefindResults(page: Page, query: string, basePath = '', filters: object = {}): Promise<IndexedPage[]> {
  return page.evaluate(
    async ({ query, basePath, ranking, filters }) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}${basePath}/pagefind/pagefind.js`);
      await pagefind.options({ baseUrl: '/', ranking });
      await pagefind.init();
      const found = await pagefind.search(query, { filters });
      return Promise.all(
        found.results.map(async (result: { data(): Promise<{ url: string; content: string; meta: { title: string; item?: string } }> }) => {
          const { url, content, meta } = await result.data();
          return { url, content, title: meta.title, item: meta.item };
        }),
      );
    },
    { query, basePath, ranking: SEARCH_RANKING, filters },
  );
}

/**
 * The pages in the order a result list shows them: the index's order, but an API item's page that
 * another package's page of the same item came before follows that one, under it.
 */
export function shownOrder(pages: IndexedPage[]): string[] {
  const order: string[][] = [];
  const byItem = new Map<string, string[]>();
  for (const { url, item } of pages) {
    const earlier = item === undefined ? undefined : byItem.get(item);
    if (earlier) earlier.push(url);
    else {
      const group = [url];
      order.push(group);
      if (item !== undefined) byItem.set(item, group);
    }
  }
  return order.flat();
}

export interface ShownRow {
  href: string;
  /** The row's title as shown (a heading's row: the page's title, ›, the heading's). */
  title: string;
  /** The row's excerpt as shown, its ellipses included; empty for a row without one. */
  excerpt: string;
}

/** The result rows of a list, in order: a page's own row links to it, a heading's to its fragment. */
export async function shownRows(links: Locator): Promise<ShownRow[]> {
  return links.evaluateAll((elements) =>
    elements.map((link) => ({
      href: link.getAttribute('href') ?? '',
      title: link.querySelector(':scope > span:first-child')?.textContent ?? '',
      // A row that only names a page (the same item in another package) has no excerpt.
      excerpt: link.children.length > 1 ? (link.querySelector(':scope > span:last-child')?.textContent ?? '') : '',
    })),
  );
}

/**
 * Each row whose page's title is not shown whole, and each excerpt that does not start at a word
 * of the page's text, or that starts inside a sentence without an ellipsis to say so: the text it
 * shows must be in the page, after whitespace, and right after a sentence's end (or the start)
 * unless it opens with "…".
 */
export function rowProblems(rows: ShownRow[], pages: IndexedPage[], basePath = ''): string[] {
  const problems: string[] = [];
  for (const { href, title, excerpt } of rows) {
    const path = href.slice(basePath.length).replace(/#.*$/, '');
    const indexed = pages.find((each) => each.url === path);
    if (indexed === undefined) {
      problems.push(`${href}: not among the index's results`);
      continue;
    }
    // A row under a page (a heading, or the same item in another package) names the page first.
    const pageTitle = title.split(' › ')[0];
    if (pageTitle !== indexed.title) problems.push(`${href}: its title shows as “${pageTitle}”, not “${indexed.title}”`);
    if (excerpt === '') continue;
    const content = indexed.content.replace(/\s+/g, ' ');
    const cut = excerpt.startsWith('… ');
    const shown = excerpt.replace(/^… /, '').replace(/ …$/, '');
    const at = content.indexOf(shown);
    const before = content.slice(0, at).trimEnd();
    if (at < 0) problems.push(`${href}: “${shown}” is not in the page's text`);
    else if (at > 0 && content[at - 1] !== ' ') problems.push(`${href}: “${excerpt}” starts inside a word`);
    else if (!cut && before !== '' && !/[.!?]["'”’)\]]*$/.test(before)) problems.push(`${href}: “${excerpt}” starts inside a sentence without an ellipsis`);
  }
  return problems;
}
