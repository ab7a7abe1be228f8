/** Where lib/build/steps/write-sidebar.ts writes the sidebar tree that lib/site/sidebar-tree.ts imports. */
export const SIDEBAR_MODULE_PATH = 'lib/generated/sidebar.json';
