/**
 * Whose code a long task runs: the framework's (Next.js, React) or ours (our components, the
 * libraries we chose, our inline script). From a Chromium performance trace of the load: the
 * renderer's tasks (`ThreadControllerImpl::RunTask`) and V8's sampling profiler (`ProfileChunk`), both on the trace's one
 * clock. A sample counts as ours when any frame of its stack is a function of ours, so our
 * component called by React is ours, and so is the library call it makes; a sample whose stack
 * holds only framework frames is the framework's (React reconciling, the router starting); one
 * with no script frame at all (parsing, style, layout, garbage collection) is neither. Which
 * function is whose: scripts/bench/owners.ts, by the module it belongs to.
 */
import type { Owner } from './owners';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface TaskOwners {
  /** ms after the first task of the page's main thread in the trace. */
  startMs: number;
  durationMs: number;
  /** Sampled time whose stack holds a function of ours. */
  ownMs: number;
  /** Sampled time in framework code only. */
  frameworkMs: number;
  /** The rest: no script on the stack (parse, style, layout, GC) or not sampled. */
  otherMs: number;
  /** Our scripts in this task, by the time spent under their functions, longest first. */
  ownScripts: { url: string; ms: number }[];
}

/** Tasks longer than this are long tasks (the Long Tasks API's threshold). */
const LONG_TASK_MS = 50;

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

interface Sample {
  ts: number;
  weight: number;
  node: number;
}

const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const isScript = (url: string) => /^https?:\/\//.test(url);

function profileOf(events: TraceEvent[], pid: number, tid: number): { nodes: Map<number, ProfileNode>; samples: Sample[] } {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const starts = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const start of starts) {
    let ts = Number(start.args?.data?.startTime ?? start.ts);
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === start.id)) {
      const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((node, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, weight: 0, node });
      });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  // Each sample stands for the time until the next one.
  samples.forEach((sample, i) => (sample.weight = i + 1 < samples.length ? samples[i + 1].ts - sample.ts : 0));
  return { nodes, samples };
}

/**
 * Every task over 50 ms on the page's main thread, with the share of it that ran our code. The page's
 * main thread is the renderer thread whose profile holds the most samples in scripts of `origin`.
 */
export function attributeLongTasks(events: TraceEvent[], origin: string, ownerOf: (url: string, line: number, column: number) => Owner): TaskOwners[] {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; profile: ReturnType<typeof profileOf>; score: number } | undefined;
  for (const thread of threads) {
    const profile = profileOf(events, thread.pid, thread.tid);
    const score = [...profile.nodes.values()].filter((node) => node.callFrame.url?.startsWith(origin)).length;
    if (!best || score > best.score) best = { pid: thread.pid, tid: thread.tid, profile, score };
  }
  if (!best || best.score === 0) throw new Error(`The trace has no profile of a renderer running scripts of ${origin}.`);
  const { pid, tid, profile } = best;
  // A task is the outermost task event of the thread (named `RunTask` in older Chromium).
  const tasks: TraceEvent[] = [];
  for (const event of events
    .filter((e) => TASK_EVENTS.has(e.name) && e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)) {
    const previous = tasks[tasks.length - 1];
    if (!previous || event.ts >= previous.ts + previous.dur!) tasks.push(event);
  }
  const first = Math.min(...tasks.map((t) => t.ts));
  const owner = new Map<number, { own?: string; framework: boolean }>();
  const sampleOwner = (id: number) => {
    let found = owner.get(id);
    if (found) return found;
    found = { framework: false };
    // The innermost of our frames names the script; any of ours makes the sample ours.
    for (let node = profile.nodes.get(id); node; node = node.parent === undefined ? undefined : profile.nodes.get(node.parent)) {
      const { url = '', lineNumber = 0, columnNumber = 0 } = node.callFrame;
      if (!isScript(url)) continue;
      if (ownerOf(url, lineNumber, columnNumber) === 'framework') found.framework = true;
      else found.own ??= url;
    }
    owner.set(id, found);
    return found;
  };
  // Nodes name their parent in newer profiles; older ones list children instead.
  for (const node of profile.nodes.values()) {
    for (const child of (node as ProfileNode & { children?: number[] }).children ?? []) {
      const c = profile.nodes.get(child);
      if (c && c.parent === undefined) c.parent = node.id;
    }
  }
  return tasks
    .filter((task) => task.dur! > LONG_TASK_MS * 1000)
    .map((task) => {
      const end = task.ts + task.dur!;
      let own = 0;
      let framework = 0;
      const scripts = new Map<string, number>();
      for (const sample of profile.samples) {
        if (sample.ts < task.ts || sample.ts >= end) continue;
        const weight = Math.min(sample.weight, end - sample.ts);
        const who = sampleOwner(sample.node);
        if (who.own) {
          own += weight;
          scripts.set(who.own, (scripts.get(who.own) ?? 0) + weight);
        } else if (who.framework) framework += weight;
      }
      const durationMs = task.dur! / 1000;
      return {
        startMs: (task.ts - first) / 1000,
        durationMs,
        ownMs: own / 1000,
        frameworkMs: framework / 1000,
        otherMs: Math.max(0, durationMs - (own + framework) / 1000),
        ownScripts: [...scripts].map(([url, ms]) => ({ url, ms: ms / 1000 })).sort((a, b) => b.ms - a.ms),
      };
    });
}

/** The trace categories `attributeLongTasks` reads. */
export const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-v8.cpu_profiler'];
