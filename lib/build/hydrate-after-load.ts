/**
 * Issue 7: the framework's scripts (react-dom, the router, our client islands) start loading after
 * the page's load event instead of racing the HTML, CSS and images for the reader's connection.
 * Every page is complete and readable without them (the no-JS path is tested); they add the theme
 * toggle, the mobile panel, search and client navigation once they arrive.
 *
 * Next renders them as `<script src async>` tags (plus a low-priority preload for one), which the
 * browser fetches and runs before it fires load. The export step swaps them for one inline loader.
 * `noModule` scripts (polyfills for browsers without modules) are left as they are: modern browsers
 * never fetch them, and old ones need them before anything else runs.
 */

const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/g;
const PRELOAD_SCRIPT_TAG = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/g;
/** NUL cannot occur in an HTML document, so it marks the loader's place unambiguously. */
const LOADER_SLOT = '\u0000';

export interface DeferredPage {
  html: string;
  /** The script URLs now loaded after the load event, in document order. */
  scripts: string[];
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`, 'i').exec(attributes.trim())?.[1];
}

function hasAttribute(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:=|\\s|$)`, 'i').test(attributes.trim());
}

/**
 * The loader: appends the scripts, in order, once load has fired (at once if it already has, as
 * after a bfcache restore). They stay `async` as Next rendered them; Turbopack's runtime queues chunks
 * that arrive before it and finds these by their `src`, so it never fetches one twice.
 */
export function loaderScript(scripts: string[]): string {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    `<script>(function(){var s=${list};function go(){for(var i=0;i<s.length;i++){var e=document.createElement("script");` +
    `e.src=s[i];e.async=true;document.body.appendChild(e)}}` +
    `if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})})()</script>`
  );
}

/**
 * Moves a page's external classic scripts behind its load event. Throws, naming the page, when a
 * script is of a kind the loader would change the meaning of (a module, `defer`, or with an
 * integrity or nonce it would drop), so a Next upgrade that renders scripts differently fails the
 * build instead of shipping a page whose scripts run wrongly.
 */
export function hydrateAfterLoad(html: string, page: string): DeferredPage {
  const scripts: string[] = [];
  // The loader takes the place of the first script moved; the others go.
  let result = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (src === undefined || hasAttribute(attributes, 'nomodule')) return tag;
    const type = attribute(attributes, 'type');
    if (type !== undefined && type !== 'text/javascript') {
      throw new Error(`${page}: <script src="${src}" type="${type}"> cannot be moved after load`);
    }
    for (const name of ['defer', 'integrity', 'nonce', 'crossorigin']) {
      if (hasAttribute(attributes, name)) throw new Error(`${page}: <script src="${src}" ${name}> cannot be moved after load`);
    }
    scripts.push(src);
    return scripts.length === 1 ? LOADER_SLOT : '';
  });
  if (scripts.length === 0) return { html, scripts };
  result = result.replace(PRELOAD_SCRIPT_TAG, (tag) => {
    const href = attribute(tag.slice('<link'.length).replace(/\/?>$/, ''), 'href');
    if (href === undefined || !scripts.includes(href)) {
      throw new Error(`${page}: a script preload (${href ?? 'no href'}) names no script of the page`);
    }
    return '';
  });
  return { html: result.replace(LOADER_SLOT, () => loaderScript(scripts)), scripts };
}

/**
 * V8's explicit compile hint (Chromium 136+; a plain comment to other engines): the whole file is
 * compiled on a background thread while it downloads. Without it, Turbopack's runtime calls each
 * module factory for the first time at start-up and V8 compiles them on the main thread then, one
 * long task after load. At 4× CPU that task on `/docs/introduction` went from 115–285 ms to 50–70 ms,
 * and Lighthouse's TBT from 80–165 ms to 9–30 ms. Only for the scripts every page starts with: they
 * run at once, while a lazily loaded library (search, mermaid) would be compiled whole for little.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A start-up script with the compile hint as its first line (once, however often it is applied). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
