/**
 * Every URL the site names for itself, gathered from every page of the export and from the files
 * that list URLs in full (sitemap, feeds, robots.txt, llms.txt), each fetched once from the preview
 * with redirects not followed. A link, canonical or sitemap entry that the CDN answers with a
 * redirect costs every reader and crawler a round trip, and a canonical that redirects is one
 * search engines distrust.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from './test';
import { pages, siteOrigin, urlListingFiles, type ExportLayout } from './export';

/** The URLs an HTML page names: href, src, srcset, og:/twitter: URLs and JSON-LD strings. */
function urlsInHtml(page: Page, html: string): Promise<string[]> {
  // The browser's own parser, on a detached document: nothing runs and nothing loads.
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const urls: string[] = [];
    for (const element of doc.querySelectorAll('[href]')) urls.push(element.getAttribute('href')!);
    for (const element of doc.querySelectorAll('[src]')) urls.push(element.getAttribute('src')!);
    for (const element of doc.querySelectorAll('[srcset]')) {
      urls.push(
        ...element
          .getAttribute('srcset')!
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]),
      );
    }
    for (const element of doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
      const content = element.getAttribute('content') ?? '';
      if (/^(https?:\/\/|\/)/.test(content)) urls.push(content);
    }
    const walk = (value: unknown): void => {
      if (typeof value === 'string' && /^https?:\/\//.test(value)) urls.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) walk(JSON.parse(script.textContent ?? 'null'));
    return urls.filter((url) => url !== '');
  }, html);
}

/**
 * Full URLs on `origin` named in a text file (XML, JSON, plain text). A URL ends where a quote, a
 * tag, a bracket, an entity or a JSON escape (`\\"`) begins.
 */
function urlsInText(text: string, origin: string): string[] {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}(?:/[^\\s"'<>()\\[\\]&\\\\]*)?`, 'g')) ?? [];
}

export interface Finding {
  url: string;
  status: number;
  location?: string;
  from: string;
}

/**
 * Fetches every URL the export names on its own site from `preview` (the origin the export is
 * served on), and returns those not answered 200 directly, with the file that named each.
 */
export async function linksNotServedDirectly(
  layout: ExportLayout,
  page: Page,
  request: APIRequestContext,
  preview: string,
): Promise<{ checked: number; pages: number; findings: Finding[] }> {
  const site = siteOrigin(layout);
  const from = new Map<string, string>();
  const add = (raw: string, base: string, file: string) => {
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      throw new Error(`${file}: "${raw}" is not a URL.`);
    }
    if (url.origin === site) url = new URL(`${url.pathname}${url.search}`, preview);
    if (url.origin !== new URL(preview).origin) return;
    url.hash = '';
    if (!from.has(url.href)) from.set(url.href, file);
  };

  const exportPages = pages(layout);
  for (const { file, path } of exportPages) {
    const base = new URL(path, preview).href;
    add(path, preview, file);
    for (const raw of await urlsInHtml(page, readFileSync(file, 'utf8'))) {
      if (/^(mailto|tel|javascript|data):/.test(raw) || raw.startsWith('#')) continue;
      add(raw, base, file);
    }
  }
  for (const file of urlListingFiles(layout)) {
    for (const raw of urlsInText(readFileSync(file, 'utf8'), site)) add(raw, preview, file);
  }

  const findings: Finding[] = [];
  const urls = [...from.keys()];
  // A few at a time: the preview and the test share the machine's cores.
  for (let i = 0; i < urls.length; i += 16) {
    await Promise.all(
      urls.slice(i, i + 16).map(async (url) => {
        const response = await request.get(url, { maxRedirects: 0 });
        if (response.status() !== 200) findings.push({ url, status: response.status(), location: response.headers().location, from: from.get(url)! });
        await response.dispose();
      }),
    );
  }
  return { checked: urls.length, pages: exportPages.length, findings };
}
