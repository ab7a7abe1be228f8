import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server';

const PAGE = `<!DOCTYPE html><html><body>${'<p>docs</p>'.repeat(200)}</body></html>`;
const NOT_FOUND = '<!DOCTYPE html><title>Page Not Found</title>';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

let root: string;
let origin: string;
let close: () => void;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  raw: Buffer;
}

/** A raw request: node's http does not decode, so the encoding on the wire is what we see. */
function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const parts: Uint8Array[] = [];
      res.on('data', (part: Buffer) => parts.push(new Uint8Array(part)));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const encoding = res.headers['content-encoding'];
        const asBytes = new Uint8Array(raw);
        const body = raw.length === 0 ? raw : encoding === 'gzip' ? gunzipSync(asBytes) : encoding === 'br' ? brotliDecompressSync(asBytes) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8'), raw });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(join(root, '_next', 'static'), { recursive: true });
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'docs', 'introduction.html'), PAGE);
  writeFileSync(join(root, '404.html'), NOT_FOUND);
  writeFileSync(join(root, '_next', 'static', 'app.js'), 'console.log("app");'.repeat(100));
  writeFileSync(join(root, 'logo.png'), new Uint8Array(PNG));
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.close();
    server.closeAllConnections();
  };
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

describe('the static server compresses text as the CDN does', () => {
  it('sends brotli when the browser accepts it, gzip when only that, and the plain file otherwise', async () => {
    const br = await get('/docs/introduction', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe(PAGE);
    expect(br.raw.length).toBeLessThan(PAGE.length / 5);
    const gzip = await get('/docs/introduction', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(PAGE);
    const plain = await get('/docs/introduction');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(PAGE);
    for (const answer of [br, gzip, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('respects q=0', async () => {
    expect((await get('/', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/', 'gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses scripts, and leaves images alone', async () => {
    const script = await get('/_next/static/app.js', 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.body).toBe('console.log("app");'.repeat(100));
    const image = await get('/logo.png', 'gzip, br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect([...image.raw]).toEqual([...PNG]);
  });

  it('keeps the route forms, and answers anything else with 404.html and status 404', async () => {
    for (const path of ['/docs/introduction', '/docs/introduction/', '/docs/introduction.html', '/docs/introduction/index.html']) {
      const answer = await get(path, 'gzip');
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(PAGE);
    }
    const missing = await get('/nope', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toBe(NOT_FOUND);
    const head = await get('/docs/introduction', 'gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });
});
