/**
 * The docs sidebar as pages and the client draw it: links, and categories that may be pages too.
 * The content step makes it from content/sidebar.yaml (sidebar-yaml.ts, where the file's check is).
 */
interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** A category may itself be a page (a package's API Reference index). */
  href?: string;
  items: SidebarNode[];
}
export type SidebarNode = SidebarLink | SidebarCategory;

export interface SidebarPage {
  label: string;
  href: string;
  /** The categories above the page, outermost first. */
  trail: SidebarCategory[];
}

/** Every page of the sidebar in reading order, categories that are pages included. */
export function flattenSidebar(nodes: readonly SidebarNode[], trail: SidebarCategory[] = []): SidebarPage[] {
  return nodes.flatMap((node) => {
    if (node.type === 'link') return [{ label: node.label, href: node.href, trail }];
    const own = node.href ? [{ label: node.label, href: node.href, trail }] : [];
    return [...own, ...flattenSidebar(node.items, [...trail, node])];
  });
}
