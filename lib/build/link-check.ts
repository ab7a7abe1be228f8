import { candidateFiles } from './resolve-path';

/**
 * The broken-link policy over a built export: broken internal links and images are
 * errors; broken #fragments and unresolved links to .md/.mdx files are warnings.
 */

export interface ExportFile {
  /** Path inside the export, e.g. `docs/introduction.html`. */
  path: string;
  content: string;
}
export interface LinkReport {
  errors: string[];
  warnings: string[];
  linksChecked: number;
  pagesChecked: number;
}

const ATTRIBUTE = /<(a|img|link|script|source)\b[^>]*?\s(href|src|srcset)="([^"]*)"/gi;
const XML_LINK = /<link>([^<]+)<\/link>|<link[^>]*\shref="([^"]+)"|<\?xml-stylesheet[^>]*href="([^"]+)"/g;
const ID = /\sid="([^"]+)"/g;
const META = /<meta\b[^>]*>/gi;
// A social image is an absolute URL on the production site; a broken one shows nowhere on the
// page itself, only as a blank link preview, so it is checked like an <img>.
const SOCIAL_IMAGE = /\s(?:property|name)="(?:og:image|twitter:image)"/;
const CONTENT = /\scontent="([^"]*)"/;

function unescapeHtml(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The site path of an export file: `docs/introduction.html` → `/docs/introduction`. */
function pageUrl(path: string): string {
  return `/${path}`;
}

function targetsOf(file: ExportFile, siteUrl: string): string[] {
  const targets: string[] = [];
  if (file.path.endsWith('.html')) {
    for (const match of file.content.matchAll(ATTRIBUTE)) {
      const [, tag, attribute, raw] = match;
      // Canonical and alternate links point at the production URL; they are checked as absolute below.
      const value = unescapeHtml(raw);
      if (attribute === 'srcset') targets.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]));
      else if (!(tag.toLowerCase() === 'link' && /rel="(preconnect|dns-prefetch)"/.test(match[0]))) targets.push(value);
    }
    for (const [meta] of file.content.matchAll(META)) {
      const content = SOCIAL_IMAGE.test(meta) ? CONTENT.exec(meta) : null;
      if (content) targets.push(unescapeHtml(content[1]));
    }
  } else {
    for (const match of file.content.matchAll(XML_LINK)) targets.push(unescapeHtml(match[1] ?? match[2] ?? match[3]));
  }
  return targets
    .map((target) => (target.startsWith(siteUrl) ? target.slice(siteUrl.length) || '/' : target))
    .filter((target) => target !== '' && !/^([a-z]+:|\/\/)/i.test(target));
}

function resolveRelative(from: string, target: string): string {
  if (target.startsWith('/') || target.startsWith('#')) return target;
  const dir = pageUrl(from).replace(/[^/]*$/, '');
  const parts = `${dir}${target}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return out.join('/');
}

export function checkLinks(files: ExportFile[], siteUrl: string, basePath = ''): LinkReport {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: ExportFile) => {
    let ids = idsCache.get(file.path);
    if (!ids) {
      ids = new Set([...file.content.matchAll(ID)].map((m) => unescapeHtml(m[1])));
      idsCache.set(file.path, ids);
    }
    return ids;
  };
  const errors: string[] = [];
  const warnings: string[] = [];
  let linksChecked = 0;
  let pagesChecked = 0;

  for (const file of files) {
    if (!/\.(html|xml)$/.test(file.path)) continue;
    pagesChecked += 1;
    for (const rawTarget of targetsOf(file, siteUrl)) {
      linksChecked += 1;
      const target = resolveRelative(file.path, rawTarget);
      const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
      let path = pathPart.split('?')[0];
      if (basePath && path !== '') {
        // Under a base path every internal URL must carry it, or the CDN answers 404.
        if (path !== basePath && !path.startsWith(`${basePath}/`)) {
          errors.push(`${file.path}: link to ${rawTarget} lacks the base path ${basePath}`);
          continue;
        }
        path = path.slice(basePath.length) || '/';
      }
      const resolved =
        path === ''
          ? file
          : candidateFiles(path)
              .map((c) => byPath.get(c))
              .find(Boolean);
      if (!resolved) {
        const message = `${file.path}: broken link to ${rawTarget}`;
        if (/\.mdx?$/.test(path)) warnings.push(`${message} (a markdown link to a .md/.mdx file that resolves to nothing)`);
        else errors.push(message);
        continue;
      }
      if (fragment && resolved.path.endsWith('.html') && !idsOf(resolved).has(decodeURIComponent(fragment))) {
        warnings.push(`${file.path}: link to ${rawTarget} has no element with id "${fragment}" on its target page`);
      }
    }
  }
  return { errors, warnings, linksChecked, pagesChecked };
}
