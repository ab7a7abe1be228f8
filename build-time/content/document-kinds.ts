import type { FieldDefs } from 'contentlayer2/source-files';
import { VERSIONS_DIR } from './version-layout';
import { ContentProblems, type Problem } from '@/lib/core/problems';

/**
 * The kinds of file a writer adds to the content folder: where each lives and the fields its
 * front matter (or YAML) holds. contentlayer.config.ts makes its document types from these,
 * adding what it works out of each; the content step checks each file against them
 * (./front-matter.ts), and the README lists their fields (a unit test holds the two together).
 * Light on purpose: the check loads it without the compile.
 */
export interface DocumentKind {
  /** contentlayer's document type. */
  name: string;
  /** What a writer calls a file of this kind, in a sentence: "a doc". */
  noun: string;
  /** Where its files are, from the content folder (from a version's tree, for a kind of `versioned`), as contentlayer matches them. */
  filePathPattern: string;
  contentType: 'markdown' | 'data';
  /** One file (one a version, for a kind of `versioned`). */
  isSingleton?: boolean;
  /**
   * The date field that a date at the start of a file's name (`2025-10-12-launch.mdx`) must equal:
   * a writer who moves one and not the other publishes a post on a day nobody chose.
   */
  fileNameDate?: string;
  /** Each docs version has its own: the latest's in the content folder, an archived version's in its tree (./version-layout.ts). */
  versioned?: boolean;
  fields: FieldDefs & Record<string, { type: string; required?: boolean }>;
}

const kind = <const K extends DocumentKind>(definition: K): K => definition;

export const DOC = kind({
  name: 'Doc',
  noun: 'a doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'markdown',
  versioned: true,
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    sidebar_label: { type: 'string' },
    keywords: { type: 'list', of: { type: 'string' } },
    image: { type: 'string' },
    toc_min_heading_level: { type: 'number' },
    toc_max_heading_level: { type: 'number' },
    hide_table_of_contents: { type: 'boolean' },
    /** A doc that no sidebar lists on purpose, reached by its address alone. */
    unlisted: { type: 'boolean' },
  },
});

export const PAGE = kind({
  name: 'Page',
  noun: 'a page',
  filePathPattern: 'pages/**/*.mdx',
  contentType: 'markdown',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    keywords: { type: 'list', of: { type: 'string' } },
  },
});

/**
 * The home page's copy below its title: the line under the tagline (`lead`) and, in the body, the
 * example, whose TypeScript is type-checked like the guides' (build-time/content/compile/examples/).
 */
export const HOME = kind({
  name: 'Home',
  noun: 'the home page',
  filePathPattern: 'home.mdx',
  contentType: 'markdown',
  fields: {
    lead: { type: 'string', required: true },
  },
});

export const POST = kind({
  name: 'Post',
  noun: 'a post',
  filePathPattern: 'blog/**/*.mdx',
  contentType: 'markdown',
  fileNameDate: 'date',
  fields: {
    title: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    date: { type: 'date', required: true },
    authors: { type: 'list', of: { type: 'string' }, required: true },
    tags: { type: 'list', of: { type: 'string' }, required: true },
    description: { type: 'string', required: true },
    image: { type: 'string' },
  },
});

export const AUTHOR = kind({
  name: 'Author',
  noun: 'an author',
  filePathPattern: 'authors/*.yaml',
  contentType: 'data',
  fields: {
    name: { type: 'string', required: true },
    title: { type: 'string', required: true },
    url: { type: 'string', required: true },
    image: { type: 'string', required: true },
    socials: { type: 'json' },
  },
});

export const TAG = kind({
  name: 'Tag',
  noun: 'a tag',
  filePathPattern: 'tags/*.yaml',
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    permalink: { type: 'string', required: true },
    description: { type: 'string', required: true },
  },
});

/** The order of the docs sidebar: the content step checks its entries (build-time/content/sidebar-yaml.ts). */
export const SIDEBAR = kind({
  name: 'Sidebar',
  noun: 'the sidebar',
  filePathPattern: 'sidebar.yaml',
  contentType: 'data',
  isSingleton: true,
  versioned: true,
  fields: {
    items: { type: 'json', required: true },
  },
});

/**
 * A kind as contentlayer takes it: the pattern of every version's files for a versioned kind. Never
 * a singleton to contentlayer, which would stop the whole generation over a missing one (and counts
 * every version's): the content step names the missing file among every other mistake.
 */
export function contentlayerKind<const K extends DocumentKind>({
  noun: _noun,
  fileNameDate: _fileNameDate,
  isSingleton: _singleton,
  versioned,
  filePathPattern,
  ...kind
}: K) {
  return { ...kind, filePathPattern: versioned ? `{${filePathPattern},${VERSIONS_DIR}/*/${filePathPattern}}` : filePathPattern };
}

/**
 * Every kind, the one list: contentlayer's document types, the collections a generation hands
 * over (./contentlayer.ts) and the front matter check are made from it.
 */
export const DOCUMENT_KINDS = [DOC, PAGE, HOME, POST, AUTHOR, TAG, SIDEBAR] as const;

type Kind = (typeof DOCUMENT_KINDS)[number];
/** A kind by its contentlayer name: `Doc`, `Post` … */
export type KindName = Kind['name'];
/** The kinds written in MDX, which the compile turns into a tree each: a page's body. */
export type MarkdownKindName = Extract<Kind, { contentType: 'markdown' }>['name'];

const isMarkdown = (kind: Kind): kind is Extract<Kind, { contentType: 'markdown' }> => kind.contentType === 'markdown';
export const MARKDOWN_KIND_NAMES: readonly MarkdownKindName[] = DOCUMENT_KINDS.filter(isMarkdown).map((kind) => kind.name);

/**
 * The one document of a singleton kind (home.mdx, a version's sidebar.yaml): without it there is no
 * site to show. Thrown with the problems `found` so far, and the `missing` one unless the front
 * matter check has already said why of its file.
 */
export function theOne<T>(list: readonly T[], found: readonly Problem[], missing: Problem): T {
  const [document] = list;
  if (!document) throw new ContentProblems(found.some((problem) => problem.file === missing.file && !problem.warning) ? found : [...found, missing]);
  return document;
}
