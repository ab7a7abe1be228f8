/**
 * The docs sidebar tree for the sidebar's client component, from the module the content step
 * writes (build-time/content/site-data.ts). Imported, not passed as props: a prop would repeat the whole
 * tree in the data of every docs page, which grows with the square of the number of docs.
 */
import tree from '@/lib/generated/sidebar.json';

export const SIDEBAR_TREE = tree;
