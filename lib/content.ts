/**
 * Every content query of the site (code-style §3): the only module that reads contentlayer's output.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allAuthors, allPages, allPosts, allTags } from 'contentlayer/generated';
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

const DOC_DIR = join(process.cwd(), '.contentlayer', 'generated', 'Doc');

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
  return allPages;
}

export function getPage(slug: string): Page | undefined {
  return allPages.find((page) => page.url === `/${slug}`);
}

/** Posts, newest first. */
export function getPosts(): Post[] {
  return [...allPosts].sort((a, b) => b.date.localeCompare(a.date));
}

export function getPost(slug: string): Post | undefined {
  return allPosts.find((post) => post.slug === slug);
}

export function getPostsByTag(tagKey: string): Post[] {
  return getPosts().filter((post) => post.tags.includes(tagKey));
}

export function getPostsByAuthor(authorKey: string): Post[] {
  return getPosts().filter((post) => post.authors.includes(authorKey));
}

export function getTags(): Tag[] {
  return [...allTags].sort((a, b) => a.label.localeCompare(b.label));
}

export function getTag(key: string): Tag | undefined {
  return allTags.find((tag) => tag.key === key);
}

export function getAuthors(): Author[] {
  return allAuthors;
}

export function getAuthor(key: string): Author | undefined {
  return allAuthors.find((author) => author.key === key);
}
