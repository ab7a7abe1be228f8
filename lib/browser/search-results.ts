import type { ExcerptPart, SearchHit } from '@/lib/core/search';
import type { closestTitles } from '@/lib/core/suggest';

/** What a search found. */
interface Found {
  query: string;
  /** What it looked in, when narrowed: `Blog`, `0.26.0 docs`. */
  scope?: string;
  total: number;
  hits: SearchHit[];
  /** How many pages the docs' other versions have for it, and the address that searches them all. */
  elsewhere?: { versions: { label: string; count: number }[]; href: string };
  /** When it found nothing: pages to try instead. */
  suggestions?: ReturnType<typeof closestTitles>;
}

/** What the results say: nothing yet, a prompt for a word, what a search found, or its failure. */
export type ResultsState = { kind: 'none' } | { kind: 'prompt' } | ({ kind: 'found' } & Found) | { kind: 'failed'; error: string };

/** The class names of components/search/search-results.module.css, which both pages use. */
export type ResultClasses = Record<'list' | 'page' | 'heading' | 'title' | 'section' | 'excerpt' | 'more' | 'alert' | 'retry' | 'note', string>;

export interface ResultsView {
  basePath: string;
  classes: ResultClasses;
  /** In the dialog, the rows are the options of a listbox with this id, each `<id>-<row>`. */
  listboxId?: string;
}

/** A rendered row: the link, and the path of the site it leads to, without the base path. */
export interface ResultRow {
  link: HTMLAnchorElement;
  url: string;
}

/**
 * The one renderer of search results, for the search dialog and for the `/search` page's inline
 * script, which runs this very function (lib/browser/search-page.ts): so it is self-contained,
 * using nothing but its parameters and browser globals. It writes the status line into `status`
 * and the list, "Show all" and a failure into `results`, and returns the rows: each page that
 * matched, then its headings with matches. Text from the index only ever goes in as text.
 */
export function renderSearchResults(
  target: { status: HTMLElement; results: HTMLElement },
  state: ResultsState,
  view: ResultsView,
  actions: { showAll(): void; retry(): void; widen(): void },
): ResultRow[] {
  const { classes, listboxId } = view;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) => {
    const created = document.createElement(tag);
    if (className) created.className = className;
    created.append(...children);
    return created;
  };
  const marked = (parts: ExcerptPart[]) => parts.map((part) => (part.marked ? element('mark', '', part.text) : part.text));
  const plain = (parts: ExcerptPart[]) => parts.map((part) => part.text).join('');
  const rows: ResultRow[] = [];
  const row = (url: string, className: string, ...children: Node[]) => {
    const link = element('a', className, ...children);
    link.href = `${view.basePath}${url}`;
    const item = element('li', '', link);
    if (listboxId) {
      item.setAttribute('role', 'none');
      link.id = `${listboxId}-${rows.length}`;
      link.setAttribute('role', 'option');
      link.setAttribute('aria-selected', 'false');
      link.tabIndex = -1;
    }
    rows.push({ link, url });
    return item;
  };

  const found = state.kind === 'found' ? state : undefined;
  const list = element(listboxId ? 'ul' : 'ol', classes.list);
  if (listboxId) {
    list.id = listboxId;
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', 'Results');
  }
  for (const hit of found?.hits ?? []) {
    list.append(
      row(
        hit.url,
        classes.page,
        element('span', classes.title, ...marked(hit.title)),
        element('span', classes.section, hit.section),
        element('span', classes.excerpt, ...marked(hit.excerpt)),
      ),
    );
    // The page's title is part of a sub-row's name, so it makes sense read on its own.
    const under = (...title: (Node | string)[]) => element('span', classes.title, element('span', 'visually-hidden', `${plain(hit.title)} › `), ...title);
    for (const heading of hit.headings) {
      list.append(row(heading.url, classes.heading, under(...marked(heading.title)), element('span', classes.excerpt, ...marked(heading.excerpt))));
    }
    for (const also of hit.also) list.append(row(also.url, classes.heading, under(`Also in ${also.section}`)));
  }
  const suggested = found?.suggestions;
  for (const page of suggested?.pages ?? []) {
    list.append(row(page.url, classes.page, element('span', classes.title, page.title), element('span', classes.section, page.section)));
  }
  list.hidden = rows.length === 0;
  const children: Node[] = [];
  const others = found?.elsewhere?.versions ?? [];
  if (found?.elsewhere && others.length > 0) {
    // A link, so a new tab gets the wider search too; here it widens the scope in place.
    const widen = element(
      'a',
      '',
      `Search every version: ${others.map(({ label, count }, index) => `${count}${index === 0 ? ' more' : ''} in ${label}`).join(', ')}`,
    );
    widen.href = found.elsewhere.href;
    widen.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      actions.widen();
    });
    children.push(element('p', classes.note, widen));
  }
  if (suggested && suggested.pages.length > 0) {
    children.push(element('p', classes.note, suggested.closest ? 'Pages with a title close to it:' : 'Start with one of the guides:'));
  }
  children.push(list);
  // Each hit shows its page and the pages folded into it.
  if (found && found.hits.reduce((pages, hit) => pages + 1 + hit.also.length, 0) < found.total) {
    const more = element('button', classes.more, `Show all ${found.total} results`);
    more.type = 'button';
    more.addEventListener('click', () => actions.showAll());
    children.push(more);
  }
  if (state.kind === 'failed') {
    const retry = element('button', classes.retry, 'Retry');
    retry.type = 'button';
    retry.addEventListener('click', () => actions.retry());
    const alert = element('div', classes.alert, element('p', '', `The search failed: ${state.error}`), retry);
    alert.setAttribute('role', 'alert');
    children.push(alert);
  }
  target.results.replaceChildren(...children);

  const where = found ? `“${found.query}”${found.scope ? ` in ${found.scope}` : ''}` : '';
  target.status.textContent =
    state.kind === 'prompt'
      ? 'Type a word from the docs or the blog.'
      : !found
        ? ''
        : found.total === 0
          ? `No results for ${where}.`
          : `${found.total} result${found.total === 1 ? '' : 's'} for ${where}`;
  return rows;
}
