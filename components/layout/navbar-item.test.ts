import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { NavbarItem } from '@/lib/core/site-config';
import { NavbarItemView } from './navbar-item';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: () => undefined }) }));

const bar = (item: NavbarItem) => renderToStaticMarkup(createElement(NavbarItemView, { item }));

describe('NavbarItemView', () => {
  it('raises an error that names the config item it failed to render', () => {
    const item: NavbarItem = { type: 'doc', docId: 'no/such-doc', label: 'Ghost', position: 'left' };
    expect(() => NavbarItemView({ item })).toThrow(
      'Navbar item {"type":"doc","docId":"no/such-doc","label":"Ghost","position":"left"} failed to render: no doc with id "no/such-doc"',
    );
  });

  it('shows a docs sidebar item as a link to the sidebar’s first doc', () => {
    expect(bar({ type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Docs', position: 'left' })).toMatch(
      /<a [^>]*href="\/docs\/introduction"[^>]*>Docs<\/a>/,
    );
  });

  it('shows every kind of item in the bar: links, menus, the docs version and locale controls, search and html', () => {
    expect(bar({ label: 'Blog', to: '/blog' })).toMatch(/<a [^>]*href="\/blog"[^>]*>Blog<\/a>/);
    expect(bar({ type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog' }] })).toMatch(/<details[^>]*><summary[^>]*>More.*href="\/blog"/);
    expect(bar({ type: 'docsVersion', label: 'Latest' })).toMatch(/<a [^>]*href="\/docs\/introduction"[^>]*>Latest<\/a>/);
    expect(bar({ type: 'docsVersionDropdown', label: 'Versions' })).toMatch(/<details[^>]*><summary[^>]*>Versions.*href="\/docs\/introduction"/);
    expect(bar({ type: 'localeDropdown', label: 'Languages' })).toMatch(/<details[^>]*><summary[^>]*>Languages.*>English<\/a>/);
    expect(bar({ type: 'search' })).toContain('data-navbar-search=""');
    expect(bar({ type: 'html', value: '<b>v1</b>' })).toContain('<b>v1</b>');
  });
});
