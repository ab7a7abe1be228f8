/**
 * The reader's preferred docs version, answered from the page's head script so it holds from the
 * first paint, before and after the framework loads:
 *
 * - it is stored (under `storageKey`) only when the reader chooses a version: a link marked
 *   `data-docs-version-choice` (the version menu, an archived page's banner, the navbar's version
 *   menu), never on a visit; a stored name the site has no version of (`<html data-docs-versions>`)
 *   is removed;
 * - it steers the entry points that name no version (the navbar's docs links, the footer's, the
 *   home page's calls to action: `data-version-hrefs`, each version's address of the page they
 *   lead to) to the preferred version; a page of a version is never sent elsewhere by it;
 * - a version link keeps the `#hash` the reader is at when the other page has that heading
 *   (`data-version-ids`), and the navbar's version menu, on a docs page, leads to this page in
 *   the version chosen (the page's own menu's link).
 *
 * A link whose address it changes is followed as a plain link: in the capture phase, before the
 * framework's router, which would follow the address it rendered, sees the click.
 */
export function docsVersionRuntime(storageKey: string): void {
  const known = (document.documentElement.getAttribute('data-docs-versions') ?? '').split(' ').filter(Boolean);
  const stored = (): string | null => {
    try {
      return window.localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  };
  const preferred = stored();
  if (preferred !== null && !known.includes(preferred)) {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // Storage refused: nothing is stored to clear.
    }
  }
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null);
  const withHash = (link: HTMLAnchorElement): string => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const ids = (link.getAttribute('data-version-ids') ?? '').split(' ');
    return id !== '' && ids.includes(id) ? `${link.href.split('#')[0]}${window.location.hash}` : link.href;
  };
  /** A version-less entry point, sent to the preferred version's page; true when its address changed. */
  const steer = (link: HTMLAnchorElement): boolean => {
    const hrefs = link.getAttribute('data-version-hrefs');
    const version = stored();
    if (hrefs === null || version === null) return false;
    const target = (JSON.parse(hrefs) as Record<string, string | undefined>)[version];
    if (target === undefined || target === link.getAttribute('href')) return false;
    link.setAttribute('href', target);
    return true;
  };
  /** A version chosen: stored, and followed to this page in that version; true when the link's address changed. */
  const choose = (link: HTMLAnchorElement): boolean => {
    const version = link.getAttribute('data-docs-version-choice');
    if (version === null || version === '') return false;
    try {
      window.localStorage.setItem(storageKey, version);
    } catch {
      // Storage refused: the link still leads to the version.
    }
    const own = link.closest('[data-version-menu]')
      ? link
      : document.querySelector<HTMLAnchorElement>(`[data-version-menu] a[data-docs-version-choice="${CSS.escape(version)}"]`);
    if (!own) return false;
    const href = withHash(own);
    if (href === link.href) return false;
    link.href = href;
    return true;
  };
  window.addEventListener(
    'click',
    (event) => {
      const link = linkOf(event);
      if (link && (choose(link) || steer(link))) event.stopPropagation();
    },
    true,
  );
  // A link opened in a new tab, by the middle button or the context menu, leads to the preferred version too.
  for (const type of ['auxclick', 'contextmenu']) {
    window.addEventListener(
      type,
      (event) => {
        const link = linkOf(event);
        if (link) steer(link);
      },
      true,
    );
  }
}
