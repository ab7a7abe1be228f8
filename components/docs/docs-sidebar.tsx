'use client';

import { NameLabel } from '@/components/link/name-label';
import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NAV_PANEL_CLASS, NavPanelBack, NavPanelHeader } from '@/components/layout/nav-panel';
import { DOCS_PANEL_ID, NAV_PANEL_ID } from '@/lib/browser/nav-panels';
import { useCloseOnNavigation } from '@/components/layout/use-close-on-navigation';
import { normalizePath } from '@/lib/core/paths';
import type { SidebarCategory, SidebarNode } from '@/lib/core/sidebar';
import styles from './docs-sidebar.module.css';

function containsPath(node: SidebarNode, path: string): boolean {
  if (node.href && normalizePath(node.href) === path) return true;
  return node.type === 'category' && node.items.some((child) => containsPath(child, path));
}

function Caret() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/**
 * A category is a `<details>`: it opens and closes with HTML alone, and opening one never closes
 * another. It starts open on the current page's path. A category with its own page is a link with
 * the disclosure beside it, named as Docusaurus names it.
 */
function Category({ node, path }: { node: SidebarCategory; path: string }) {
  const open = containsPath(node, path);
  const items = (
    <ul className={styles.list}>
      {node.items.map((child, index) => (
        <SidebarItem key={index} node={child} path={path} />
      ))}
    </ul>
  );
  if (!node.href) {
    return (
      <li className={styles.category}>
        <details className={styles.details} open={open}>
          <summary className={styles.categoryLabel}>
            <NameLabel text={node.label} />
            <Caret />
          </summary>
          {items}
        </details>
      </li>
    );
  }
  const active = normalizePath(node.href) === path;
  return (
    <li className={styles.category}>
      <SiteLink href={node.href} className={`${styles.link} ${styles.categoryLink} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
        <NameLabel text={node.label} />
      </SiteLink>
      <details className={styles.details} open={open}>
        <summary className={styles.caret}>
          <span className="visually-hidden">
            <span className={styles.whenClosed}>Expand</span>
            <span className={styles.whenOpen}>Collapse</span> sidebar category &apos;{node.label}&apos;
          </span>
          <Caret />
        </summary>
        {items}
      </details>
    </li>
  );
}

function SidebarItem({ node, path }: { node: SidebarNode; path: string }) {
  if (node.type === 'category') return <Category node={node} path={path} />;
  const active = normalizePath(node.href) === path;
  return (
    <li>
      <SiteLink href={node.href} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
        <NameLabel text={node.label} />
      </SiteLink>
    </li>
  );
}

/** Where the column was scrolled to when the framework left a page of a version, to come back to on the next. */
const scrolled = { version: '', top: 0 };

/**
 * The docs sidebar of a page's version: the desktop column, and below the desktop breakpoint the
 * panel the navbar's toggle opens (a popover; lib/browser/nav-panels.ts). One element for both,
 * so the tree is in the page once. Each page draws its own sidebar, since the docs layout cannot
 * know the page's version, and its tree comes in the page's data: rendered in place on the server,
 * so the HTML holds the whole sidebar where it stands (no streamed part moved in by a script, which
 * a reader without JavaScript never gets and which shifts the page when it lands), and hydrated
 * without waiting for another file. On the next page of the same version the column is scrolled
 * where the reader left it. The panel's tools come rendered from the server
 * (components/layout/panel-tools.tsx).
 */
export function DocsSidebar({ version, tree, tools }: { version: string; tree: readonly SidebarNode[]; tools?: ReactNode }) {
  const path = normalizePath(usePathname() ?? '/');
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnNavigation(panel);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (scrolled.version === version) element.scrollTop = scrolled.top;
    return () => {
      scrolled.version = version;
      scrolled.top = element.scrollTop;
    };
  }, [version]);
  return (
    <div ref={panel} id={DOCS_PANEL_ID} popover="auto" className={`${NAV_PANEL_CLASS} ${styles.panel}`} data-nav-panel="">
      <NavPanelHeader panelId={DOCS_PANEL_ID} tools={tools} />
      <NavPanelBack to={NAV_PANEL_ID}>← Back to main menu</NavPanelBack>
      <nav aria-label="Docs sidebar">
        <ul className={styles.list}>
          {tree.map((node, index) => (
            <SidebarItem key={`${path}-${index}`} node={node} path={path} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
