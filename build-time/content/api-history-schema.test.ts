import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareVersions, parseApiHistory } from './api-history-schema';
import { API_HISTORY_NAME } from './content-dir';

const FILE = `content/${API_HISTORY_NAME}`;
const change = {
  version: '0.12.0',
  note: 'Takes one config object.',
  real: true,
  before: 'function f(a: string): void;',
  after: 'function f(config: C): void;',
};

function history(overrides: Record<string, unknown> = {}) {
  return {
    versions: ['0.9.0', '0.10.0', '0.12.0', '0.19.0'],
    renames: [{ version: '0.19.0', from: '@lumenize/utils', to: '@lumenize/routing' }],
    items: [
      { package: '@lumenize/rpc', name: 'createRpcClient', kind: 'function', added: '0.9.0', changes: [change] },
      { package: '@lumenize/utils', name: 'Browser', kind: 'class', added: '0.9.0', removed: '0.19.0', movedTo: '@lumenize/testing', changes: [] },
    ],
    ...overrides,
  };
}

/** The history with its first item changed. */
function withItem(fields: Record<string, unknown>) {
  const base = history();
  return { ...base, items: [{ ...base.items[0], ...fields }, base.items[1]] };
}

describe('compareVersions', () => {
  it('orders release versions by number, not by text', () => {
    expect(['0.10.0', '0.9.0', '1.0.0', '0.14.1', '0.14.0'].sort(compareVersions)).toEqual(['0.9.0', '0.10.0', '0.14.0', '0.14.1', '1.0.0']);
  });
});

describe('parseApiHistory', () => {
  it('accepts a history in order', () => {
    expect(parseApiHistory(FILE, history())).toEqual(history());
  });

  it('keeps a gap and a change’s origin package', () => {
    const data = withItem({
      added: '0.10.0',
      gaps: [{ removed: '0.12.0', restored: '0.19.0', movedTo: '@lumenize/routing' }],
      changes: [{ ...change, version: '0.10.0', from: '@lumenize/utils' }],
    });
    expect(parseApiHistory(FILE, data)).toEqual(data);
  });

  it('names the file, the field and the item of each mistake, all at once', () => {
    const data = withItem({ removed: '0.18.0', changes: [{ ...change, note: '' }] });
    expect(() => parseApiHistory(FILE, data)).toThrow(
      [
        `${FILE}: items[0].changes[0].note (@lumenize/rpc createRpcClient): a reviewed note`,
        `${FILE}: items[0].removed (@lumenize/rpc createRpcClient): 0.18.0 is not in versions`,
      ].join('\n'),
    );
  });

  it.each([
    ['versions out of order', history({ versions: ['0.10.0', '0.9.0'] }), 'versions[1]: 0.9.0 is not after 0.10.0'],
    ['an unknown kind', withItem({ kind: 'method' }), 'items[0].kind (@lumenize/rpc createRpcClient): Invalid option'],
    [
      'removed before added',
      withItem({ added: '0.12.0', removed: '0.10.0', changes: [] }),
      'items[0].removed (@lumenize/rpc createRpcClient): 0.10.0 is not after 0.12.0',
    ],
    ['movedTo without removed', withItem({ movedTo: '@lumenize/testing' }), 'items[0].movedTo (@lumenize/rpc createRpcClient): set without removed'],
    ['a change before added', withItem({ added: '0.19.0' }), 'items[0].changes[0].version (@lumenize/rpc createRpcClient): 0.12.0 is before added (0.19.0)'],
    [
      'a change at removal',
      withItem({ removed: '0.12.0' }),
      'items[0].changes[0].version (@lumenize/rpc createRpcClient): 0.12.0 is not before removed (0.12.0)',
    ],
    [
      'an origin away from added',
      withItem({ changes: [{ ...change, from: '@lumenize/utils' }] }),
      'items[0].changes[0].from (@lumenize/rpc createRpcClient): set on a change at 0.12.0',
    ],
    ['a note of two lines', withItem({ changes: [{ ...change, note: 'One.\nTwo.' }] }), 'items[0].changes[0].note (@lumenize/rpc createRpcClient): one line'],
    ['a gap after removal', withItem({ removed: '0.12.0', gaps: [{ removed: '0.12.0', restored: '0.19.0' }], changes: [] }), 'is not after'],
    [
      'a rename at an unknown version',
      history({ renames: [{ version: '0.18.0', from: '@lumenize/utils', to: '@lumenize/routing' }] }),
      'renames[0].version: 0.18.0 is not in versions',
    ],
    ['a field of no meaning', withItem({ deprecated: true }), 'Unrecognized key: "deprecated"'],
  ])('refuses %s', (_case, data, message) => {
    expect(() => parseApiHistory(FILE, data)).toThrow(message);
  });

  it('holds for the committed history', () => {
    const data = JSON.parse(readFileSync(FILE, 'utf8'));
    expect(() => parseApiHistory(FILE, data)).not.toThrow();
  });

  it('refuses items out of order, or twice', () => {
    const base = history();
    expect(() => parseApiHistory(FILE, { ...base, items: [base.items[1], base.items[0]] })).toThrow(
      'items[1] (@lumenize/rpc createRpcClient): not after @lumenize/utils Browser: items are sorted by package, then name, each once',
    );
    expect(() => parseApiHistory(FILE, { ...base, items: [base.items[0], base.items[0]] })).toThrow(/items\[1\] .*each once/);
  });
});
