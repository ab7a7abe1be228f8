/**
 * Peak memory of a process tree: polls /proc every `intervalMs` and sums the resident set of the
 * process and all its descendants; the peak is the largest sum seen (Linux only).
 */
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields resume after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** Resident bytes of `root` and every process below it, now. */
function treeResidentBytes(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += residentBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface TreeSampler {
  stop: () => number;
}

/** Starts sampling the tree under `root`; `stop()` returns the peak in bytes. */
export function sampleTree(root: number, intervalMs = 200): TreeSampler {
  let peak = treeResidentBytes(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(root));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
