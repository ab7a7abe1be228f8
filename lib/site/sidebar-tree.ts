/**
 * The docs sidebar tree for client components, from the JSON module the build writes
 * (lib/build/steps/write-sidebar.ts). Imported, not passed as props: a prop would repeat the whole
 * tree in the data of every docs page, which grows with the square of the number of docs.
 */
import tree from '../generated/sidebar.json';
import type { SidebarNode } from './sidebar';

export const SIDEBAR_TREE = tree as SidebarNode[];
