/**
 * The font preloads of every exported page, set to the faces the page draws with (app/site-font.ts):
 *
 * - The text face, on every page. Next leaves it off the not-found pages (404.html, _not-found.html),
 *   though their text is set in it like every other page's; the face is `display: optional`, so a
 *   reader landing on a broken link saw the only page of the site not in its own typeface.
 * - The code face, only on a page whose `<main>` shows code. Next preloads every face of the root
 *   layout on every page, and on a page without code the download is wasted (Chromium warns of a
 *   preload the page does not use).
 *
 * The tags are the home page's, as Next writes them, before the page's first stylesheet; a page
 * whose preloads are already right is left byte for byte.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { attribute, elementsOf, locationOf, type HtmlElement } from './html';
import { filesUnder } from './files';

/** The custom property app/site-font.ts gives the code face (next/font takes only literals there). */
const CODE_FACE_VARIABLE = '--font-site-mono';

const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre']);

const isFontPreload = (element: HtmlElement) => element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'font';

function insideMain(element: HtmlElement): boolean {
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode) if (node.tagName === 'main') return true;
  return false;
}

/**
 * The file name of the code face in the export's stylesheets: the family the code face's custom
 * property names, and the file of that family's `@font-face`.
 */
export function codeFaceFile(stylesheets: { path: string; css: string }[]): string {
  const all = stylesheets.map((sheet) => sheet.css).join('\n');
  const family = new RegExp(`${CODE_FACE_VARIABLE}:\\s*["']?([^"',;}]+)`).exec(all)?.[1];
  if (!family) throw new Error(`the export's stylesheets set no ${CODE_FACE_VARIABLE}: the code face of app/site-font.ts is not where this step looks`);
  for (const face of all.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const declared = /font-family:\s*["']?([^"';]+?)["']?\s*;/.exec(face[1])?.[1];
    const file = /src:\s*url\(["']?([^"')]+)["']?\)/.exec(face[1])?.[1];
    if (declared === family && file) return basename(file);
  }
  throw new Error(`the export's stylesheets have no @font-face for ${family}, the family of ${CODE_FACE_VARIABLE}`);
}

/** Sets each page's font preloads to the faces it draws with; returns the pages it changed. */
export function settleFontPreloads(out: string): { pages: number; added: string[]; dropped: string[] } {
  const home = join(out, 'index.html');
  const homeHtml = readFileSync(home, 'utf8');
  const homeTags = elementsOf(homeHtml, { locations: true })
    .filter(isFontPreload)
    .map((element) => {
      const { startOffset, endOffset } = locationOf(element, home);
      return { href: attribute(element, 'href') ?? '', tag: homeHtml.slice(startOffset, endOffset) };
    });
  if (homeTags.length === 0) throw new Error(`${home}: no font preload to give the other pages; the site's typefaces are preloaded there (app/site-font.ts)`);
  const stylesheets = filesUnder(join(out, '_next'))
    .filter((file) => file.endsWith('.css'))
    .map((path) => ({ path, css: readFileSync(path, 'utf8') }));
  const codeFile = codeFaceFile(stylesheets);
  const isCodeFace = (href: string) => basename(href) === codeFile;

  const pages = filesUnder(out, { skip: ['_next'] }).filter((file) => file.endsWith('.html'));
  const added: string[] = [];
  const dropped: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const elements = elementsOf(html, { locations: true });
    const showsCode = elements.some((element) => CODE_ELEMENTS.has(element.tagName) && insideMain(element));
    const wanted = homeTags.filter(({ href }) => showsCode || !isCodeFace(href));
    const present = elements.filter(isFontPreload);
    const presentHrefs = present.map((element) => attribute(element, 'href') ?? '');
    if (presentHrefs.join('\n') === wanted.map(({ href }) => href).join('\n')) continue;
    // Edits from the end of the page back, so each one's offsets still hold.
    const first = elements.find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet');
    if (!first) throw new Error(`${page}: no stylesheet in its head to put the font preloads before`);
    const at = present.length > 0 ? locationOf(present[0], page).startOffset : locationOf(first, page).startOffset;
    let edited = html;
    for (const element of [...present].reverse()) {
      const { startOffset, endOffset } = locationOf(element, page);
      edited = edited.slice(0, startOffset) + edited.slice(endOffset);
    }
    edited = edited.slice(0, at) + wanted.map(({ tag }) => tag).join('') + edited.slice(at);
    writeFileSync(page, edited);
    (wanted.length > present.length ? added : dropped).push(page);
  }
  return { pages: pages.length, added, dropped };
}
