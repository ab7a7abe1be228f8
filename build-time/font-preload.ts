/**
 * Next preloads the site's typeface on every page it exports but the not-found ones (404.html,
 * _not-found.html), though their layout sets their text in it like every other page's. The
 * typeface is `display: optional` (app/site-font.ts): on a first visit, a page that does not have
 * it by its first paint keeps the fallback, so a reader landing on a broken link saw the only page
 * of the site not in its own typeface. This gives every page the font preloads the home page has,
 * as Next writes them, before its stylesheets; a page that has them already is left as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attribute, elementsOf, locationOf } from './html';
import { filesUnder } from './files';

const isFontPreload = (element: ReturnType<typeof elementsOf>[number]) =>
  element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'font';

/** The font preload tags of a page, as written, in order. */
function fontPreloads(html: string): string[] {
  return elementsOf(html, { locations: true })
    .filter(isFontPreload)
    .map((element) => {
      const { startOffset, endOffset } = locationOf(element, 'page');
      return html.slice(startOffset, endOffset);
    });
}

/** Adds the home page's font preloads to each page of `out` that has none, before its first stylesheet. */
export function preloadFontsEverywhere(out: string): { pages: number; added: string[] } {
  const home = join(out, 'index.html');
  const tags = fontPreloads(readFileSync(home, 'utf8'));
  if (tags.length === 0) throw new Error(`${home}: no font preload to give the other pages; the site's typeface is preloaded there (app/site-font.ts)`);
  const pages = filesUnder(out, { skip: ['_next'] }).filter((file) => file.endsWith('.html'));
  const added: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const elements = elementsOf(html, { locations: true });
    if (elements.some(isFontPreload)) continue;
    const before = elements.find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet');
    if (!before) throw new Error(`${page}: no stylesheet in its head to put the font preload before`);
    const at = locationOf(before, page).startOffset;
    writeFileSync(page, html.slice(0, at) + tags.join('') + html.slice(at));
    added.push(page);
  }
  return { pages: pages.length, added };
}
