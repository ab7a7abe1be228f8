import { describe, expect, it } from 'vitest';
import { testApiItem } from '@/scripts/test/api-items';
import { flattenSidebar } from '@/lib/core/sidebar';
import { buildSidebar } from './sidebar-yaml';

const docs = [
  { slug: 'introduction', url: '/docs/introduction', title: 'Introduction' },
  { slug: 'rpc/quick-start', url: '/docs/rpc/quick-start', title: 'Quick Start', sidebar_label: 'Start' },
];
const pkg = { id: 'rpc', name: '@lumenize/rpc', label: 'RPC', url: '/docs/rpc/api', sourcePath: 'content/api/rpc/index.d.ts' };
const createRpcClient = testApiItem(pkg, 'function', 'createRpcClient', { summary: [{ text: 'Makes a client.' }] });
const api = [{ pkg, items: [createRpcClient] }];
const build = (items: unknown) => buildSidebar({ sourcePath: 'content/sidebar.yaml', items, docs, api });

describe('the docs sidebar from content/sidebar.yaml', () => {
  it('labels docs by sidebar_label or title and lists an API reference by kind', () => {
    const tree = build([{ doc: 'introduction' }, { category: 'RPC', items: [{ doc: 'rpc/quick-start' }, { api: 'rpc' }] }]);
    expect(flattenSidebar(tree).map((page) => [page.label, page.href, page.trail.map((c) => c.label).join(' › ')])).toEqual([
      ['Introduction', '/docs/introduction', ''],
      ['Start', '/docs/rpc/quick-start', 'RPC'],
      ['API Reference', '/docs/rpc/api', 'RPC'],
      ['createRpcClient', '/docs/rpc/api/functions/createRpcClient', 'RPC › API Reference › Functions'],
    ]);
  });

  it('names the entry that points at nothing', () => {
    expect(() => build([{ category: 'RPC', items: [{ api: 'rcp' }] }])).toThrow(
      'content/sidebar.yaml: items[0].items[0].api: no package rcp in api.packages of the site config.',
    );
    expect(() => build([{ doc: 'intro' }])).toThrow('content/sidebar.yaml: items[0].doc: no doc content/docs/intro.mdx.');
  });

  it('refuses an entry of no known shape, naming where it is', () => {
    expect(() => build([{ doc: 'introduction' }, { page: 'x' }])).toThrow(/^content\/sidebar\.yaml: items\[1\]/);
    expect(() => build([{ category: 'Empty', items: [] }])).toThrow(/^content\/sidebar\.yaml: items\[0\]/);
  });
});
