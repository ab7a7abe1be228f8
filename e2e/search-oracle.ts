/**
 * What Pagefind itself finds, read in the page from the export's index, so the search specs
 * compare what the dialog and the search page show with the index and not with counts of today's
 * content; and the rows either of them shows, read from the page.
 */
import type { Locator, Page } from '@playwright/test';

export interface IndexedPage {
  /** Path of the site, without the base path. */
  url: string;
  /** The page's text as Pagefind indexed it. */
  content: string;
  title: string;
}

/** Every page Pagefind finds for `query`, best first. */
export async function pagefindResults(page: Page, query: string, basePath = ''): Promise<IndexedPage[]> {
  return page.evaluate(
    async ({ query, basePath }) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}${basePath}/pagefind/pagefind.js`);
      await pagefind.options({ baseUrl: '/' });
      await pagefind.init();
      const found = await pagefind.search(query);
      return Promise.all(
        found.results.map(async (result: { data(): Promise<{ url: string; content: string; meta: { title: string } }> }) => {
          const { url, content, meta } = await result.data();
          return { url, content, title: meta.title };
        }),
      );
    },
    { query, basePath },
  );
}

export interface ShownRow {
  href: string;
  /** The row's title as shown (a heading's row: the page's title, ›, the heading's). */
  title: string;
  /** The row's excerpt as shown, its ellipses included. */
  excerpt: string;
}

/** The result rows of a list, in order: a page's own row links to it, a heading's to its fragment. */
export async function shownRows(links: Locator): Promise<ShownRow[]> {
  return links.evaluateAll((elements) =>
    elements.map((link) => ({
      href: link.getAttribute('href') ?? '',
      title: link.querySelector(':scope > span:first-child')?.textContent ?? '',
      excerpt: link.querySelector(':scope > span:last-child')?.textContent ?? '',
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
    const pageTitle = href.includes('#') ? title.split(' › ')[0] : title;
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
