import type { SidebarNode } from '@/lib/core/sidebar';
import { resolveNavbarItem } from '@/lib/site/navbar-items';
import type { NavbarItem } from '@/lib/content/site-config-schema';

export interface MobileLink {
  label: string;
  to?: string;
  href?: string;
}

/** The items the mobile panel lists; the version and locale switchers, search and html stay out. */
const IN_PANEL: ReadonlySet<NavbarItem['type']> = new Set([undefined, 'default', 'dropdown', 'docSidebar', 'doc']);

/** The navbar items as the mobile panel lists them, read as the bar reads them, dropdowns flattened. */
export function mobileLinks(items: NavbarItem[], sidebar: SidebarNode[]): MobileLink[] {
  return items
    .filter((item) => IN_PANEL.has(item.type))
    .flatMap((item): MobileLink[] => {
      const resolved = resolveNavbarItem(item, sidebar);
      if (resolved.type === 'link') return [{ label: resolved.label, to: resolved.to, href: resolved.href }];
      if (resolved.type === 'dropdown') return resolved.links.map(({ label, to, href }) => ({ label, to, href }));
      return [];
    });
}
