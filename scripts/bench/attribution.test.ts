import { describe, expect, it } from 'vitest';
import { attributeLongTasks, type TraceEvent } from './attribution';
import type { Owner } from './owners';

const ORIGIN = 'http://127.0.0.1:1';
const OURS = `${ORIGIN}/_next/static/chunks/ours.js`;
const FRAMEWORK = `${ORIGIN}/_next/static/chunks/react.js`;
const main = { pid: 1, tid: 7 };
const meta: TraceEvent = { name: 'thread_name', ph: 'M', ...main, ts: 0, args: { name: 'CrRendererMain' } };
const task = (ts: number, durMs: number): TraceEvent => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ...main, ts, dur: durMs * 1000 });
// (root) → framework scheduler → our component → framework jsx; (root) → framework only; (root) → (garbage collector)
const nodes = [
  { id: 1, callFrame: { functionName: '(root)' } },
  { id: 2, parent: 1, callFrame: { functionName: 'work', url: FRAMEWORK } },
  { id: 3, parent: 2, callFrame: { functionName: 'Sidebar', url: OURS } },
  { id: 4, parent: 3, callFrame: { functionName: 'jsx', url: FRAMEWORK } },
  { id: 5, parent: 1, callFrame: { functionName: '(garbage collector)' } },
];
/** Samples every 10 ms from t = 0: 4 under our component, 3 framework only, 3 garbage collection. */
const profile = (samples: number[]): TraceEvent[] => [
  { name: 'Profile', ph: 'P', ...main, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: 1,
    tid: 9,
    ts: 0,
    id: '0x1',
    args: { data: { cpuProfile: { nodes, samples }, timeDeltas: samples.map((_, i) => (i === 0 ? 0 : 10_000)) } },
  },
];
const owners = (url: string): Owner => (url === OURS ? 'own' : 'framework');

describe('attributeLongTasks', () => {
  it('counts a sample as ours when our function is anywhere on its stack, framework-only stacks as the framework’s', () => {
    const events = [meta, task(0, 100), ...profile([3, 4, 3, 4, 2, 2, 2, 5, 5, 5, 1])];
    const [long] = attributeLongTasks(events, ORIGIN, owners);
    expect(long.durationMs).toBe(100);
    expect(long.ownMs).toBe(40);
    expect(long.frameworkMs).toBe(30);
    expect(long.otherMs).toBe(30);
    expect(long.ownScripts).toEqual([{ url: OURS, ms: 40 }]);
  });

  it('reports only tasks over 50 ms, each with the samples inside it', () => {
    const events = [meta, task(0, 30), task(40_000, 70), ...profile([3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1])];
    const tasks = attributeLongTasks(events, ORIGIN, owners);
    expect(tasks).toHaveLength(1);
    expect(tasks[0].startMs).toBe(40);
    expect(tasks[0].ownMs).toBe(0);
    expect(tasks[0].frameworkMs).toBe(70);
  });

  it('fails when the trace has no profile of a page of the origin', () => {
    expect(() => attributeLongTasks([meta, task(0, 100)], ORIGIN, owners)).toThrow(/no profile/);
  });
});
