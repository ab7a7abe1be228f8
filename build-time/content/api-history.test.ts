import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHistoryQueries, compareReleases, readApiHistory, releasedBetween } from './api-history';
import { parseApiHistory } from './api-history-schema';

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
