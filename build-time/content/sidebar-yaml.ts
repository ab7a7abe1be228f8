import { z } from 'zod';
import { API_REFERENCE, groupByKind, type ApiItem, type ApiPackage } from '@/lib/core/api';
import { LineCounter, parseDocument } from 'yaml';
import { editDistance, nearest } from '@/lib/core/nearest';
import { ContentProblems, type Problem } from '@/lib/core/problems';
import { describeIssues } from './schema-errors';
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
  /** The slugs of docs whose file is there but has a mistake of its own, which is reported by itself: their entries wait for it. */
  brokenDocs?: ReadonlySet<string>;
}

/** The line of sidebar.yaml that holds the value at `path` (`items`, 1, `items`, 0, `doc`), where it can be found. */
function lineOf(text: string, path: (string | number)[]): number | undefined {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter });
  for (let depth = path.length; depth > 0; depth--) {
    const node = document.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return counter.linePos(node.range[0]).line;
  }
  return undefined;
}

/**
 * The tree of content/sidebar.yaml with every doc and API package it names looked up: labels come
 * from each doc's `sidebar_label` (or title), API references list their items by kind. An entry
 * that names nothing is left out and is a problem at its line, naming the doc it is nearest to; an
 * entry of no known form stops the sidebar, thrown as the writer's mistakes with their places.
 */
export function buildSidebar({ sourcePath, items, docs, api, brokenDocs }: SidebarInputs, text = ''): { sidebar: SidebarNode[]; problems: Problem[] } {
  const parsed = z.array(entry).safeParse(items);
  if (!parsed.success) {
    const described = describeIssues(sourcePath, parsed.error, ['items']).split('\n');
    throw new ContentProblems(
      parsed.error.issues.map((issue, index) => ({
        file: sourcePath,
        line: lineOf(text, ['items', ...(issue.path as (string | number)[])]),
        message: described[index].slice(`${sourcePath}: `.length),
      })),
    );
  }
  // The content folder the sidebar file sits in, to name the file a missing entry should be.
  const folder = sourcePath.slice(0, sourcePath.lastIndexOf('/') + 1);
  const problems: Problem[] = [];
  const missing = (path: (string | number)[], message: string) => problems.push({ file: sourcePath, line: lineOf(text, path), message });
  const named = (path: (string | number)[]) => path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${part}`)).join('');
  const build = (spec: SidebarEntry, at: (string | number)[]): SidebarNode[] => {
    if ('doc' in spec) {
      const doc = docs.find((candidate) => candidate.slug === spec.doc);
      if (doc) return [{ type: 'link', label: doc.sidebar_label ?? doc.title, href: doc.url }];
      if (brokenDocs?.has(spec.doc)) return [];
      const near = nearest(spec.doc, [...docs.map((candidate) => candidate.slug), ...(brokenDocs ?? [])], editDistance);
      missing([...at, 'doc'], `${named([...at, 'doc'])}: no doc ${folder}docs/${spec.doc}.mdx${near ? `; did you mean \`- doc: ${near}\`?` : '.'}`);
      return [];
    }
    if ('api' in spec) {
      const reference = api.find((candidate) => candidate.pkg.id === spec.api);
      if (!reference) {
        missing([...at, 'api'], `${named([...at, 'api'])}: no package ${spec.api} among the packages its version lists in the site config (docs.versions).`);
        return [];
      }
      return [
        {
          type: 'category',
          label: API_REFERENCE,
          href: reference.pkg.url,
          items: groupByKind(reference.items).map(({ info, items: group }) => ({
            type: 'category' as const,
            label: info.group,
            items: group.map((item) => ({ type: 'link' as const, label: item.name, href: item.url })),
          })),
        },
      ];
    }
    const children = spec.items.flatMap((child, index) => build(child, [...at, 'items', index]));
    return children.length > 0 ? [{ type: 'category', label: spec.category, items: children }] : [];
  };
  const sidebar = parsed.data.flatMap((spec, index) => build(spec, ['items', index]));
  return { sidebar, problems };
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
