import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
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

// Text goes out compressed when the browser accepts it, as the CDN sends it (brotli, else gzip).
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.md', '.xml', '.xsl', '.svg']);

function encodingFor(request: IncomingMessage, file: string): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.has(extname(file))) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(/\s*;\s*/))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
    .map(([name]) => name);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

/** Sends the head and streams `file`, compressed when the browser accepts it; `fallback` if it cannot be read. */
function sendFile(request: IncomingMessage, response: ServerResponse, status: number, file: string, type: string, fallback?: string): void {
  const encoding = encodingFor(request, file);
  if (COMPRESSIBLE.has(extname(file))) response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.writeHead(status, { 'Content-Type': type });
  if (request.method === 'HEAD') return void response.end();
  const body =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : new PassThrough();
  body.pipe(response);
  createReadStream(file).on('error', () => body.end(fallback)).pipe(body);
}

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
      return sendFile(request, response, 200, file, TYPES[extname(file)] ?? 'application/octet-stream');
    }
    sendFile(request, response, 404, join(base, '404.html'), TYPES['.html'], 'Not found');
  });
}
