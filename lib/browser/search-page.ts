import type { ExcerptPart, PagefindResultData, SearchHit } from '@/lib/core/search';

/** The part of Pagefind's browser API the search page uses. */
interface PagefindModule {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/**
 * The search page's script, inline in the page: it needs nothing of the framework, so the search
 * page works before the framework has loaded (the navbar's search link leads here until then) or
 * if it never does. It searches as the reader types, and for `?q=` when the page opens; each
 * result links to the part of the page with the most matches, with its section and excerpt.
 */
export function searchPageRuntime(
  basePath: string,
  maxHits: number,
  debounceMs: number,
  toHit: (data: PagefindResultData, parts: (html: string) => ExcerptPart[]) => SearchHit,
  excerptParts: (html: string) => ExcerptPart[],
): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-page]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !input || !list || !status) return;
  let pagefind: Promise<PagefindModule> | undefined;
  const load = () => {
    pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${basePath}/pagefind/pagefind.js`) as Promise<PagefindModule>).then(
      async (module) => {
        await module.options({ baseUrl: `${basePath}/`, excerptLength: 24 });
        return module;
      },
    );
    pagefind.catch(() => {
      pagefind = undefined;
    });
    return pagefind;
  };
  let latest = 0;
  const render = (query: string, hits: SearchHit[]) => {
    list.replaceChildren(
      ...hits.map((hit) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = hit.url;
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
      const loaded = await load();
      const search = await loaded.search(query);
      if (!search || ticket !== latest) return;
      const data = await Promise.all(search.results.slice(0, maxHits).map((result) => result.data()));
      if (ticket === latest)
        render(
          query,
          data.map((result) => toHit(result, excerptParts)),
        );
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
