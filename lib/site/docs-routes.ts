import { API_PACKAGES, getApiItems, type ApiItem, type ApiPackage } from '../content/api';
import { getDocs, type Doc } from '../content/index';

export type DocsRoute =
  | { kind: 'doc'; url: string; doc: Doc }
  | { kind: 'api-index'; url: string; pkg: ApiPackage }
  | { kind: 'api-item'; url: string; item: ApiItem };

function collectRoutes(): Map<string, DocsRoute> {
  const routes = new Map<string, DocsRoute>();
  const sources = new Map<string, string>();
  const add = (route: DocsRoute, source: string) => {
    const existing = sources.get(route.url);
    // DEVELOPERS.md: two pages on one route fail the build, naming both files.
    if (existing) throw new Error(`Two pages map to ${route.url}: ${existing} and ${source}.`);
    sources.set(route.url, source);
    routes.set(route.url, route);
  };
  for (const doc of getDocs()) add({ kind: 'doc', url: doc.url, doc }, doc.sourcePath);
  for (const pkg of API_PACKAGES) add({ kind: 'api-index', url: pkg.url, pkg }, `content/api/${pkg.id}.json`);
  for (const item of getApiItems()) add({ kind: 'api-item', url: item.url, item }, `${item.sourcePath} (${item.name})`);
  return routes;
}

let cached: Map<string, DocsRoute> | undefined;

function routes(): Map<string, DocsRoute> {
  cached ??= collectRoutes();
  return cached;
}

export function resolveDocsRoute(slug: string[]): DocsRoute | undefined {
  return routes().get(`/docs/${slug.join('/')}`);
}

export function allDocsSlugs(): string[][] {
  return [...routes().keys()].map((url) => url.replace(/^\/docs\//, '').split('/'));
}
