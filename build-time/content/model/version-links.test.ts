import { describe, expect, it } from 'vitest';
import { apiHistoryQueries } from '@/build-time/content/api-history';
import { parseApiHistory } from '@/build-time/content/api-history-schema';
import type { DocsVersion } from '@/lib/core/versions';
import { mapVersions, type VersionedPage, type VersionPages } from './version-links';

/**
 * Three versions: 1.0.0 and 1.5.0 archived, 2.0.0 the latest. 1.5.0 moved the utils guides to
 * routing (and the package was renamed), removed a guide, and the history says Browser moved to
 * @x/testing in 1.2.0 and legacyCall was removed then, and shim went from @x/rpc to @x/utils in
 * 1.1.0, then on to @x/testing in 1.2.0; 2.0.0 moved a guide and added one.
 */
const version = (name: string, released: string, extra: Partial<DocsVersion> = {}): DocsVersion => ({
  name,
  label: `v${name}`,
  tag: `v${name}`,
  released,
  mainDocId: 'introduction',
  packages: [],
  latest: false,
  root: `/docs/${name}`,
  ...extra,
});

const guide = (root: string, path: string, neighbours: string[] = [], ids: string[] = []): VersionedPage => ({
  url: `${root}/${path}`,
  path,
  title: path.split('/').at(-1)!,
  ids,
  neighbours,
});
const api = (root: string, id: string, packageName: string, item?: string, segment = 'functions'): VersionedPage => ({
  url: `${root}/${id}/api${item ? `/${segment}/${item}` : ''}`,
  path: `${id}/api${item ? `/${segment}/${item}` : ''}`,
  title: item ?? `${packageName} API`,
  ids: [],
  api: { packageName, item },
  neighbours: [],
});

const V1 = version('1.0.0', '2024-01-01');
const V15 = version('1.5.0', '2024-06-01', { moves: [{ from: 'utils', to: 'routing' }] });
const V2 = version('2.0.0', '2025-01-01', { latest: true, root: '/docs', moves: [{ from: 'testing/getting-started', to: 'testing/usage' }] });

const site: VersionPages[] = [
  {
    version: V2,
    pages: [
      guide('/docs', 'introduction', [], ['what-is-it']),
      guide('/docs', 'rpc/quick-start'),
      guide('/docs', 'routing/cors'),
      guide('/docs', 'testing/usage', [], ['setup']),
      guide('/docs', 'mesh/intro'),
      api('/docs', 'rpc', '@x/rpc'),
      api('/docs', 'rpc', '@x/rpc', 'createRpc'),
      api('/docs', 'routing', '@x/routing'),
      api('/docs', 'routing', '@x/routing', 'route'),
      api('/docs', 'testing', '@x/testing'),
      api('/docs', 'testing', '@x/testing', 'Browser', 'classes'),
      api('/docs', 'testing', '@x/testing', 'shim'),
    ],
  },
  {
    version: V1,
    pages: [
      guide(V1.root, 'introduction', [], ['what-is-it']),
      guide(V1.root, 'rpc/quick-start', ['rpc/legacy']),
      guide(V1.root, 'rpc/legacy', ['rpc/quick-start', 'rpc/legacy']),
      guide(V1.root, 'utils/cors'),
      guide(V1.root, 'testing/getting-started', [], ['setup', 'old-heading']),
      api(V1.root, 'rpc', '@x/rpc'),
      api(V1.root, 'rpc', '@x/rpc', 'createRpc'),
      api(V1.root, 'rpc', '@x/rpc', 'legacyCall'),
      api(V1.root, 'rpc', '@x/rpc', 'shim'),
      api(V1.root, 'utils', '@x/utils'),
      api(V1.root, 'utils', '@x/utils', 'route'),
      api(V1.root, 'utils', '@x/utils', 'Browser', 'classes'),
    ],
  },
  {
    version: V15,
    pages: [
      guide(V15.root, 'introduction'),
      guide(V15.root, 'rpc/quick-start'),
      guide(V15.root, 'routing/cors'),
      guide(V15.root, 'testing/getting-started'),
      api(V15.root, 'rpc', '@x/rpc'),
      api(V15.root, 'rpc', '@x/rpc', 'createRpc'),
      api(V15.root, 'routing', '@x/routing'),
      api(V15.root, 'routing', '@x/routing', 'route'),
      api(V15.root, 'testing', '@x/testing'),
      api(V15.root, 'testing', '@x/testing', 'Browser', 'classes'),
      api(V15.root, 'testing', '@x/testing', 'shim'),
    ],
  },
];

const history = apiHistoryQueries(
  parseApiHistory('api-history.json', {
    versions: ['1.0.0', '1.1.0', '1.2.0', '1.5.0', '2.0.0'],
    renames: [{ version: '1.5.0', from: '@x/utils', to: '@x/routing' }],
    items: [
      { package: '@x/rpc', name: 'legacyCall', kind: 'function', added: '1.0.0', removed: '1.2.0', changes: [] },
      { package: '@x/rpc', name: 'shim', kind: 'function', added: '1.0.0', removed: '1.1.0', movedTo: '@x/utils', changes: [] },
      { package: '@x/testing', name: 'Browser', kind: 'class', added: '1.2.0', changes: [] },
      { package: '@x/testing', name: 'shim', kind: 'function', added: '1.2.0', changes: [] },
      { package: '@x/utils', name: 'Browser', kind: 'class', added: '1.0.0', removed: '1.2.0', movedTo: '@x/testing', changes: [] },
      { package: '@x/utils', name: 'shim', kind: 'function', added: '1.1.0', removed: '1.2.0', movedTo: '@x/testing', changes: [] },
    ],
  }),
);

const map = mapVersions(site, history);
/** The menu of a page as version → where it leads and what it says. */
const menu = (url: string) => Object.fromEntries(map.linksOf(url).map((link) => [link.version, link.current ? 'current' : { url: link.url, note: link.note }]));

describe('a page in the other versions', () => {
  it('is the same page where it stayed, with that page’s heading ids, newest version first', () => {
    const links = map.linksOf('/docs/1.0.0/introduction');
    expect(links.map((link) => link.version)).toEqual(['2.0.0', '1.5.0', '1.0.0']);
    expect(links[0]).toEqual({ version: '2.0.0', label: 'v2.0.0', url: '/docs/introduction', ids: ['what-is-it'] });
    expect(links[2].current).toBe(true);
  });

  it('follows a folder that moved, saying where and when', () => {
    expect(menu('/docs/1.0.0/utils/cors')).toEqual({
      '2.0.0': { url: '/docs/routing/cors', note: { kind: 'moved', title: 'cors', in: '1.5.0' } },
      '1.5.0': { url: '/docs/1.5.0/routing/cors', note: { kind: 'moved', title: 'cors', in: '1.5.0' } },
      '1.0.0': 'current',
    });
  });

  it('goes back from a moved page to its old address in older versions', () => {
    expect(menu('/docs/testing/usage')).toEqual({
      '2.0.0': 'current',
      '1.5.0': { url: '/docs/1.5.0/testing/getting-started', note: { kind: 'formerly', title: 'getting-started', in: '2.0.0' } },
      '1.0.0': { url: '/docs/1.0.0/testing/getting-started', note: { kind: 'formerly', title: 'getting-started', in: '2.0.0' } },
    });
  });

  it('leads a removed guide to its sidebar category’s first page the other version has, saying when it was removed', () => {
    expect(menu('/docs/1.0.0/rpc/legacy')['2.0.0']).toEqual({ url: '/docs/rpc/quick-start', note: { kind: 'removed', in: '1.5.0', nearest: 'quick-start' } });
  });

  it('leads a guide an older version lacks to that version’s main doc, saying when it was added', () => {
    expect(menu('/docs/mesh/intro')['1.0.0']).toEqual({ url: '/docs/1.0.0/introduction', note: { kind: 'added', in: '2.0.0', nearest: 'introduction' } });
  });

  it('follows an API item to the package it moved to, when the history says it did', () => {
    expect(menu('/docs/1.0.0/utils/api/classes/Browser')['2.0.0']).toEqual({
      url: '/docs/testing/api/classes/Browser',
      note: { kind: 'moved-package', package: '@x/testing', in: '1.2.0' },
    });
    expect(menu('/docs/testing/api/classes/Browser')['1.0.0']).toEqual({
      url: '/docs/1.0.0/utils/api/classes/Browser',
      note: { kind: 'formerly-package', package: '@x/utils', in: '1.2.0' },
    });
  });

  it('follows an API item that moved twice to where the last move took it', () => {
    expect(menu('/docs/1.0.0/rpc/api/functions/shim')['2.0.0']).toEqual({
      url: '/docs/testing/api/functions/shim',
      note: { kind: 'moved-package', package: '@x/testing', in: '1.2.0' },
    });
  });

  it('follows a renamed package’s items and index', () => {
    expect(menu('/docs/1.0.0/utils/api/functions/route')['2.0.0']).toEqual({
      url: '/docs/routing/api/functions/route',
      note: { kind: 'moved-package', package: '@x/routing', in: '1.5.0' },
    });
    expect(menu('/docs/1.0.0/utils/api')['1.5.0']).toEqual({
      url: '/docs/1.5.0/routing/api',
      note: { kind: 'moved-package', package: '@x/routing', in: '1.5.0' },
    });
  });

  it('leads a removed API item to its package’s index, with the release the history says removed it', () => {
    expect(menu('/docs/1.0.0/rpc/api/functions/legacyCall')['2.0.0']).toEqual({
      url: '/docs/rpc/api',
      note: { kind: 'removed', in: '1.2.0', nearest: '@x/rpc API' },
    });
  });
});

describe('the redirects of addresses archived versions had at /docs', () => {
  const redirects = Object.fromEntries(map.redirects.map(({ from, to, status }) => [from, `${to} ${status}`]));

  it('send a moved page to its new home, and a removed one to its archived copy, each once', () => {
    expect(redirects).toEqual({
      '/docs/testing/getting-started': '/docs/testing/usage 301',
      '/docs/rpc/legacy': '/docs/1.0.0/rpc/legacy 301',
      '/docs/utils/cors': '/docs/routing/cors 301',
      '/docs/rpc/api/functions/legacyCall': '/docs/1.0.0/rpc/api/functions/legacyCall 301',
      '/docs/utils/api': '/docs/routing/api 301',
      '/docs/utils/api/functions/route': '/docs/routing/api/functions/route 301',
      '/docs/utils/api/classes/Browser': '/docs/testing/api/classes/Browser 301',
      '/docs/rpc/api/functions/shim': '/docs/testing/api/functions/shim 301',
    });
  });

  it('leave every address the latest has alone', () => {
    expect(map.redirects.filter((rule) => site[0].pages.some((page) => page.url === rule.from))).toEqual([]);
  });
});
