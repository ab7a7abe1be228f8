import { xml2js, type Element as XmlNode } from 'xml-js';
import { attribute, elementsOf } from './html';
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

/** The attributes of elements that load or lead to another URL. */
const LINKING: Record<string, string[]> = { a: ['href'], img: ['src', 'srcset'], link: ['href'], script: ['src'], source: ['src', 'srcset'] };
// A social image is an absolute URL on the production site; a broken one shows nowhere on the
// page itself, only as a blank link preview, so it is checked like an <img>.
const SOCIAL_IMAGE = new Set(['og:image', 'twitter:image']);

/** What a feed links to (RSS `<link>` text, Atom `<link href>`, its stylesheet), read by an XML parser. */
function xmlTargets(content: string): string[] {
  const targets: string[] = [];
  const walk = (node: XmlNode) => {
    const href = node.attributes?.href;
    if (node.type === 'instruction' && node.name === 'xml-stylesheet' && href !== undefined) targets.push(String(href));
    if (node.type === 'element' && node.name === 'link') {
      const text = (node.elements ?? []).map((child) => child.text ?? '').join('');
      targets.push(String(href ?? text).trim());
    }
    for (const child of node.elements ?? []) walk(child);
  };
  walk(xml2js(content, { instructionHasAttributes: true }) as XmlNode);
  return targets;
}

/** What an HTML page links to or loads, and the ids its elements carry, read by an HTML parser. */
function readHtml(content: string): { targets: string[]; ids: Set<string> } {
  const targets: string[] = [];
  const ids = new Set<string>();
  for (const element of elementsOf(content)) {
    const id = attribute(element, 'id');
    if (id) ids.add(id);
    if (element.tagName === 'meta') {
      const name = attribute(element, 'property') ?? attribute(element, 'name');
      const image = name && SOCIAL_IMAGE.has(name) ? attribute(element, 'content') : undefined;
      if (image) targets.push(image);
      continue;
    }
    // Hints to open a connection early name an origin, not a resource.
    if (element.tagName === 'link' && /\b(preconnect|dns-prefetch)\b/.test(attribute(element, 'rel') ?? '')) continue;
    for (const name of LINKING[element.tagName] ?? []) {
      const value = attribute(element, name);
      if (value === undefined) continue;
      if (name === 'srcset') targets.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]));
      else targets.push(value.trim());
    }
  }
  return { targets, ids };
}

/** A link as the browser follows it from its page; undefined for one no URL parser reads. */
function resolveLink(target: string, page: URL): URL | undefined {
  try {
    return new URL(target, page);
  } catch {
    return undefined;
  }
}

/**
 * Every page and feed's links, resolved against the page's address on the production site: a
 * relative link from its folder, an absolute one on the site like a root path. Links to other
 * sites (or other schemes, such as `mailto:`) are not checked.
 */
export function checkLinks(files: ExportFile[], siteUrl: string, basePath = ''): LinkReport {
  const site = new URL(siteUrl);
  const byPath = new Map(files.map((file) => [file.path, file]));
  const parsed = new Map<string, ReturnType<typeof readHtml>>();
  const read = (file: ExportFile) => {
    let page = parsed.get(file.path);
    if (!page) {
      page = readHtml(file.content);
      parsed.set(file.path, page);
    }
    return page;
  };
  const errors: string[] = [];
  const warnings: string[] = [];
  let linksChecked = 0;
  let pagesChecked = 0;

  for (const file of files) {
    if (!/\.(html|xml)$/.test(file.path)) continue;
    pagesChecked += 1;
    // The export's files sit under the base path once deployed.
    const page = new URL(`${basePath}/${file.path}`, site);
    const targets = file.path.endsWith('.html') ? read(file).targets : xmlTargets(file.content);
    for (const written of targets) {
      if (written === '') continue;
      const url = resolveLink(written, page);
      if (url && url.origin !== site.origin) continue;
      linksChecked += 1;
      // A link to the production site by its full URL is reported by its path.
      const rawTarget = url && URL.canParse(written) ? `${url.pathname}${url.search}${url.hash}` : written;
      let path = url?.pathname ?? '';
      if (basePath) {
        // Under a base path every internal URL must carry it, or the CDN answers 404.
        if (path !== basePath && !path.startsWith(`${basePath}/`)) {
          errors.push(`${file.path}: link to ${rawTarget} lacks the base path ${basePath}`);
          continue;
        }
        path = path.slice(basePath.length) || '/';
      }
      const resolved = candidateFiles(path)
        .map((c) => byPath.get(c))
        .find(Boolean);
      if (!resolved) {
        const message = `${file.path}: broken link to ${rawTarget}`;
        if (/\.mdx?$/.test(path)) warnings.push(`${message} (a markdown link to a .md/.mdx file that resolves to nothing)`);
        else errors.push(message);
        continue;
      }
      const fragment = url?.hash.slice(1);
      if (fragment && resolved.path.endsWith('.html') && !read(resolved).ids.has(decodeURIComponent(fragment))) {
        warnings.push(`${file.path}: link to ${rawTarget} has no element with id "${fragment}" on its target page`);
      }
    }
  }
  return { errors, warnings, linksChecked, pagesChecked };
}
