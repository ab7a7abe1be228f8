import type { SidebarNode } from '@/lib/core/sidebar';

/**
 * Each docs version's sidebar tree for the sidebar's client component, from the module the content
 * step writes for it (build-time/content/site-data.ts: <generated folder>/sidebars/<version>.json).
 * Loaded, not passed as props: a prop would repeat the whole tree in the data of every docs page,
 * which grows with the square of the number of docs. Each version's is a chunk of its own, so a
 * page fetches its own version's tree and no other version's. One load per version and visit: the
 * same promise every time, which React reads at once once it has settled.
 */
const loads = new Map<string, Promise<SidebarNode[]>>();

export function sidebarTree(version: string): Promise<SidebarNode[]> {
  let load = loads.get(version);
  if (!load) {
    // The dev server reads the trees of its own folder (lib/core/generated.ts), a build those of
    // lib/generated; the condition is known when the site is compiled, so each loads only its own.
    const loaded =
      process.env.NODE_ENV === 'development' ? import(`../../.dev/generated/sidebars/${version}.json`) : import(`../generated/sidebars/${version}.json`);
    load = loaded.then((module: { default: SidebarNode[] }) => module.default);
    loads.set(version, load);
  }
  return load;
}
