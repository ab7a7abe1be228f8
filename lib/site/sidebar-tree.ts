import type { SidebarNode } from '@/lib/core/sidebar';

/**
 * Each docs version's sidebar tree for the sidebar's client component, from the module the content
 * step writes for it (build-time/content/site-data.ts: lib/generated/sidebars/<version>.json).
 * Loaded, not passed as props: a prop would repeat the whole tree in the data of every docs page,
 * which grows with the square of the number of docs. Each version's is a chunk of its own, so a
 * page fetches its own version's tree and no other version's. One load per version and visit: the
 * same promise every time, which React reads at once once it has settled.
 */
const loads = new Map<string, Promise<SidebarNode[]>>();

export function sidebarTree(version: string): Promise<SidebarNode[]> {
  let load = loads.get(version);
  if (!load) {
    load = import(`../generated/sidebars/${version}.json`).then((module: { default: SidebarNode[] }) => module.default);
    loads.set(version, load);
  }
  return load;
}
