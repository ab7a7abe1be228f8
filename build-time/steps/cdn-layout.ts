import { basePathOption, outDir } from '@/lib/core/build-env';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkBasePath, headersUnder, redirectsUnder, withRedirects } from '@/build-time/cdn-rules';
import { readSiteData } from '@/build-time/content/site-data-file';

/**
 * The export laid out as the CDN serves it, so `out/` is what `wrangler deploy` uploads and
 * `npm run serve` previews, whatever the base path.
 *
 * Without a base path `out/` already is that: Next copies `public/_headers` and `public/_redirects`
 * to its root. A build with a base path (LUMENIZE_BASE_PATH=/base) is deployed under that path:
 * Cloudflare looks a request for `/base/docs/x` up as the file `base/docs/x.html` of the assets
 * directory, and reads `_headers` and `_redirects` only at its root, matching them against the
 * whole request path. So the pages move into `out/base/`, and the two rule files stay at the root
 * with every path prefixed by the base path. Nothing of the site is served outside it.
 *
 * First, `_redirects` gets the rules the page model works out (the addresses archived docs
 * versions had at /docs when each was the latest) after the written ones of `public/_redirects`.
 */
const out = outDir();
const rawBasePath = basePathOption();

function main() {
  const generated = readSiteData().redirects;
  const rules = join(out, '_redirects');
  writeFileSync(rules, withRedirects(existsSync(rules) ? readFileSync(rules, 'utf8') : '', generated, 'addresses of archived docs versions'));
  if (rawBasePath === '') return console.log(`CDN layout: ${out}/ is served at the root as it is, with ${generated.length} redirects of old docs addresses.`);
  const basePath = checkBasePath(rawBasePath, 'LUMENIZE_BASE_PATH');
  const pages = join(out, ...basePath.split('/').filter(Boolean));
  const moving = `${out}.cdn-layout`;
  rmSync(moving, { recursive: true, force: true });
  renameSync(out, moving);
  mkdirSync(dirname(pages), { recursive: true });
  renameSync(moving, pages);
  for (const [name, under] of [
    ['_headers', headersUnder],
    ['_redirects', redirectsUnder],
  ] as const) {
    const copied = join(pages, name);
    if (!existsSync(copied)) continue;
    // Left inside the base folder it would be uploaded and served as a plain file.
    writeFileSync(join(out, name), under(readFileSync(copied, 'utf8'), basePath, `public/${name}`));
    rmSync(copied);
  }
  console.log(`CDN layout: the pages in ${pages}/, _headers and _redirects for ${basePath} in ${out}/.`);
}

main();
