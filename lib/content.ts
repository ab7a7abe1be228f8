/**
 * Every content query of the site (code-style §3): the only module that imports contentlayer.
 */
import { allAuthors, allDocs, allPages, allPosts, allTags } from 'contentlayer/generated';
import type { Author, Doc, Page, Post, Tag } from 'contentlayer/generated';
import type { Heading } from './mdx/headings';

export type { Author, Doc, Page, Post, Tag };
export type { Heading };

export function getDocs(): Doc[] {
  return allDocs;
}

export function getDoc(slug: string): Doc | undefined {
  return allDocs.find((doc) => doc.slug === slug);
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
