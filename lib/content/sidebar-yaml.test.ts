import { describe, expect, it } from 'vitest';
import { parseApiReference } from './api-schema';
import { flattenSidebar } from '@/lib/core/sidebar';
import { buildSidebar } from './sidebar-yaml';

const docs = [
  { slug: 'introduction', url: '/docs/introduction', title: 'Introduction' },
  { slug: 'rpc/quick-start', url: '/docs/rpc/quick-start', title: 'Quick Start', sidebar_label: 'Start' },
];
const api = [
  parseApiReference({
    id: 'rpc',
    name: '@lumenize/rpc',
    label: 'RPC',
    sourcePath: 'content/api/rpc.json',
    items: [{ kind: 'function', name: 'createRpcClient', signature: 'function createRpcClient(): void', summary: 'Makes a client.' }],
  }),
];
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
      'content/sidebar.yaml: items[0].items[0].api: no API reference content/api/rcp.json.',
    );
    expect(() => build([{ doc: 'intro' }])).toThrow('content/sidebar.yaml: items[0].doc: no doc content/docs/intro.mdx.');
  });

  it('refuses an entry of no known shape, naming where it is', () => {
    expect(() => build([{ doc: 'introduction' }, { page: 'x' }])).toThrow(/^content\/sidebar\.yaml: items\[1\]/);
    expect(() => build([{ category: 'Empty', items: [] }])).toThrow(/^content\/sidebar\.yaml: items\[0\]/);
  });
});

describe('API references', () => {
  const reference = (items: unknown) => parseApiReference({ id: 'rpc', name: '@lumenize/rpc', label: 'RPC', sourcePath: 'content/api/rpc.json', items });

  it('give each item its page under its kind, and its package', () => {
    const { items } = reference([{ kind: 'type-alias', name: 'RpcAccessible', signature: 'type RpcAccessible<T> = T', summary: 'Makes a type callable.' }]);
    expect(items[0]).toMatchObject({ url: '/docs/rpc/api/type-aliases/RpcAccessible', packageName: '@lumenize/rpc', declaredIn: '@lumenize/rpc', params: [] });
  });

  it('name the file, the item and the field of a mistake', () => {
    expect(() => reference([{ kind: 'function', name: 'make', signature: 'function make(): void' }])).toThrow('content/api/rpc.json: items[0] (make).summary:');
    expect(() => reference([{ kind: 'macro', name: 'm', signature: 's', summary: 'x' }])).toThrow('content/api/rpc.json: items[0] (m).kind:');
    expect(() => reference([{ kind: 'function', name: 'f', signature: 's', summary: 'x', colour: 'red' }])).toThrow(
      /content\/api\/rpc\.json: items\[0\] \(f\)/,
    );
  });
});
