import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SidebarNode } from '@/lib/core/sidebar';
import type { NavbarItem } from '@/lib/core/site-config';
import { MobileMenu } from './mobile-menu';
import { mobileLinks } from './navbar-item';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

// As the navbar hands them over: the items' links, and whether there is a docs sidebar.
const render = (items: NavbarItem[], sidebar: SidebarNode[]) =>
  renderToStaticMarkup(createElement(MobileMenu, { links: mobileLinks(items, sidebar), hasDocsSidebar: sidebar.length > 0 }));
const SIDEBAR: SidebarNode[] = [{ type: 'link', label: 'Introduction', href: '/docs/introduction' }];
const BLOG: NavbarItem = { label: 'Blog', to: '/blog', position: 'left' };

// The mobile sidebar is disabled when the navbar has no items and there is no sidebar.
describe('the mobile navigation toggle', () => {
  beforeEach(() => {
    pathname = '/';
  });

  it('is not rendered when there are no navbar items and no sidebar', () => {
    expect(render([], [])).toBe('');
  });

  it('is not rendered off the docs when the only thing to show would be the docs sidebar', () => {
    pathname = '/blog';
    expect(render([], SIDEBAR)).toBe('');
  });

  it('is rendered on a docs page with the docs sidebar, even without navbar items', () => {
    pathname = '/docs/introduction';
    expect(render([], SIDEBAR)).toContain('aria-label="Toggle navigation bar"');
  });

  it('is rendered when the navbar has an item', () => {
    expect(render([BLOG], [])).toContain('aria-label="Toggle navigation bar"');
  });

  it('is not rendered for items that have nothing to link to in the panel', () => {
    expect(
      render(
        [
          { type: 'search', position: 'right' },
          { type: 'html', value: '<b>hi</b>' },
        ],
        [],
      ),
    ).toBe('');
  });
});

describe('the mobile panel links', () => {
  it('flattens dropdowns, links a docSidebar item to the first doc, and skips items without a link', () => {
    const items: NavbarItem[] = [
      { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/lumenize/lumenize' },
        ],
      },
      { type: 'search', position: 'right' },
    ];
    expect(mobileLinks(items, SIDEBAR)).toEqual([
      { label: 'Docs', to: '/docs/introduction' },
      { label: 'Blog', to: '/blog', href: undefined },
      { label: 'GitHub', to: undefined, href: 'https://github.com/lumenize/lumenize' },
    ]);
  });

  it('lists the links a reader follows, and leaves out the docs version and locale controls, search and html', () => {
    const items: NavbarItem[] = [
      { label: 'Blog', to: '/blog', position: 'left' },
      { type: 'default', label: 'GitHub', href: 'https://github.com/lumenize/lumenize' },
      { type: 'docsVersion', position: 'left' },
      { type: 'docsVersionDropdown' },
      { type: 'localeDropdown' },
      { type: 'search', position: 'right' },
      { type: 'html', value: '<b>v1</b>' },
    ];
    expect(mobileLinks(items, SIDEBAR).map((link) => link.label)).toEqual(['Blog', 'GitHub']);
  });
});
