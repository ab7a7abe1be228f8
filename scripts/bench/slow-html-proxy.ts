/**
 * A proxy in front of the served export that sends HTML documents in small pieces with pauses,
 * while everything else passes at full speed. The browser then paints with the stylesheets loaded
 * but only part of the document parsed, as it does for a reader on a slow connection; a layout
 * that depends on markup further down the page (say, a column the table of contents reserves)
 * then shows up as a layout shift every time rather than once in a few loads.
 *
 * Each piece ends just before a tag, never inside a text: a word cut in two rewraps its line when
 * its end comes (an inline code that no longer fits moves to the next line), which measured where
 * a piece happened to end, not whether the layout waits for later markup, and moved with every edit.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowHtmlProxy {
  url: string;
  close: () => Promise<void>;
}

export interface SlowHtmlOptions {
  /** The size of a piece: each ends at the first tag after this many bytes. */
  chunkBytes?: number;
  /** The pause after each piece. */
  pauseMs?: number;
  /**
   * Where the pieces end instead, as offsets into a document (each should be a tag's `<`): for a
   * test that cuts a page inside one element of it, at every tag.
   */
  cutsOf?: (html: string) => number[];
}

export async function startSlowHtmlProxy(target: string, { chunkBytes = 8 * 1024, pauseMs = 40, cutsOf }: SlowHtmlOptions = {}): Promise<SlowHtmlProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((request, response) => {
    const headers: Record<string, string | string[] | undefined> = { ...request.headers, host: upstream.host };
    // Plain bodies, so the pieces are pieces of the document itself.
    delete headers['accept-encoding'];
    const forward = httpRequest({ hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        answer.pipe(response);
        return;
      }
      const parts: Uint8Array[] = [];
      answer.on('data', (part: Buffer) => parts.push(new Uint8Array(part)));
      answer.on('end', async () => {
        const body = Buffer.concat(parts);
        for (const [start, end] of pieces(body, chunkBytes, cutsOf)) {
          if (response.destroyed) break;
          response.write(body.subarray(start, end));
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        response.end();
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The pieces a document is sent in, as [start, end) byte offsets. */
function pieces(body: Buffer, chunkBytes: number, cutsOf: SlowHtmlOptions['cutsOf']): [number, number][] {
  const ends: number[] = [];
  if (cutsOf) {
    // The cuts are offsets into the text; the body is bytes.
    const html = body.toString('utf8');
    ends.push(...cutsOf(html).map((offset) => Buffer.byteLength(html.slice(0, offset))));
  } else {
    const tag = '<'.charCodeAt(0);
    for (let at = 0; at < body.length;) {
      const next = body.indexOf(tag, at + chunkBytes);
      at = next === -1 ? body.length : next;
      ends.push(at);
    }
  }
  const sorted = [...new Set([...ends.filter((end) => end > 0 && end < body.length), body.length])].sort((a, b) => a - b);
  return sorted.map((end, i) => [i === 0 ? 0 : sorted[i - 1], end]);
}
