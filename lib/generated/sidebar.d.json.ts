import type { SidebarNode } from '@/lib/content/sidebar';

declare const tree: SidebarNode[];
export default tree;
