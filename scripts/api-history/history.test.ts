import { describe, expect, it } from 'vitest';
import { buildHistory, detectRenames, summarize, type Snapshot } from './history';

type Exports = Record<string, string>;

/** A tag's snapshot from `{ package: { name: declaration } }`; a declaration starting `class`/`interface`/… gives the kind. */
function tag(version: string, packages: Record<string, Exports>, folders: Record<string, string> = {}): Snapshot {
  return {
    version,
    packages: Object.fromEntries(
      Object.entries(packages).map(([pkg, exports]) => {
        const folder = folders[pkg] ?? pkg.replace('@lumenize/', '');
        const items = Object.fromEntries(
          Object.entries(exports).map(([name, declaration]) => {
            const kind = declaration.startsWith('class') ? 'class' : declaration.startsWith('interface') ? 'interface' : 'function';
            return [name, { kind, declaration } as const];
          }),
        );
        return [pkg, { folder, entry: `packages/${folder}/src/index.ts`, exports: items }];
      }),
    ),
  };
}

const RPC = '@lumenize/rpc';
const UTILS = '@lumenize/utils';
const ROUTING = '@lumenize/routing';
const TESTING = '@lumenize/testing';

describe('buildHistory', () => {
  it('records when each name was added, changed (before and after) and removed', () => {
    const { items } = buildHistory(
      [
        tag('0.9.0', { [RPC]: { createRpcClient: 'function createRpcClient(binding: string): Client;', keep: 'function keep(): void;' } }),
        tag('0.10.0', { [RPC]: { createRpcClient: 'function createRpcClient(binding: string): Client;', keep: 'function keep(): void;' } }),
        tag('0.12.0', {
          [RPC]: { createRpcClient: 'function createRpcClient(config: Config): Client;', keep: 'function keep(): void;', fresh: 'function fresh(): void;' },
        }),
        tag('0.13.0', { [RPC]: { createRpcClient: 'function createRpcClient(config: Config): Client;', fresh: 'function fresh(): void;' } }),
      ],
      [],
    );
    expect(items).toEqual([
      {
        package: RPC,
        name: 'createRpcClient',
        kind: 'function',
        added: '0.9.0',
        changes: [
          { version: '0.12.0', before: 'function createRpcClient(binding: string): Client;', after: 'function createRpcClient(config: Config): Client;' },
        ],
      },
      { package: RPC, name: 'fresh', kind: 'function', added: '0.12.0', changes: [] },
      { package: RPC, name: 'keep', kind: 'function', added: '0.9.0', removed: '0.13.0', changes: [] },
    ]);
  });

  it('sorts items by package, then name', () => {
    const { items } = buildHistory(
      [tag('1.0.0', { [UTILS]: { b: 'function b(): void;', a: 'function a(): void;' }, [RPC]: { z: 'function z(): void;' } })],
      [],
    );
    expect(items.map((item) => `${item.package} ${item.name}`)).toEqual([`${RPC} z`, `${UTILS} a`, `${UTILS} b`]);
  });

  it('names the package a removed name appears in at the same tag, and lists its change on arrival', () => {
    const { items } = buildHistory(
      [
        tag('0.17.0', { [UTILS]: { getShim: 'function getShim(fetch: F): WS;' }, [TESTING]: {} }),
        tag('0.19.0', { [UTILS]: {}, [TESTING]: { getShim: 'function getShim(fetch?: F): WS;' } }),
      ],
      [],
    );
    expect(items.find((item) => item.package === UTILS)).toMatchObject({ removed: '0.19.0', movedTo: TESTING });
    expect(items.find((item) => item.package === TESTING)).toEqual({
      package: TESTING,
      name: 'getShim',
      kind: 'function',
      added: '0.19.0',
      changes: [{ version: '0.19.0', before: 'function getShim(fetch: F): WS;', after: 'function getShim(fetch?: F): WS;', from: UTILS }],
    });
  });

  it('lists no arrival change when the moved declaration is the same', () => {
    const { items } = buildHistory(
      [tag('1.0.0', { [UTILS]: { Browser: 'class Browser {}' }, [TESTING]: {} }), tag('2.0.0', { [UTILS]: {}, [TESTING]: { Browser: 'class Browser {}' } })],
      [],
    );
    expect(items.find((item) => item.package === TESTING)?.changes).toEqual([]);
  });

  it('counts a package that already re-exported the name as where it moved', () => {
    const { items } = buildHistory(
      [
        tag('0.11.0', { [RPC]: { getShim: 'function getShim(): WS;' }, [UTILS]: { getShim: 'function getShim(): WS;' } }),
        tag('0.12.0', { [RPC]: {}, [UTILS]: { getShim: 'function getShim(): WS;' } }),
      ],
      [],
    );
    expect(items.find((item) => item.package === RPC)).toMatchObject({ removed: '0.12.0', movedTo: UTILS });
  });

  it('prefers the package that took the name up at that tag, and reports a tie', () => {
    const snapshots = [
      tag('1.0.0', { [RPC]: { x: 'function x(): void;' }, [UTILS]: { x: 'function x(): void;' }, [TESTING]: {}, [ROUTING]: {} }),
      tag('2.0.0', { [RPC]: {}, [UTILS]: { x: 'function x(): void;' }, [TESTING]: { x: 'function x(): void;' }, [ROUTING]: {} }),
    ];
    const { items, ambiguous } = buildHistory(snapshots, []);
    expect(items.find((item) => item.package === RPC)?.movedTo).toBe(TESTING);
    expect(ambiguous).toEqual([]);

    snapshots[1].packages[ROUTING].exports.x = { kind: 'function', declaration: 'function x(): void;' };
    const tie = buildHistory(snapshots, []);
    expect(tie.items.find((item) => item.package === RPC)?.movedTo).toBe(ROUTING);
    expect(tie.ambiguous).toEqual([{ version: '2.0.0', package: RPC, name: 'x', candidates: [ROUTING, TESTING, UTILS] }]);
  });

  it('ends the items of a renamed package without a move, and starts them under the new name with their change', () => {
    const snapshots = [
      tag('0.17.0', {
        [UTILS]: {
          routeDORequest: 'function routeDORequest(): void;',
          RouteOptions: 'interface RouteOptions { context: { id: string } }',
          Browser: 'class Browser {}',
          gone: 'function gone(): void;',
        },
        [TESTING]: {},
      }),
      tag('0.19.0', {
        [ROUTING]: { routeDORequest: 'function routeDORequest(): void;', RouteOptions: 'interface RouteOptions { context: HooksContext }' },
        [TESTING]: { Browser: 'class Browser {}' },
      }),
    ];
    const renames = [{ version: '0.19.0', from: UTILS, to: ROUTING }];
    const byKey = Object.fromEntries(buildHistory(snapshots, renames).items.map((item) => [`${item.package} ${item.name}`, item]));
    expect(byKey[`${UTILS} routeDORequest`]).toEqual({
      package: UTILS,
      name: 'routeDORequest',
      kind: 'function',
      added: '0.17.0',
      removed: '0.19.0',
      changes: [],
    });
    expect(byKey[`${ROUTING} routeDORequest`]).toEqual({ package: ROUTING, name: 'routeDORequest', kind: 'function', added: '0.19.0', changes: [] });
    expect(byKey[`${ROUTING} RouteOptions`].changes).toEqual([
      {
        version: '0.19.0',
        before: 'interface RouteOptions { context: { id: string } }',
        after: 'interface RouteOptions { context: HooksContext }',
        from: UTILS,
      },
    ]);
    expect(byKey[`${UTILS} Browser`]).toMatchObject({ removed: '0.19.0', movedTo: TESTING });
    expect(byKey[`${UTILS} gone`]).not.toHaveProperty('movedTo');
  });

  it('records a stretch without the name as a gap, compares the restored declaration with the last one, and takes the kind from the last', () => {
    const { items } = buildHistory(
      [
        tag('0.16.0', { [RPC]: { Shape: 'interface Shape { root: any }' } }),
        tag('0.19.0', { [RPC]: {} }),
        tag('0.23.0', { [RPC]: { Shape: 'interface Shape { root: any }' } }),
        tag('0.26.0', { [RPC]: { Shape: 'class Shape {}' } }),
      ],
      [],
    );
    expect(items).toEqual([
      {
        package: RPC,
        name: 'Shape',
        kind: 'class',
        added: '0.16.0',
        gaps: [{ removed: '0.19.0', restored: '0.23.0' }],
        changes: [{ version: '0.26.0', before: 'interface Shape { root: any }', after: 'class Shape {}' }],
      },
    ]);
  });
});

describe('detectRenames', () => {
  it('finds a package whose folder now holds a new name', () => {
    const renames = detectRenames(
      tag('1.0.0', { '@lumenize/old': {} }, { '@lumenize/old': 'shared' }),
      tag('2.0.0', { '@lumenize/new': {} }, { '@lumenize/new': 'shared' }),
      new Map(),
    );
    expect(renames).toEqual([{ version: '2.0.0', from: '@lumenize/old', to: '@lumenize/new' }]);
  });

  it('finds a package whose entry module git carried into a new package’s entry', () => {
    const moved = new Map([['packages/utils/src/index.ts', 'packages/routing/src/index.ts']]);
    expect(detectRenames(tag('0.17.0', { [UTILS]: {} }), tag('0.19.0', { [ROUTING]: {} }), moved)).toEqual([{ version: '0.19.0', from: UTILS, to: ROUTING }]);
  });

  it('sees no rename when a package only disappears beside a new one', () => {
    const moved = new Map([['packages/proxy-fetch/package.json', 'packages/fetch/package.json']]);
    expect(detectRenames(tag('0.17.0', { '@lumenize/proxy-fetch': {} }), tag('0.19.0', { '@lumenize/fetch': {} }), moved)).toEqual([]);
  });

  it('sees no rename when an existing package takes over the folder', () => {
    expect(detectRenames(tag('1.0.0', { [UTILS]: {}, [ROUTING]: {} }), tag('2.0.0', { [ROUTING]: {} }, { [ROUTING]: 'utils' }), new Map())).toEqual([]);
  });
});

describe('summarize', () => {
  it('counts per version and package the exports, and the names added, removed, changed and moved', () => {
    const snapshots = [
      tag('1.0.0', { [UTILS]: { a: 'function a(): void;', b: 'function b(): void;' }, [TESTING]: {} }),
      tag('2.0.0', { [UTILS]: { a: 'function a(x: number): void;' }, [TESTING]: { b: 'function b(): void;', c: 'function c(): void;' } }),
    ];
    const { items } = buildHistory(snapshots, []);
    expect(summarize(snapshots, items)[1]).toEqual({
      version: '2.0.0',
      packages: [
        { name: TESTING, exports: 2, added: 2, removed: 0, changed: 0, moved: 0 },
        { name: UTILS, exports: 1, added: 0, removed: 1, changed: 1, moved: 1 },
      ],
    });
  });
});
