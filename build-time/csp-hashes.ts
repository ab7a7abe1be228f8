/**
 * Scripts run only by hash or from our origin. Every page of the export gets a
 * `<meta http-equiv="Content-Security-Policy">` whose `script-src` lists the sha256 of each inline
 * script of that page (Next's flight payload, the head script, the loader of the scripts after
 * load, the banners) and no `'unsafe-inline'`. `public/_headers` cannot carry them: its policy is
 * one for every page, and a page's payload changes with every edit of its content.
 *
 * Browsers enforce the header's policy and this one together, so a script must pass both; the
 * header keeps `'unsafe-inline'` (it cannot list the hashes) and this one takes it away. A page
 * without the meta tag would therefore run any inline script, which is why the step refuses
 * to leave one without it and the tests check every page for it.
 *
 * The page is parsed with parse5; the tag is inserted at the position the parser reports, so the
 * rest of the page stays byte for byte as the earlier steps wrote it. A hash is only worth
 * something if nothing edits the page afterwards: the step is the last of the build
 * (`checkLastStep`), and `checkScriptPolicy` recomputes the hashes of a finished page.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { filesUnder } from './files';
import { attribute, elementsOf, locationOf, textOf, type HtmlElement } from './html';

const CSP_STEP = 'csp hashes';

/**
 * The meta policy's sources besides the hashes. `'wasm-unsafe-eval'` lets Pagefind compile its
 * WebAssembly on the page when its worker cannot start (the worker itself runs under the header's
 * policy, which allows it too); it allows no JavaScript eval. `'report-sample'` makes a violation
 * name the first characters of the script it refused.
 */
const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'", "'report-sample'"];
/** Also in the header; here too so that a host which ignores `_headers` still gets them. */
const OTHER_DIRECTIVES = ["object-src 'none'", "base-uri 'none'"];

/**
 * The `type`s a browser runs as script (HTML's JavaScript MIME types, `module`) or reads under
 * `script-src` (import maps, speculation rules); any other type (JSON-LD) is a data block that no
 * policy applies to.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Attributes whose value is a URL a `javascript:` scheme would run as script. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

const isPolicyMeta = (element: HtmlElement) =>
  element.tagName === 'meta' && attribute(element, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy';

/** A script's first characters, to name it in a message. */
const opening = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

interface InlineScript {
  /** `'sha256-…'`, as a policy lists it. */
  source: string;
  text: string;
  line: number;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts that run among a page's elements, each with the source that allows it. The
 * hash is taken over the text the parser gives (newlines normalised, as the browser's parser
 * does), which is what the browser hashes. Throws, naming the page and the element, on inline code
 * no hash can allow: an event-handler attribute or a `javascript:` URL.
 */
function scriptsOf(all: readonly HtmlElement[], page: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const element of all) {
    for (const attr of element.attrs) {
      if (/^on[a-z]+$/i.test(attr.name)) {
        throw new Error(
          `${page} line ${locationOf(element, page).startLine}: <${element.tagName} ${attr.name}="…"> is an inline event handler, which the page's script policy cannot allow by hash; attach the handler from a script instead.`,
        );
      }
      if (URL_ATTRIBUTES.has(attr.name) && /^\s*javascript:/i.test(attr.value)) {
        throw new Error(
          `${page} line ${locationOf(element, page).startLine}: <${element.tagName} ${attr.name}="javascript:…"> runs inline script, which the page's script policy cannot allow by hash.`,
        );
      }
    }
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) continue;
    if (!EXECUTED_TYPES.has((attribute(element, 'type') ?? '').trim().toLowerCase())) continue;
    const text = textOf(element);
    scripts.push({ source: sha256Source(text), text, line: locationOf(element, page).startLine });
  }
  return scripts;
}

/** The meta policy for these scripts. */
function policyFor(scripts: readonly InlineScript[]): string {
  const hashes = [...new Set(scripts.map((script) => script.source))];
  return [['script-src', ...SCRIPT_SOURCES, ...hashes].join(' '), ...OTHER_DIRECTIVES].join('; ');
}

export interface PolicedPage {
  html: string;
  /** Distinct hashes in the policy. */
  hashes: number;
  /** The length of the inserted tag, in bytes. */
  metaBytes: number;
}

/**
 * The page with its meta policy, right after `<meta charset>`: the charset must stay within the
 * first 1024 bytes of the page, and the policy applies only to what the parser meets after it, so
 * it must come before every script. Throws, naming the page, when the page is not shaped so: a head
 * that does not open with the charset declaration, or a policy already there (the build
 * writes the only one; `replace` takes a policy this step wrote off first, for a copy of the export
 * edited after the build, as the bench does).
 */
export function withScriptPolicy(html: string, page: string, { replace = false } = {}): PolicedPage {
  let all = elementsOf(html, { locations: true });
  const existing = all.filter(isPolicyMeta);
  if (existing.length > 0) {
    if (!replace) throw new Error(`${page}: already has a Content-Security-Policy meta tag; the build writes the only one (${CSP_STEP}).`);
    for (const meta of existing.reverse()) {
      const where = locationOf(meta, page);
      html = html.slice(0, where.startOffset) + html.slice(where.endOffset);
    }
    all = elementsOf(html, { locations: true });
  }
  const head = all.find((element) => element.tagName === 'head');
  const charset = head?.childNodes.find((child): child is HtmlElement => 'tagName' in child);
  if (!head || !charset || charset.tagName !== 'meta' || attribute(charset, 'charset') === undefined) {
    throw new Error(`${page}: the head does not open with <meta charset>, which the script policy is placed after.`);
  }
  const at = locationOf(charset, page).endOffset;
  const scripts = scriptsOf(all, page);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(scripts)}"/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), hashes: new Set(scripts.map((script) => script.source)).size, metaBytes: Buffer.byteLength(meta) };
}

/**
 * What is wrong with a finished page's script policy, one message per problem, naming the page:
 * no policy or more than one, a policy after a script, `'unsafe-inline'` or `'unsafe-eval'` in it,
 * an inline script whose hash it lacks (a page edited after the hashes were taken), a hash no
 * script of the page has.
 */
export function checkScriptPolicy(html: string, page: string): string[] {
  const all = elementsOf(html, { locations: true });
  const metas = all.filter(isPolicyMeta);
  if (metas.length !== 1) return [`${page}: ${metas.length === 0 ? 'no' : metas.length} Content-Security-Policy meta tags, expected one`];
  const [meta] = metas;
  const problems: string[] = [];
  const firstScript = all.find((element) => element.tagName === 'script');
  if (firstScript && locationOf(firstScript, page).startOffset < locationOf(meta, page).startOffset) {
    problems.push(`${page}: the policy comes after the <script> of line ${locationOf(firstScript, page).startLine}, which it does not cover`);
  }
  const directive = (attribute(meta, 'content') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name.toLowerCase() === 'script-src');
  if (!directive) return [...problems, `${page}: the policy has no script-src`];
  const sources = directive.slice(1);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) if (sources.includes(unsafe)) problems.push(`${page}: script-src allows ${unsafe}`);
  const scripts = scriptsOf(all, page);
  for (const script of scripts) {
    if (!sources.includes(script.source)) {
      problems.push(`${page}: the inline script of line ${script.line} starting ${opening(script.text)} has no hash in the page's policy (${script.source})`);
    }
  }
  const hashed = new Set(scripts.map((script) => script.source));
  for (const source of sources) {
    if (source.startsWith("'sha256-") && !hashed.has(source)) problems.push(`${page}: the policy lists ${source}, which no inline script of the page has`);
  }
  return problems;
}

/** Every HTML page of an export (the pages of `_next/` are Next's own files, not served pages). */
export const exportPages = (out: string) => filesUnder(out, { skip: ['_next'] }).filter((file) => file.endsWith('.html'));

export interface PolicedExport {
  pages: number;
  averageHashes: number;
  mostHashes: { page: string; hashes: number };
  averageMetaBytes: number;
  largestMeta: { page: string; bytes: number };
}

/** Every page of the export at `out` gets its meta policy. */
export function writeScriptPolicies(out: string, { replace = false } = {}): PolicedExport {
  const pages = exportPages(out);
  if (pages.length === 0) throw new Error(`${CSP_STEP}: no page in ${out}/`);
  let hashes = 0;
  let bytes = 0;
  let mostHashes = { page: '', hashes: -1 };
  let largestMeta = { page: '', bytes: -1 };
  for (const page of pages) {
    const policed = withScriptPolicy(readFileSync(page, 'utf8'), page, { replace });
    writeFileSync(page, policed.html);
    hashes += policed.hashes;
    bytes += policed.metaBytes;
    if (policed.hashes > mostHashes.hashes) mostHashes = { page, hashes: policed.hashes };
    if (policed.metaBytes > largestMeta.bytes) largestMeta = { page, bytes: policed.metaBytes };
  }
  return { pages: pages.length, averageHashes: hashes / pages.length, mostHashes, averageMetaBytes: bytes / pages.length, largestMeta };
}

/**
 * The hashes hold only if no step edits a page after they are taken, so the step must be the last
 * of the build. Throws, naming the steps after it.
 */
export function checkLastStep(steps: readonly { name: string }[]): void {
  const at = steps.findIndex((step) => step.name === CSP_STEP);
  if (at < 0) throw new Error(`The build has no "${CSP_STEP}" step (build-time/steps.ts).`);
  const later = steps.slice(at + 1).map((step) => `"${step.name}"`);
  if (later.length > 0) {
    throw new Error(
      `${later.join(', ')} ${later.length === 1 ? 'runs' : 'run'} after "${CSP_STEP}" and could change pages after their script hashes were taken: move ${later.length === 1 ? 'it' : 'them'} before it in build-time/steps.ts.`,
    );
  }
}
