import type { SidebarNode } from '@/lib/core/sidebar';

declare const tree: SidebarNode[];
export default tree;
