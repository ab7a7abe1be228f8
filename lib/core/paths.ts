/**
 * One normal form for every way a route can be written: `/x`, `/x/`,
 * `/x.html` and `/x/index.html` all become `/x`; the root stays `/`. Query and hash are dropped.
 */
export function normalizePath(path: string): string {
  let pathname = path.split(/[?#]/, 1)[0] || '/';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  pathname = pathname.replace(/\/{2,}/g, '/');
  pathname = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return pathname || '/';
}

/** True when `path` is `base` or lies below it, both normalised. */
export function isPathWithin(path: string, base: string): boolean {
  const p = normalizePath(path);
  const b = normalizePath(base);
  return p === b || (b === '/' ? true : p.startsWith(`${b}/`));
}

/** A path of this site, from its root (`/img/a.svg`, `/docs/x`): not a URL, nor `//host/…`. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/**
 * The site's routes: the one place their paths are written. The page model gives each page its
 * address from these, the app's routes look pages up by them, and the feeds, links and tests
 * derive theirs from them, so moving a route is an edit here (and of its `app/` folder).
 */
export const ROUTES = {
  home: '/',
  search: '/search',
  docs: '/docs',
  blog: '/blog',
  archive: '/blog/archive',
  authors: '/blog/authors',
  tags: '/blog/tags',
} as const;

/**
 * Where a version's docs are: the latest's at `/docs`, an archived version's at `/docs/<name>`
 * (`archived`, its name). The one place a version's address is made; lib/core/versions.ts gives
 * each version its root from it.
 */
export const docsRoot = (archived?: string): string => (archived === undefined ? ROUTES.docs : `${ROUTES.docs}/${archived}`);

/**
 * A link written in a version's docs, as it leads within that version: `/docs/rpc/quick-start` in
 * a 1.0.0 guide means the 1.0.0 page, `/docs/1.0.0/rpc/quick-start` (`root`, the version's root).
 * Writers link as the latest's docs do, so a version is archived by copying its files as they are.
 * A link that already names an archived version (`archived`: their names), as an upgrade guide's
 * links to the older release do, keeps leading there from wherever the guide is copied.
 */
export function inVersion(href: string, root: string, archived: readonly string[] = []): string {
  if (root === ROUTES.docs || !isSitePath(href) || !isPathWithin(href, ROUTES.docs)) return href;
  if (archived.some((name) => isPathWithin(href, docsRoot(name)))) return href;
  return `${root}${href.slice(ROUTES.docs.length)}`;
}

/** A doc's page, by its id under its version's root (`rpc/quick-start` → `/docs/rpc/quick-start`). */
export const docPath = (id: string, root: string = ROUTES.docs): string => `${root}/${id}`;

/** An API package's index, by the package's id in the site config (`rpc` → `/docs/rpc/api`). */
export const apiIndexPath = (packageId: string, root: string = ROUTES.docs): string => docPath(`${packageId}/api`, root);

/** A post's page, by its slug. */
export const postPath = (slug: string): string => `${ROUTES.blog}/${slug}`;

/** An author's page, by the author's key. */
export const authorPath = (key: string): string => `${ROUTES.authors}/${key}`;

/** A tag's page, by its segment (`mcp` → `/blog/tags/mcp`). */
export const tagPath = (segment: string): string => `${ROUTES.tags}/${segment}`;
