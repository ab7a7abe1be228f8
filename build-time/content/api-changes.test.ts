import { describe, expect, it } from 'vitest';
import { apiChangesBetween } from './api-changes';
import type { ApiHistory } from './api-history-schema';

const item = (fields: Partial<ApiHistory['items'][number]> & { package: string; name: string; added: string }): ApiHistory['items'][number] => ({
  kind: 'function',
  changes: [],
  ...fields,
});

const history: ApiHistory = {
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

describe('apiChangesBetween', () => {
  const changes = apiChangesBetween(history, '1.0.0', '2.0.0');

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
});
