import type { ExcerptPart, PagefindResultData, SearchHit } from '@/lib/core/search';
import type { searchClient } from './search-client';

/**
 * The search page's script, inline in the page: it needs nothing of the framework, so the search
 * page works before the framework has loaded (the navbar's search link leads here until then) or
 * if it never does. It searches as the reader types, and for `?q=` when the page opens, with the
 * search dialog's client (`client`, lib/browser/search-client.ts); each result links to the part
 * of the page with the most matches, with its section and excerpt.
 */
export function searchPageRuntime(
  basePath: string,
  debounceMs: number,
  client: typeof searchClient,
  toHit: (data: PagefindResultData, parts: (html: string) => ExcerptPart[]) => SearchHit,
  excerptParts: (html: string) => ExcerptPart[],
): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-page]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !input || !list || !status) return;
  const search = client(basePath, toHit, excerptParts);
  let latest = 0;
  const render = (query: string, hits: SearchHit[]) => {
    list.replaceChildren(
      ...hits.map((hit) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `${basePath}${hit.url}`;
        const title = document.createElement('span');
        title.className = 'search-result-title';
        title.textContent = hit.heading ? `${hit.title} › ${hit.heading}` : hit.title;
        const section = document.createElement('span');
        section.className = 'search-result-section';
        section.textContent = hit.section;
        const excerpt = document.createElement('span');
        excerpt.className = 'search-result-excerpt';
        excerpt.append(
          ...hit.excerpt.map((part) => {
            const element = document.createElement(part.marked ? 'mark' : 'span');
            element.textContent = part.text;
            return element;
          }),
        );
        link.append(title, section, excerpt);
        item.append(link);
        return item;
      }),
    );
    status.textContent =
      query === '' ? '' : hits.length === 0 ? `No results for “${query}”.` : `${hits.length} result${hits.length === 1 ? '' : 's'} for “${query}”`;
  };
  const run = async (query: string) => {
    const ticket = ++latest;
    if (query === '') {
      render('', []);
      return;
    }
    try {
      const hits = await search.search(query);
      if (hits && ticket === latest) render(query, hits);
    } catch (error) {
      if (ticket === latest) status.textContent = `The search failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  let timer = 0;
  const update = () => {
    const query = input.value.trim();
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => run(query), debounceMs);
  };
  input.addEventListener('input', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (input.value.trim() === '') {
      status.textContent = 'Type a word from the docs or the blog.';
      input.focus();
      return;
    }
    update();
  });
  const initial = new URLSearchParams(window.location.search).get('q');
  if (initial) {
    input.value = initial;
    run(initial.trim());
  }
}
