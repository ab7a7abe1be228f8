import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHistoryQueries, compareReleases, readApiHistory, releasedBetween } from './api-history';
import { parseApiHistory, type ApiHistory as ApiHistoryFile } from './api-history-schema';

const FILE = 'content/api-history.json';
const history = (value: unknown) => apiHistoryQueries(parseApiHistory(FILE, value));
const HISTORY = {
  versions: ['0.9.0', '0.12.0', '0.19.0'],
  renames: [{ version: '0.19.0', from: '@lumenize/utils', to: '@lumenize/routing' }],
  items: [
    { package: '@lumenize/routing', name: 'routeDORequest', kind: 'function', added: '0.9.0', changes: [] },
    {
      package: '@lumenize/rpc',
      name: 'createRpcClient',
      kind: 'function',
      added: '0.9.0',
      changes: [{ version: '0.12.0', note: 'Takes one config object.', real: true, before: 'a', after: 'b' }],
    },
    { package: '@lumenize/utils', name: 'Browser', kind: 'class', added: '0.9.0', removed: '0.19.0', movedTo: '@lumenize/testing', changes: [] },
  ],
};

describe('the API history', () => {
  it('orders releases by number, not by text', () => {
    expect(compareReleases('0.9.0', '0.10.0')).toBeLessThan(0);
    expect(compareReleases('next', '0.10.0')).toBeUndefined();
    expect(releasedBetween('0.19.0', '0.9.0', '0.26.0')).toBe(true);
    expect(releasedBetween('0.9.0', '0.9.0', '0.26.0')).toBe(false);
  });

  it('finds an item under any name its package has had', () => {
    const read = history(HISTORY);
    expect(read.item('@lumenize/utils', 'routeDORequest')?.package).toBe('@lumenize/routing');
    expect(read.item('@lumenize/utils', 'Browser')?.movedTo).toBe('@lumenize/testing');
    expect(read.item('@lumenize/rpc', 'nothing')).toBeUndefined();
  });

  it('renames a package only for a rename between the two releases', () => {
    const read = history(HISTORY);
    expect(read.renamedBetween('@lumenize/utils', '0.9.0', '0.26.0')).toEqual({ name: '@lumenize/routing', version: '0.19.0' });
    expect(read.renamedBetween('@lumenize/utils', '0.9.0', '0.12.0')).toEqual({ name: '@lumenize/utils' });
  });

  it('names the file and the field of a mistake', () => {
    const bad = { ...HISTORY, items: [{ ...HISTORY.items[0], added: 'yesterday' }] };
    expect(() => history(bad)).toThrow('content/api-history.json: items[0].added (@lumenize/routing routeDORequest): a release version, major.minor.patch');
  });

  it('reads the content folder’s file, naming it when it is not JSON, and none when there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-history-'));
    expect(readApiHistory(dir)).toBeUndefined();
    writeFileSync(join(dir, 'api-history.json'), '{');
    expect(() => readApiHistory(dir)).toThrow(`${join(dir, 'api-history.json')}: not JSON`);
    writeFileSync(join(dir, 'api-history.json'), JSON.stringify(HISTORY));
    expect(readApiHistory(dir)?.first).toBe('0.9.0');
  });
});

const item = (fields: Partial<ApiHistoryFile['items'][number]> & { package: string; name: string; added: string }): ApiHistoryFile['items'][number] => ({
  kind: 'function',
  changes: [],
  ...fields,
});

const MOVES: ApiHistoryFile = {
  versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'],
  renames: [{ version: '2.0.0', from: '@x/utils', to: '@x/routing' }],
  items: [
    item({ package: '@x/rpc', name: 'shim', added: '1.0.0', removed: '1.1.0', movedTo: '@x/utils' }),
    item({ package: '@x/utils', name: 'shim', added: '1.1.0', removed: '2.0.0', movedTo: '@x/testing' }),
    item({ package: '@x/testing', name: 'shim', added: '2.0.0' }),
    item({ package: '@x/utils', name: 'route', added: '1.0.0', removed: '2.0.0' }),
    item({ package: '@x/routing', name: 'route', added: '2.0.0' }),
    item({ package: '@x/utils', name: 'isUpgrade', added: '1.0.0', removed: '2.0.0' }),
    item({
      package: '@x/rpc',
      name: 'client',
      added: '1.0.0',
      changes: [
        { version: '1.1.0', note: 'takes one object', real: true, before: 'a', after: 'b' },
        { version: '1.2.0', note: 'printed differently', real: false, before: 'b', after: 'c' },
      ],
    }),
    item({ package: '@x/rpc', name: 'later', added: '1.1.0', changes: [{ version: '1.2.0', note: 'new', real: true, before: 'a', after: 'b' }] }),
    item({ package: '@x/rpc', name: 'gone-and-back', added: '1.0.0', gaps: [{ removed: '1.1.0', restored: '1.2.0' }] }),
  ],
};

describe('what a caller changes between two releases', () => {
  const changes = apiHistoryQueries(MOVES).changesBetween('1.0.0', '2.0.0');

  it('names the renamed package, and counts the exports that went with it as carried, not removed', () => {
    expect(changes.renamed).toEqual([{ version: '2.0.0', from: '@x/utils', to: '@x/routing' }]);
    expect(changes.carried).toEqual([{ name: 'route', kind: 'function', from: '@x/utils', to: '@x/routing', version: '2.0.0' }]);
    expect(changes.removed.map((change) => change.name)).toEqual(['isUpgrade']);
  });

  it('follows a move through every package it passed to its home at the newer release', () => {
    expect(changes.moved).toEqual([{ name: 'shim', kind: 'function', from: '@x/rpc', to: '@x/testing', version: '1.1.0' }]);
  });

  it('lists the real changes of exports in both releases, with their notes, and nothing of one added since', () => {
    expect(changes.changed).toEqual([
      { name: 'client', kind: 'function', from: '@x/rpc', to: '@x/rpc', version: '1.1.0', notes: [{ version: '1.1.0', note: 'takes one object' }] },
    ]);
  });

  it('counts an export removed and restored in between as never gone', () => {
    expect([...changes.removed, ...changes.moved].map((change) => change.name)).not.toContain('gone-and-back');
  });

  it('names the file when asked for a release it does not cover', () => {
    expect(() => apiHistoryQueries(MOVES, FILE).changesBetween('0.5.0', '2.0.0')).toThrow(`${FILE} has no release 0.5.0`);
  });
});
