import { describe, expect, it } from 'vitest';
import { testApiItem } from '@/scripts/test/api-items';
import { flattenSidebar } from '@/lib/core/sidebar';
import { buildSidebar, unlistedDocs } from './sidebar-yaml';

const docs = [
  { slug: 'introduction', url: '/docs/introduction', title: 'Introduction', sourcePath: 'content/docs/introduction.mdx' },
  { slug: 'rpc/quick-start', url: '/docs/rpc/quick-start', title: 'Quick Start', sidebar_label: 'Start', sourcePath: 'content/docs/rpc/quick-start.mdx' },
];
const pkg = { id: 'rpc', name: '@lumenize/rpc', label: 'RPC', url: '/docs/rpc/api', sourcePath: 'content/api/rpc/index.d.ts' };
const createRpcClient = testApiItem(pkg, 'function', 'createRpcClient', { summary: [{ text: 'Makes a client.' }] });
const api = [{ pkg, items: [createRpcClient] }];
const build = (items: unknown, text = '') =>
  buildSidebar({ sourcePath: 'content/sidebar.yaml', items, docs, api, brokenDocs: new Set(['rpc/broken']) }, text).sidebar;
const problemsOf = (items: unknown, text: string) =>
  buildSidebar({ sourcePath: 'content/sidebar.yaml', items, docs, api, brokenDocs: new Set(['rpc/broken']) }, text).problems;

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

  it('leaves out an entry that points at nothing, a problem at its line that names the doc it is nearest to', () => {
    const text = 'items:\n  - doc: introducton\n  - category: RPC\n    items:\n      - api: rcp\n      - doc: rpc/quick-start\n      - doc: rpc/streams\n';
    const items = [{ doc: 'introducton' }, { category: 'RPC', items: [{ api: 'rcp' }, { doc: 'rpc/quick-start' }, { doc: 'rpc/streams' }] }];
    expect(problemsOf(items, text)).toEqual([
      { file: 'content/sidebar.yaml', line: 2, message: 'items[0].doc: no doc content/docs/introducton.mdx; did you mean `- doc: introduction`?' },
      {
        file: 'content/sidebar.yaml',
        line: 5,
        message: 'items[1].items[0].api: no package rcp among the packages its version lists in the site config (docs.versions).',
      },
      { file: 'content/sidebar.yaml', line: 7, message: 'items[1].items[2].doc: no doc content/docs/rpc/streams.mdx.' },
    ]);
    expect(flattenSidebar(build(items, text)).map((page) => page.href)).toEqual(['/docs/rpc/quick-start']);
  });

  it('waits, without a problem of its own, for a doc whose file has a mistake of its own', () => {
    const items = [{ doc: 'introduction' }, { doc: 'rpc/broken' }];
    expect(problemsOf(items, 'items:\n  - doc: introduction\n  - doc: rpc/broken\n')).toEqual([]);
    expect(flattenSidebar(build(items)).map((page) => page.href)).toEqual(['/docs/introduction']);
  });

  it('refuses an entry of no known shape, naming where it is', () => {
    const text = 'items:\n  - doc: introduction\n  - page: x\n';
    expect(() => build([{ doc: 'introduction' }, { page: 'x' }], text)).toThrow(/^content\/sidebar\.yaml:3: items\[1\]/);
    expect(() => build([{ category: 'Empty', items: [] }])).toThrow(/^content\/sidebar\.yaml: items\[0\]/);
  });
});

describe('a doc no sidebar lists', () => {
  const sidebarText = 'items:\n  - doc: introduction\n  - category: RPC\n    items:\n      - doc: rpc/quick-start\n';
  const items = [{ doc: 'introduction' }, { category: 'RPC', items: [{ doc: 'rpc/quick-start' }] }];
  const orphan = { slug: 'rpc/streams', url: '/docs/rpc/streams', title: 'Streams', sourcePath: 'content/docs/rpc/streams.mdx' };
  const inputs = (extra: typeof orphan & { unlisted?: boolean }) => ({ sourcePath: 'content/sidebar.yaml', items, docs: [...docs, extra], api });

  it('is a problem naming the line of sidebar.yaml to add, after its folder’s last entry', () => {
    const problems = unlistedDocs(inputs(orphan), buildSidebar(inputs(orphan)).sidebar, sidebarText);
    expect(problems).toEqual([
      {
        file: 'content/docs/rpc/streams.mdx',
        line: 1,
        message:
          'No sidebar lists this doc: add the line `- doc: rpc/streams` to content/sidebar.yaml after line 5 (`- doc: rpc/quick-start`), or, if it stands apart on purpose, `unlisted: true` to its front matter.',
      },
    ]);
  });

  it('is no problem when its front matter says it stands apart', () => {
    const apart = { ...orphan, unlisted: true };
    expect(unlistedDocs(inputs(apart), buildSidebar(inputs(apart)).sidebar, sidebarText)).toEqual([]);
  });
});
