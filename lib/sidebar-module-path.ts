/** Where lib/scripts/write-sidebar.ts writes the sidebar tree that lib/sidebar-tree.ts imports. */
export const SIDEBAR_MODULE_PATH = 'lib/generated/sidebar.json';
