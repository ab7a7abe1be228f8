'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useMobileSidebarSlot } from '@/components/layout/mobile-sidebar-slot';
import { normalizePath } from '@/lib/site/paths';
import type { SidebarCategory, SidebarNode } from '@/lib/content/sidebar';
import { SIDEBAR_TREE } from '@/lib/site/sidebar-tree';
import styles from './docs-sidebar.module.css';

function containsPath(node: SidebarNode, path: string): boolean {
  if (node.href && normalizePath(node.href) === path) return true;
  return node.type === 'category' && node.items.some((child) => containsPath(child, path));
}

function Category({ node, path, depth }: { node: SidebarCategory; path: string; depth: number }) {
  // spec §4: categories start collapsed unless on the current page's path; none auto-collapses.
  const [open, setOpen] = useState(() => containsPath(node, path));
  const active = node.href !== undefined && normalizePath(node.href) === path;
  return (
    <li className={styles.category} data-open={open}>
      <div className={styles.categoryRow}>
        {node.href ? (
          <SiteLink href={node.href} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
            {node.label}
          </SiteLink>
        ) : (
          <button type="button" className={styles.categoryLabel} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {node.label}
          </button>
        )}
        <button
          type="button"
          className={styles.caret}
          data-js-only=""
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${node.label}'`}
          onClick={() => setOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M9 6l6 6-6 6" />
          </svg>
        </button>
      </div>
      {/* Closed lists are hidden with visibility (unseen, unfocusable); without JavaScript all stay open (lib/site/no-js-style.ts). */}
      <div className={styles.collapsible} data-collapsible="">
        <ul className={styles.list}>
          {node.items.map((child, index) => (
            <SidebarItem key={index} node={child} path={path} depth={depth + 1} />
          ))}
        </ul>
      </div>
    </li>
  );
}

function SidebarItem({ node, path, depth }: { node: SidebarNode; path: string; depth: number }) {
  if (node.type === 'category') return <Category node={node} path={path} depth={depth} />;
  const active = normalizePath(node.href) === path;
  return (
    <li>
      <SiteLink href={node.href} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
        {node.label}
      </SiteLink>
    </li>
  );
}

function DocsSidebarTree() {
  const path = normalizePath(usePathname() ?? '/');
  return (
    <ul className={styles.list}>
      {SIDEBAR_TREE.map((node, index) => (
        <SidebarItem key={`${path}-${index}`} node={node} path={path} depth={0} />
      ))}
    </ul>
  );
}

/**
 * The desktop column, and the same tree drawn into the mobile panel while it shows the sidebar.
 * The tree comes from a shared module (lib/site/sidebar-tree.ts), not from props, so it is not repeated
 * in every page's data.
 */
export function DocsSidebar() {
  const mobileSlot = useMobileSidebarSlot();
  return (
    <>
      <nav aria-label="Docs sidebar" className={styles.sidebar}>
        <DocsSidebarTree />
      </nav>
      {mobileSlot
        ? createPortal(
            <nav aria-label="Docs sidebar">
              <DocsSidebarTree />
            </nav>,
            mobileSlot,
          )
        : null}
    </>
  );
}
