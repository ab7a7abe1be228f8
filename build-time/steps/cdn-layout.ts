import { basePathOption, outDir } from '@/lib/core/build-env';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkBasePath, headersUnder, redirectsUnder } from '@/build-time/cdn-rules';

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
 */
const out = outDir();
const rawBasePath = basePathOption();

function main() {
  if (rawBasePath === '') return console.log(`CDN layout: ${out}/ is served at the root as it is.`);
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
