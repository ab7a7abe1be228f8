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
