import { describe, expect, it } from 'vitest';
import type { HistoryItem } from './history';
import { applyNotes, parseNotes, withStubs } from './notes';

const RPC = '@lumenize/rpc';
const change = (version: string) => ({ version, before: 'function f(a: string): void;', after: 'function f(a: number): void;' });
const VERSIONS = ['0.9.0', '0.12.0', '0.13.0', '0.15.0'];
const item = (name: string, ...versions: string[]): HistoryItem => ({ package: RPC, name, kind: 'function', added: '0.9.0', changes: versions.map(change) });

describe('applyNotes', () => {
  it('gives each change its reviewed note and whether it is real', () => {
    const notes = { [RPC]: { f: { '0.12.0': { real: false, note: ' Only the parameter was renamed. ' } } } };
    const { items, unreviewed, stale } = applyNotes([item('f', '0.12.0')], notes, VERSIONS);
    expect(items[0].changes).toEqual([{ ...change('0.12.0'), real: false, note: 'Only the parameter was renamed.' }]);
    expect(unreviewed).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('returns a change without a note, or with an empty one, as unreviewed, naming package, item and version', () => {
    const notes = { [RPC]: { f: { '0.12.0': { real: true, note: '  ' } } } };
    const { unreviewed } = applyNotes([item('f', '0.12.0'), item('g', '0.15.0')], notes, VERSIONS);
    expect(unreviewed).toEqual([
      { package: RPC, name: 'f', change: change('0.12.0') },
      { package: RPC, name: 'g', change: change('0.15.0') },
    ]);
  });

  it('reports a note of a version read that matches no change, and keeps those of versions not read', () => {
    const notes = {
      [RPC]: {
        f: { '0.12.0': { real: true, note: 'Takes a number.' }, '0.13.0': { real: true, note: 'Mistyped version.' } },
        g: { '0.26.0': { real: true, note: 'Beyond this run.' } },
      },
    };
    expect(applyNotes([item('f', '0.12.0')], notes, VERSIONS).stale).toEqual([`${RPC} f 0.13.0: a note, but the history has no such change`]);
  });
});

describe('withStubs', () => {
  it('adds an empty note for each unreviewed change and keeps every level sorted, versions by release order', () => {
    const notes = { [RPC]: { g: { '0.10.0': { real: true, note: 'Kept.' } } } };
    const stubbed = withStubs(notes, [
      { package: RPC, name: 'g', change: change('0.9.0') },
      { package: RPC, name: 'a', change: change('0.12.0') },
      { package: '@lumenize/mesh', name: 'z', change: change('0.23.0') },
    ]);
    expect(JSON.stringify(stubbed)).toBe(
      JSON.stringify({
        '@lumenize/mesh': { z: { '0.23.0': { real: true, note: '' } } },
        [RPC]: { a: { '0.12.0': { real: true, note: '' } }, g: { '0.9.0': { real: true, note: '' }, '0.10.0': { real: true, note: 'Kept.' } } },
      }),
    );
    expect(notes[RPC].g).toEqual({ '0.10.0': { real: true, note: 'Kept.' } });
  });
});

describe('parseNotes', () => {
  it('names the file and the place of a malformed note', () => {
    expect(() => parseNotes('scripts/api-history/notes.json', { [RPC]: { f: { '0.12.0': { real: 'yes', note: 'x' } } } })).toThrow(
      /^scripts\/api-history\/notes\.json: @lumenize\/rpc › f › 0\.12\.0 › real: /,
    );
  });
});
