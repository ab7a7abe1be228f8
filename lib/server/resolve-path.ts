import { normalizePath } from '../site/paths';

/**
 * The files a request path may be served from, in order (decisions.md, Routes): `/x`, `/x/`,
 * `/x.html` and `/x/index.html` all find `x.html` (or `x/index.html`); any other file, such as
 * `/_next/static/…` or `/blog/rss.xml`, is served as it is.
 */
export function candidateFiles(urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/, 1)[0]);
  } catch {
    return [];
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return [];
  const route = normalizePath(decoded);
  if (route === '/') return ['index.html'];
  const relative = route.slice(1);
  const exact = decoded.replace(/^\/+/, '');
  const candidates = [`${relative}.html`, `${relative}/index.html`];
  if (!decoded.endsWith('/') && !decoded.endsWith('.html')) candidates.unshift(exact);
  return [...new Set(candidates)];
}
