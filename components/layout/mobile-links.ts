import type { SidebarNode } from '@/lib/content/sidebar';
import type { NavbarItem } from '@/lib/site/site-config';

export interface MobileLink {
  label: string;
  to?: string;
  href?: string;
}

/** The navbar items as the mobile panel lists them: dropdowns flattened; search and html have no link. */
export function mobileLinks(items: NavbarItem[], sidebar: SidebarNode[]): MobileLink[] {
  return items.flatMap((item): MobileLink[] => {
    switch (item.type) {
      case undefined:
      case 'default':
        return [{ label: item.label, to: item.to, href: item.href }];
      case 'dropdown':
        return item.items.map((child) => ({ label: child.label, to: child.to, href: child.href }));
      case 'docSidebar':
        return [{ label: item.label, to: sidebar[0]?.href }];
      case 'doc':
        return [{ label: item.label ?? item.docId, to: `/docs/${item.docId}` }];
      default:
        return [];
    }
  });
}
