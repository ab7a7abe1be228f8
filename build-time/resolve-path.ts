import { normalizePath } from '@/lib/core/paths';

/**
 * The files a link's path (a URL's `pathname`) may reach, in order: `/x` finds `x.html` (or `x/index.html`), and so do `/x/`,
 * `/x.html` and `/x/index.html`, which the CDN answers with a redirect to `/x` (wrangler.jsonc);
 * any other file, such as `/_next/static/…` or `/blog/rss.xml`, is found as it is. The link check
 * asks whether a link leads to a page at all; that the site's own links need no redirect is
 * tested against the preview (e2e/links.spec.ts).
 */
export function candidateFiles(urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
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
