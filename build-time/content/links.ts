import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { editDistance, nearest, routeForm } from '@/lib/core/nearest';
import { normalizePath } from '@/lib/core/paths';
import type { SitePage } from '@/lib/core/page';
import type { CompiledLink } from './compile/findings';
import type { Problem } from '@/lib/core/problems';

/**
 * The links and images of each document, checked against the page model while the writer writes
 * (every save in `npm run dev`) and at the start of the build: the spec's policy, a link or image
 * that leads nowhere on the site is an error, a `#anchor` the page lacks a warning. Each is
 * reported at its line of the `.mdx` file. The check of the built export (build-time/link-check.ts)
 * stays as the last net, for what the pages add around the documents.
 */

/** A document of the content with what its compile found. */
export interface LinkingDocument {
  sourcePath: string;
  /** Its page's address, which relative links start from and `#anchor` links stay on. */
  url: string;
  links: CompiledLink[];
  /** The ids of its elements, which `#anchor` links into it may name. */
  ids: string[];
}

/**
 * Files the site serves besides its pages and public/: the feeds, the AI texts, the sitemap and
 * robots.txt, each page's Markdown twin, the social cards and the search index.
 */
const OUTPUTS = new Set(['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json', '/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt']);
const GENERATED_FOLDERS = ['/og/', '/pagefind/', '/_next/'];

/** A document's links that stay on the site, as paths from its root with their anchors. */
function onSite(link: CompiledLink, from: string): URL | undefined {
  const site = new URL('https://site.invalid');
  let url: URL;
  try {
    url = new URL(link.url, new URL(from, site));
  } catch {
    return undefined;
  }
  return url.origin === site.origin ? url : undefined;
}

/**
 * Checks every link and image of `documents` against the model's `pages` and the files of
 * `publicDir`. The pages of `waiting` (documents whose own mistake keeps them out of the model for
 * now) count as pages: a link to one is no mistake of its own.
 */
export function checkDocumentLinks(
  documents: readonly LinkingDocument[],
  pages: readonly SitePage[],
  publicDir = 'public',
  waiting: readonly string[] = [],
): Problem[] {
  const idsOf = new Map<string, Set<string>>();
  for (const page of pages) {
    if ('headings' in page) idsOf.set(page.url, new Set(page.headings.map((heading) => heading.id)));
  }
  for (const document of documents) idsOf.set(document.url, new Set(document.ids));
  const routes = new Set([...pages.map((page) => page.url), ...waiting]);
  const isFile = (path: string) => {
    const file = join(publicDir, decodeURIComponent(path));
    return existsSync(file) && statSync(file).isFile();
  };
  const exists = (path: string) => {
    const route = normalizePath(path);
    if (routes.has(route) || OUTPUTS.has(path) || GENERATED_FOLDERS.some((folder) => path.startsWith(folder))) return true;
    if (path.endsWith('.md') && routes.has(path.slice(0, -'.md'.length))) return true;
    if (/\/(rss\.xml|atom\.xml|feed\.json)$/.test(path) && routes.has(path.slice(0, path.lastIndexOf('/')))) return true;
    return !path.includes('..') && isFile(path);
  };

  const problems: Problem[] = [];
  for (const document of documents) {
    for (const link of document.links) {
      const url = onSite(link, document.url);
      if (!url) continue;
      const at = { file: document.sourcePath, line: link.line };
      const path = url.pathname;
      const samePage = link.url.startsWith('#');
      if (!samePage && !exists(path)) {
        // A link of an archived version's doc is checked where it leads: the message shows both.
        const named = link.written ? `${link.written} (in this version's docs, ${link.url})` : link.url;
        const near = link.image ? undefined : nearest(normalizePath(path), [...routes], editDistance, routeForm);
        const message = link.image
          ? `Image ${link.url} is not a file of the site (images go in public/: ${join('public', path)}).`
          : `Link to ${named} leads to no page of the site${near ? `; did you mean ${near}?` : '.'}`;
        problems.push({ ...at, message });
        continue;
      }
      const anchor = url.hash.slice(1);
      if (!anchor) continue;
      const ids = idsOf.get(samePage ? document.url : normalizePath(path));
      if (ids && !ids.has(decodeURIComponent(anchor))) {
        const page = samePage ? 'this page' : normalizePath(path);
        problems.push({ ...at, warning: true, message: `Link to ${link.url}: ${page} has no heading or element with the id "${anchor}".` });
      }
    }
  }
  return problems;
}
