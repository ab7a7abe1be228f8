import { z } from 'zod';
import { API_REFERENCE, groupByKind, type ApiItem, type ApiPackage } from '@/lib/core/api';
import { describeIssues } from './schema-errors';
import type { SidebarNode } from '@/lib/core/sidebar';

/** content/sidebar.yaml, checked and turned into the sidebar tree by the content step. */

/** An entry of content/sidebar.yaml. */
type SidebarEntry = { doc: string } | { api: string } | { category: string; items: SidebarEntry[] };

const entry: z.ZodType<SidebarEntry> = z.lazy(() =>
  z.union([
    z.strictObject({ doc: z.string().min(1) }),
    z.strictObject({ api: z.string().min(1) }),
    z.strictObject({ category: z.string().min(1), items: z.array(entry).min(1) }),
  ]),
);

interface SidebarDoc {
  slug: string;
  url: string;
  title: string;
  sidebar_label?: string;
}

export interface SidebarInputs {
  sourcePath: string;
  items: unknown;
  docs: readonly SidebarDoc[];
  api: readonly { pkg: ApiPackage; items: ApiItem[] }[];
}

/**
 * The tree of content/sidebar.yaml with every doc and API package it names looked up: labels come
 * from each doc's `sidebar_label` (or title), API references list their items by kind. A name
 * that matches nothing fails with the file and the entry's place.
 */
export function buildSidebar({ sourcePath, items, docs, api }: SidebarInputs): SidebarNode[] {
  const parsed = z.array(entry).safeParse(items);
  if (!parsed.success) throw new Error(describeIssues(sourcePath, parsed.error, ['items']));
  // The content folder the sidebar file sits in, to name the file a missing entry should be.
  const folder = sourcePath.slice(0, sourcePath.lastIndexOf('/') + 1);
  const build = (spec: SidebarEntry, at: string): SidebarNode => {
    if ('doc' in spec) {
      const doc = docs.find((candidate) => candidate.slug === spec.doc);
      if (!doc) throw new Error(`${sourcePath}: ${at}.doc: no doc ${folder}docs/${spec.doc}.mdx.`);
      return { type: 'link', label: doc.sidebar_label ?? doc.title, href: doc.url };
    }
    if ('api' in spec) {
      const reference = api.find((candidate) => candidate.pkg.id === spec.api);
      if (!reference) throw new Error(`${sourcePath}: ${at}.api: no package ${spec.api} in api.packages of the site config.`);
      return {
        type: 'category',
        label: API_REFERENCE,
        href: reference.pkg.url,
        items: groupByKind(reference.items).map(({ info, items: group }) => ({
          type: 'category' as const,
          label: info.group,
          items: group.map((item) => ({ type: 'link' as const, label: item.name, href: item.url })),
        })),
      };
    }
    return { type: 'category', label: spec.category, items: spec.items.map((child, index) => build(child, `${at}.items[${index}]`)) };
  };
  return parsed.data.map((spec, index) => build(spec, `items[${index}]`));
}
