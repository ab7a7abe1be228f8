import { describe, expect, it } from 'vitest';
import type { NavbarItem } from '@/lib/content/site-config-schema';
import { NavbarItemView } from './navbar-item';

describe('NavbarItemView', () => {
  it('raises an error that names the config item it failed to render', () => {
    const item: NavbarItem = { type: 'doc', docId: 'no/such-doc', label: 'Ghost', position: 'left' };
    expect(() => NavbarItemView({ item })).toThrow(
      'Navbar item {"type":"doc","docId":"no/such-doc","label":"Ghost","position":"left"} failed to render: no doc with id "no/such-doc"',
    );
  });

  it('renders the site’s own items', () => {
    const item: NavbarItem = { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Docs', position: 'left' };
    expect(() => NavbarItemView({ item })).not.toThrow();
  });
});
