import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { headersFor, parseHeadersFile } from './headers-file';
import { candidateFiles } from './resolve-path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'text/xsl; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface StaticServerOptions {
  root: string;
  /** Served under this path prefix, as a CDN would with a base path ('' for the root). */
  basePath?: string;
}

/** A static file server that answers the way the CDN does: route forms, 404.html with status 404. */
export function createStaticServer({ root, basePath = '' }: StaticServerOptions): Server {
  const base = resolve(root);
  // The export's own `_headers` (Cloudflare's format) applies here as it does on the CDN.
  const headersFile = join(base, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  return createServer(async (request, response) => {
    let path = new URL(request.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of headersFor(rules, path)) response.setHeader(name, value);
    if (basePath) path = path === basePath ? '/' : path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : '/\0';
    for (const candidate of candidateFiles(path)) {
      const file = join(base, candidate);
      if (!file.startsWith(base) || !(await isFile(file))) continue;
      if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      if (request.method === 'HEAD') return response.end();
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(404, { 'Content-Type': TYPES['.html'] });
    if (request.method === 'HEAD') return response.end();
    createReadStream(join(base, '404.html')).on('error', () => response.end('Not found')).pipe(response);
  });
}
