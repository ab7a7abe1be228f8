import type { PagefindResultData } from '@/lib/core/search';

/** The part of Pagefind's browser API the dialog uses (pagefind.app/docs/api). */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's script and index, fetched from the export the first time the dialog opens and kept
 * for the rest of the visit. A failed load is forgotten, so `Retry` fetches again.
 */
export function loadPagefind(basePath: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${basePath}/pagefind/pagefind.js`;
    // Not a module of ours: the bundler must leave this import to the browser.
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    // Result URLs without the base path: next/link adds it.
    await pagefind.options({ baseUrl: '/', excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
