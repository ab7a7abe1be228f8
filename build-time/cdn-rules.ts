/**
 * Cloudflare's `_headers` and `_redirects` files (the format Netlify reads too), checked and moved
 * under a base path. Their paths are the site's own (`/docs/x`); a site deployed under `/base` is
 * requested as `/base/docs/x`, and the CDN matches rules against that request path.
 */

import type { Redirect } from '@/lib/core/page';

const STATUSES = new Set(['200', '301', '302', '303', '307', '308']);

/** `/base` as the site config spells it: a leading slash, none at the end, plain segments. */
export function checkBasePath(basePath: string, source: string): string {
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(basePath) || basePath.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`${source}: the base path must look like /docs or /a/b (a leading slash, no trailing slash), got "${basePath}".`);
  }
  return basePath;
}

/**
 * A `_headers` file under `basePath`: every path rule prefixed, header lines and comments as they
 * are. The rule for every path, `/*`, becomes `/base/*`, which does not match the home page `/base`
 * itself: a rule of its own gives the home page the same headers.
 */
export function headersUnder(text: string, basePath: string, file = '_headers'): string {
  const home: string[] = [];
  let inEveryPathRule = false;
  const lines = text.split('\n').map((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return line;
    const where = `${file} line ${index + 1}`;
    if (/^\s/.test(line)) {
      // `Name: value`, or `! Name` to drop a header an earlier rule set.
      if (!/^[A-Za-z0-9-]+\s*:|^!\s*[A-Za-z0-9-]+$/.test(trimmed)) throw new Error(`${where}: "${trimmed}" is not a "Name: value" header line.`);
      if (inEveryPathRule) home.push(line);
      return line;
    }
    if (!line.startsWith('/')) throw new Error(`${where}: a path rule must start with "/", got "${trimmed}".`);
    inEveryPathRule = trimmed === '/*';
    return `${basePath}${line}`;
  });
  if (home.length === 0) return lines.join('\n');
  const end = lines.at(-1) === '' ? [''] : [];
  return [
    ...lines.slice(0, lines.length - end.length),
    '',
    `# The home page: ${basePath}/* does not match ${basePath} itself.`,
    basePath,
    ...home,
    ...end,
  ].join('\n');
}

/** The rules of a `_redirects` file; a rule Cloudflare would reject throws, naming the line. */
export function parseRedirects(text: string, file = '_redirects'): Redirect[] {
  return text.split('\n').flatMap((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return [];
    const [from, to, status = '302', ...rest] = trimmed.split(/\s+/);
    const where = `${file} line ${index + 1}`;
    if (to === undefined || rest.length > 0) throw new Error(`${where}: expected "from to [status]", got "${trimmed}".`);
    if (!from.startsWith('/')) throw new Error(`${where}: the source must be a path starting with "/", got "${from}".`);
    if (!to.startsWith('/') && !/^https?:\/\//.test(to)) throw new Error(`${where}: the target must be a path or an http(s) URL, got "${to}".`);
    if (!STATUSES.has(status)) throw new Error(`${where}: the status must be one of ${[...STATUSES].join(', ')}, got "${status}".`);
    return [{ from, to, status: Number(status) }];
  });
}

/** A `_redirects` file with its sources, and its targets on the site, under `basePath`. */
export function redirectsUnder(text: string, basePath: string, file = '_redirects'): string {
  parseRedirects(text, file);
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '' || trimmed.startsWith('#')) return line;
      const [from, to, ...status] = trimmed.split(/\s+/);
      return [`${basePath}${from}`, to.startsWith('/') ? `${basePath}${to}` : to, ...status].join(' ');
    })
    .join('\n');
}

/**
 * A `_redirects` file with `redirects` after its own rules, under a comment saying what they are.
 * A source the file already has keeps its rule: Cloudflare answers the first that matches.
 */
export function withRedirects(text: string, redirects: readonly Redirect[], what: string): string {
  const taken = new Set(parseRedirects(text).map((rule) => rule.from));
  const added = redirects.filter((rule) => !taken.has(rule.from)).map(({ from, to, status }) => `${from} ${to} ${status}`);
  if (added.length === 0) return text;
  return `${text.trimEnd()}\n\n# Written by the build: ${what}.\n${added.join('\n')}\n`;
}
