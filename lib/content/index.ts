/**
 * Every content query of the site (code-style §3): the only module that reads contentlayer's output.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Author, Doc as GeneratedDoc, Page, Post, Tag } from 'contentlayer/generated';
import type { Heading } from './mdx/headings';

/**
 * A doc without its compiled body. Docs are read from contentlayer's files rather than imported:
 * an import bundles every doc's compiled MDX into each page's server chunk (190 MB of it at 1000
 * docs, and gigabytes of build memory; issue 7). Each page reads only its own body.
 */
export type Doc = Omit<GeneratedDoc, 'body'>;
export type DocBody = GeneratedDoc['body'];
export type { Author, Page, Post, Tag };
export type { Heading };

const GENERATED_DIR = join(process.cwd(), '.contentlayer', 'generated');
const DOC_DIR = join(GENERATED_DIR, 'Doc');

/**
 * The other collections are small and read whole, from their `_index.json`. They are not imported
 * from `contentlayer/generated` either: that module also imports every doc (with `allDocuments`
 * spreading them, so no tree-shaking drops it), and Turbopack parsed those 177 MB of JSON at 1000
 * docs, taking `next build` to 3.8–4.6 GB (1.3 GB without). Re-read when contentlayer rewrites one
 * (npm run dev).
 */
const collections = new Map<string, { version: number; items: unknown[] }>();

function readCollection<T>(name: 'Page' | 'Post' | 'Author' | 'Tag'): T[] {
  const file = join(GENERATED_DIR, name, '_index.json');
  let version: number;
  try {
    version = statSync(file).mtimeMs;
  } catch {
    throw new Error(`No ${file}: run \`contentlayer2 build\` first (npm run build does).`);
  }
  const cached = collections.get(name);
  if (cached?.version === version) return cached.items as T[];
  const items = JSON.parse(readFileSync(file, 'utf8')) as T[];
  collections.set(name, { version, items });
  return items;
}

const allPages = () => readCollection<Page>('Page');
const allPosts = () => readCollection<Post>('Post');
const allTags = () => readCollection<Tag>('Tag');
const allAuthors = () => readCollection<Author>('Author');

interface DocIndex {
  /** contentlayer rewrites its index on every content change; a new time means a re-read (npm run dev). */
  version: number;
  docs: Doc[];
  files: Map<string, string>;
}

let docIndex: DocIndex | undefined;

function readDocFile(file: string): GeneratedDoc {
  return JSON.parse(readFileSync(join(DOC_DIR, file), 'utf8')) as GeneratedDoc;
}

function loadDocIndex(): DocIndex {
  let version: number;
  try {
    version = statSync(join(DOC_DIR, '_index.json')).mtimeMs;
  } catch {
    throw new Error(`No docs in ${DOC_DIR}: run \`contentlayer2 build\` first (npm run build does).`);
  }
  if (docIndex?.version === version) return docIndex;
  const docs: Doc[] = [];
  const files = new Map<string, string>();
  for (const file of readdirSync(DOC_DIR).filter((name) => name.endsWith('.json') && !name.startsWith('_')).sort()) {
    const { body: _body, ...doc } = readDocFile(file);
    docs.push(doc);
    files.set(doc._id, file);
  }
  docIndex = { version, docs, files };
  return docIndex;
}

export function getDocs(): Doc[] {
  return loadDocIndex().docs;
}

export function getDoc(slug: string): Doc | undefined {
  return getDocs().find((doc) => doc.slug === slug);
}

/** The compiled MDX and raw source of one doc, read when its page renders. */
export function getDocBody(doc: Doc): DocBody {
  const file = loadDocIndex().files.get(doc._id);
  if (!file) throw new Error(`${doc.sourcePath}: no compiled doc in ${DOC_DIR}.`);
  return readDocFile(file).body;
}

export function requireDoc(slug: string): Doc {
  const doc = getDoc(slug);
  if (!doc) throw new Error(`No doc content/docs/${slug}.mdx, but the sidebar names "${slug}".`);
  return doc;
}

export function docHeadings(doc: Doc | Post): Heading[] {
  return doc.headings as Heading[];
}

export function getPages(): Page[] {
  return allPages();
}

export function getPage(slug: string): Page | undefined {
  return allPages().find((page) => page.url === `/${slug}`);
}

/** Posts, newest first. */
export function getPosts(): Post[] {
  return [...allPosts()].sort((a, b) => b.date.localeCompare(a.date));
}

export function getPost(slug: string): Post | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export function getPostsByTag(tagKey: string): Post[] {
  return getPosts().filter((post) => post.tags.includes(tagKey));
}

export function getPostsByAuthor(authorKey: string): Post[] {
  return getPosts().filter((post) => post.authors.includes(authorKey));
}

export function getTags(): Tag[] {
  return [...allTags()].sort((a, b) => a.label.localeCompare(b.label));
}

export function getTag(key: string): Tag | undefined {
  return allTags().find((tag) => tag.key === key);
}

export function getAuthors(): Author[] {
  return allAuthors();
}

export function getAuthor(key: string): Author | undefined {
  return allAuthors().find((author) => author.key === key);
}
