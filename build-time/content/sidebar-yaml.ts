import { z } from 'zod';
import { API_REFERENCE, groupByKind, type ApiItem, type ApiPackage } from '@/lib/core/api';
import { describeIssues } from './schema-errors';
import type { Problem } from './problems';
import { flattenSidebar, type SidebarNode } from '@/lib/core/sidebar';

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
  sourcePath: string;
  /** Set in front matter by a doc that stands apart on purpose: no sidebar lists it. */
  unlisted?: boolean;
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
      if (!reference)
        throw new Error(`${sourcePath}: ${at}.api: no package ${spec.api} among the packages its version lists in the site config (docs.versions).`);
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

/**
 * Docs that no sidebar lists, unless they say they stand apart (`unlisted: true`): such a doc has
 * no sidebar entry, breadcrumb or previous/next links, which a writer who forgot sidebar.yaml
 * would not notice. Each is a problem naming the line to add, and where: after the last entry of
 * its folder's docs, when the sidebar has one.
 */
export function unlistedDocs({ sourcePath, docs }: SidebarInputs, sidebar: SidebarNode[], sidebarText: string): Problem[] {
  const listed = new Set(flattenSidebar(sidebar).map((page) => page.href));
  const lines = sidebarText.split('\n');
  const docEntry = (line: string) => /^\s*-\s*doc:\s*(\S+)/.exec(line)?.[1];
  return docs
    .filter((doc) => !doc.unlisted && !listed.has(doc.url))
    .map((doc) => {
      const folder = doc.slug.includes('/') ? doc.slug.slice(0, doc.slug.lastIndexOf('/') + 1) : '';
      let sibling = -1;
      lines.forEach((line, index) => {
        const entry = docEntry(line);
        if (entry !== undefined && (folder ? entry.startsWith(folder) : !entry.includes('/'))) sibling = index;
      });
      const where = sibling === -1 ? `to ${sourcePath}` : `to ${sourcePath} after line ${sibling + 1} (\`${lines[sibling].trim()}\`)`;
      return {
        file: doc.sourcePath,
        line: 1,
        message: `No sidebar lists this doc: add the line \`- doc: ${doc.slug}\` ${where}, or, if it stands apart on purpose, \`unlisted: true\` to its front matter.`,
      };
    });
}
