/**
 * Page weight from the browser's own network log (Chrome DevTools Protocol), shared by `npm run bench`
 * and e2e/budgets.spec.ts so the printed figures and the enforced budgets are the same numbers.
 *
 * For every response it keeps the bytes on the wire (`encodedDataLength`, headers included), the
 * decoded body size, and the body's size after `zlib.gzipSync` (level 6, zlib's default): the
 * budgets are in gzipped bytes, whatever the server in front of the test happens to send.
 */
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';

export const RESOURCE_KINDS = ['js', 'css', 'html', 'image', 'font', 'data', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export interface Resource {
  url: string;
  /** Path and query on the served site. */
  path: string;
  kind: ResourceKind;
  /** The browser's resource type (Document, Script, Fetch, …). */
  cdpType: string;
  status: number;
  /** Bytes received over the network, headers included; 0 when it failed or came from cache. */
  transfer: number;
  /** The body as the page sees it, after any content encoding is removed. */
  decoded: number;
  /** The decoded body gzipped here (text types); binary bodies count as they are. */
  gzip: number;
  /** Finished before the load event fired. */
  beforeLoad: boolean;
  failed: boolean;
  /** The body, kept only for JavaScript (to recognise chunks such as mermaid's). */
  body?: Buffer;
}

interface Pending {
  url: string;
  cdpType: string;
  mimeType: string;
  status: number;
  /** Header bytes as reported with the response (a HEAD's loadingFinished reports 0). */
  responseBytes: number;
  finishedAt?: number;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export function classify(url: string, mimeType: string, cdpType: string): ResourceKind {
  const path = new URL(url).pathname;
  if (cdpType === 'Document' || mimeType.startsWith('text/html')) return 'html';
  if (cdpType === 'Script' || /javascript/.test(mimeType) || path.endsWith('.js')) return 'js';
  if (cdpType === 'Stylesheet' || mimeType.startsWith('text/css')) return 'css';
  if (cdpType === 'Font' || mimeType.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (cdpType === 'Image' || mimeType.startsWith('image/')) return 'image';
  // What the page fetches from script: the framework's page data for client navigation, JSON.
  if (cdpType === 'Fetch' || cdpType === 'XHR' || mimeType.includes('json')) return 'data';
  return 'other';
}

export function gzipSize(body: Buffer, mimeType: string): number {
  return COMPRESSIBLE.test(mimeType) ? gzipSync(new Uint8Array(body.buffer, body.byteOffset, body.byteLength)).length : body.length;
}

/**
 * Records every request a page makes from `start()` on. `mark()` and `since()` cut the log so one
 * recorder can measure a page load and then a client navigation.
 */
export class NetworkRecorder {
  private session?: CDPSession;
  private readonly pending = new Map<string, Pending>();
  private readonly done: Promise<Resource | undefined>[] = [];
  private inFlight = 0;
  private lastActivity = Date.now();
  private loadEventAt = Number.POSITIVE_INFINITY;

  constructor(private readonly page: Page) {}

  async start(): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    this.session = session;
    session.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      // A redirect re-uses the id: the earlier hop is dropped (the bench requests each page at the URL the CDN serves with 200, so none is expected).
      if (!this.pending.has(event.requestId)) this.inFlight += 1;
      this.lastActivity = Date.now();
      this.pending.set(event.requestId, { url: event.request.url, cdpType: event.type ?? 'Other', mimeType: '', status: 0, responseBytes: 0 });
    });
    session.on('Network.responseReceived', (event) => {
      const entry = this.pending.get(event.requestId);
      if (!entry) return;
      entry.mimeType = event.response.mimeType;
      entry.status = event.response.status;
      entry.responseBytes = event.response.encodedDataLength;
      entry.cdpType = event.type;
    });
    session.on('Network.loadingFinished', (event) => {
      const entry = this.pending.get(event.requestId);
      if (!entry) return;
      entry.finishedAt = event.timestamp;
      this.done.push(this.finish(session, event.requestId, entry, event.encodedDataLength, false));
    });
    session.on('Network.loadingFailed', (event) => {
      const entry = this.pending.get(event.requestId);
      if (!entry) return;
      entry.finishedAt = event.timestamp;
      entry.cdpType = event.type;
      this.done.push(this.finish(session, event.requestId, entry, 0, true));
    });
    session.on('Page.loadEventFired', (event) => {
      this.loadEventAt = event.timestamp;
    });
    // Large buffers so a big chunk's body (mermaid's is ~1.5 MB) can still be read back.
    await session.send('Network.enable', { maxResourceBufferSize: 64 * 1024 * 1024, maxTotalBufferSize: 256 * 1024 * 1024 });
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Page.enable');
  }

  private async finish(session: CDPSession, requestId: string, entry: Pending, transfer: number, failed: boolean): Promise<Resource | undefined> {
    let body = Buffer.alloc(0);
    if (!failed) {
      try {
        const response = await session.send('Network.getResponseBody', { requestId });
        body = Buffer.from(response.body, response.base64Encoded ? 'base64' : 'utf8');
      } catch {
        // No body (a HEAD, a 204, or a page that has gone): its size is unknown, counted as 0.
      }
    }
    this.pending.delete(requestId);
    this.inFlight -= 1;
    this.lastActivity = Date.now();
    const url = new URL(entry.url);
    const kind = classify(entry.url, entry.mimeType, entry.cdpType);
    return {
      url: entry.url,
      path: url.pathname + url.search,
      kind,
      cdpType: entry.cdpType,
      status: entry.status,
      transfer: Math.max(transfer, failed ? 0 : entry.responseBytes),
      decoded: body.length,
      gzip: body.length ? gzipSize(body, entry.mimeType) : 0,
      // Compared on the browser's own clock; `finishedAt` is set before this runs.
      beforeLoad: (entry.finishedAt ?? Number.POSITIVE_INFINITY) <= this.loadEventAt,
      failed,
      body: kind === 'js' ? body : undefined,
    };
  }

  /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs` regardless). */
  async waitForIdle(quietMs = 800, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight <= 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Forgets the load event, so a later navigation's resources are not counted as "before load". */
  resetLoadEvent(): void {
    this.loadEventAt = Number.POSITIVE_INFINITY;
  }

  /** A position in the log; `since(mark)` returns what finished after it. */
  mark(): number {
    return this.done.length;
  }

  async since(mark = 0): Promise<Resource[]> {
    const resources = await Promise.all(this.done.slice(mark));
    return resources.filter((resource): resource is Resource => resource !== undefined);
  }

  async stop(): Promise<void> {
    await Promise.all(this.done);
    await this.session?.detach().catch(() => undefined);
  }
}

interface KindTotals {
  requests: number;
  transfer: number;
  decoded: number;
  gzip: number;
}

export type Totals = Record<ResourceKind | 'all', KindTotals>;

export function totals(resources: Resource[]): Totals {
  const empty = (): KindTotals => ({ requests: 0, transfer: 0, decoded: 0, gzip: 0 });
  const result = Object.fromEntries([...RESOURCE_KINDS, 'all'].map((kind) => [kind, empty()])) as Totals;
  for (const resource of resources) {
    for (const bucket of [result[resource.kind], result.all]) {
      bucket.requests += 1;
      bucket.transfer += resource.transfer;
      bucket.decoded += resource.decoded;
      bucket.gzip += resource.gzip;
    }
  }
  return result;
}

/** A web font a page downloaded. */
export interface FontFile {
  path: string;
  /** The file as served (a WOFF 2 is compressed already). */
  bytes: number;
  /** Named by a `<link rel="preload" as="font">` of the page. */
  preloaded: boolean;
}

export interface PageWeight {
  path: string;
  status: number;
  beforeLoad: Totals;
  total: Totals;
  resources: Resource[];
  fonts: FontFile[];
}

/**
 * CDP reports the load event once its handlers have run, so a script a load handler adds (the
 * framework, build-time/hydrate-after-load.ts) can finish on a fast connection before that report. The page's
 * own clock says when each request started; one that started once load had begun did not delay it.
 * `startedAfterLoad` names one URL per such request. A URL can also have been requested before load
 * (the page's own address, prefetched again by a link to it), so each name moves only the last-finished
 * request for that URL not yet accounted for, never the earlier ones.
 */
export function withoutStartedAfterLoad(resources: Resource[], startedAfterLoad: readonly string[]): Resource[] {
  const remaining = new Map<string, number>();
  for (const url of startedAfterLoad) remaining.set(url, (remaining.get(url) ?? 0) + 1);
  const result = [...resources];
  for (let i = result.length - 1; i >= 0; i--) {
    const count = remaining.get(result[i].url) ?? 0;
    if (count === 0) continue;
    remaining.set(result[i].url, count - 1);
    if (result[i].beforeLoad) result[i] = { ...result[i], beforeLoad: false };
  }
  return result;
}

/** Loads `path` in a fresh page with an empty cache and measures it until the network is idle. */
export async function measurePageLoad(page: Page, url: string): Promise<PageWeight> {
  const recorder = new NetworkRecorder(page);
  await recorder.start();
  const response = await page.goto(url, { waitUntil: 'load' });
  await recorder.waitForIdle();
  await recorder.stop();
  const startedAfterLoad = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!navigation?.loadEventStart) return [];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= navigation.loadEventStart)
      .map((entry) => entry.name);
  });
  const resources = withoutStartedAfterLoad(await recorder.since(0), startedAfterLoad);
  const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href));
  return {
    path: new URL(url).pathname,
    status: response?.status() ?? 0,
    beforeLoad: totals(resources.filter((resource) => resource.beforeLoad)),
    total: totals(resources),
    resources,
    fonts: resources
      .filter((resource) => resource.kind === 'font')
      .map((font) => ({ path: font.path, bytes: font.decoded, preloaded: preloads.includes(font.url) })),
  };
}

/**
 * The mermaid library's chunk: its public API object is `mermaidAPI`, a name our own code never
 * uses (components/mdx/mermaid.tsx only calls `initialize` and `render` on the default export).
 */
export function isMermaidChunk(resource: Resource): boolean {
  return resource.kind === 'js' && resource.body !== undefined && resource.body.includes('mermaidAPI');
}
