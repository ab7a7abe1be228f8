import { readFileSync, writeFileSync } from 'node:fs';
import { editDistance, nearest, routeForm } from '@/lib/core/nearest';
import { NOT_FOUND_SCRIPT, NOT_FOUND_SEARCH, NOT_FOUND_SUGGESTION } from '@/lib/core/suggest';
import type { SitePage } from '@/lib/core/page';
import { notFoundRuntime } from '@/lib/browser/not-found';
import { inlineScript } from '@/lib/site/inline-script';
import { filesUnder } from './files';
import { elementsOf, hasAttribute, locationOf } from './html';

/**
 * The not-found page's script, written into the empty script element the page renders for it
 * after its search form (components/layout/not-found-page.tsx): it names the page nearest to the
 * address asked for and fills the field from the first paint (lib/browser/not-found.ts). Written
 * here, into the not-found pages alone, because the page's React tree is also the fallback that
 * every page's payload carries, and the list of pages it chooses from would weigh on each.
 */
export function writeNotFoundScripts(out: string, pages: SitePage[], basePath: string): string[] {
  const titled = pages.flatMap((page) => (page.alias || page.title === undefined ? [] : [{ url: page.url, title: page.title }]));
  const script = inlineScript(
    notFoundRuntime,
    { basePath, suggestion: NOT_FOUND_SUGGESTION, search: NOT_FOUND_SEARCH, pages: titled },
    nearest,
    editDistance,
    routeForm,
  );
  const written: string[] = [];
  for (const file of filesUnder(out, { skip: ['_next'] }).filter((path) => path.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    // Every page's payload names the attribute; only the not-found pages have the element.
    if (!html.includes(NOT_FOUND_SCRIPT)) continue;
    const element = elementsOf(html, { locations: true }).find((each) => each.tagName === 'script' && hasAttribute(each, NOT_FOUND_SCRIPT));
    if (!element) continue;
    const { startTag, endTag } = locationOf(element, file);
    if (!startTag || !endTag) throw new Error(`${file}: the not-found script element has no end tag`);
    writeFileSync(file, html.slice(0, startTag.endOffset) + script + html.slice(endTag.startOffset));
    written.push(file);
  }
  return written;
}
