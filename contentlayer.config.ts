import { contentDirExcludeDefault, defineDocumentType, makeSource } from 'contentlayer2/source-files';
import readingTime from 'reading-time';
import { compileDocument } from './lib/content/compile/compile';
import { storedFindings } from './lib/content/compile/findings';
import { hasTruncateMarker, headingsOf, readTree } from './lib/core/compiled-tree';
import { docPath, postPath, ROUTES } from './lib/core/paths';
import { CONTENT_DIR, NOT_DOCUMENTS } from './lib/content/content-dir';

/**
 * The content schema. contentlayer reads every file of the content folder (content/, or the one
 * LUMENIZE_CONTENT_DIR names: lib/content/content-dir.ts), checks its front matter against these
 * types (a missing or mistyped field fails with the file and the field), compiles each document
 * once (lib/content/compile/compile.ts, through the `markdown` option) and works out the computed
 * fields from that compile. lib/content/model/ turns its output into the
 * one record per route the site reads.
 */

const path = (doc: { _raw: { flattenedPath: string } }, folder: string) => doc._raw.flattenedPath.slice(folder.length + 1);
const sourcePath = (doc: { _raw: { sourceFilePath: string } }) => `${CONTENT_DIR}/${doc._raw.sourceFilePath}`;

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'markdown',
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
  computedFields: {
    slug: { type: 'string', resolve: (doc) => path(doc, 'docs') },
    url: { type: 'string', resolve: (doc) => docPath(path(doc, 'docs')) },
    sourcePath: { type: 'string', resolve: sourcePath },
    headings: { type: 'json', resolve: (doc) => headingsOf(readTree(doc.body.html)) },
    findings: { type: 'json', resolve: (doc) => storedFindings(doc.body.html) },
  },
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/**/*.mdx',
  contentType: 'markdown',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    keywords: { type: 'list', of: { type: 'string' } },
  },
  computedFields: {
    url: { type: 'string', resolve: (page) => `/${path(page, 'pages')}` },
    sourcePath: { type: 'string', resolve: sourcePath },
    findings: { type: 'json', resolve: (page) => storedFindings(page.body.html) },
  },
}));

/**
 * The home page's copy below its title: the line under the tagline (`lead`) and, in the body, the
 * example, whose TypeScript is type-checked like the guides' (lib/content/compile/examples/). One
 * file; the content step names it when it is missing (contentlayer's singletons name only the type).
 */
export const Home = defineDocumentType(() => ({
  name: 'Home',
  filePathPattern: 'home.mdx',
  contentType: 'markdown',
  fields: {
    lead: { type: 'string', required: true },
  },
  computedFields: {
    url: { type: 'string', resolve: () => ROUTES.home },
    sourcePath: { type: 'string', resolve: sourcePath },
    findings: { type: 'json', resolve: (home) => storedFindings(home.body.html) },
  },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.mdx',
  contentType: 'markdown',
  fields: {
    title: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    date: { type: 'date', required: true },
    authors: { type: 'list', of: { type: 'string' }, required: true },
    tags: { type: 'list', of: { type: 'string' }, required: true },
    description: { type: 'string', required: true },
    image: { type: 'string' },
  },
  computedFields: {
    url: { type: 'string', resolve: (post) => postPath(post.slug) },
    sourcePath: { type: 'string', resolve: sourcePath },
    readingTimeMinutes: { type: 'number', resolve: (post) => Math.max(1, Math.ceil(readingTime(post.body.raw).minutes)) },
    hasTruncateMarker: { type: 'boolean', resolve: (post) => hasTruncateMarker(readTree(post.body.html)) },
    year: { type: 'number', resolve: (post) => new Date(post.date).getUTCFullYear() },
    headings: { type: 'json', resolve: (post) => headingsOf(readTree(post.body.html)) },
    findings: { type: 'json', resolve: (post) => storedFindings(post.body.html) },
  },
}));

export const Author = defineDocumentType(() => ({
  name: 'Author',
  filePathPattern: 'authors/*.yaml',
  contentType: 'data',
  fields: {
    name: { type: 'string', required: true },
    title: { type: 'string', required: true },
    url: { type: 'string', required: true },
    image: { type: 'string', required: true },
    socials: { type: 'json' },
  },
  computedFields: {
    key: { type: 'string', resolve: (author) => path(author, 'authors') },
    sourcePath: { type: 'string', resolve: sourcePath },
  },
}));

export const Tag = defineDocumentType(() => ({
  name: 'Tag',
  filePathPattern: 'tags/*.yaml',
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    permalink: { type: 'string', required: true },
    description: { type: 'string', required: true },
  },
  computedFields: {
    key: { type: 'string', resolve: (tag) => path(tag, 'tags') },
    sourcePath: { type: 'string', resolve: sourcePath },
  },
}));

/** The order of the docs sidebar: the content step checks its entries (lib/content/sidebar-yaml.ts). */
export const Sidebar = defineDocumentType(() => ({
  name: 'Sidebar',
  filePathPattern: 'sidebar.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    items: { type: 'json', required: true },
  },
  computedFields: {
    sourcePath: { type: 'string', resolve: sourcePath },
  },
}));

export default makeSource({
  contentDirPath: CONTENT_DIR,
  contentDirExclude: [...contentDirExcludeDefault, ...NOT_DOCUMENTS],
  documentTypes: [Doc, Page, Home, Post, Author, Tag, Sidebar],
  // Bad content fails with the file and the field rather than being skipped.
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  markdown: (builder) => {
    compileDocument(builder);
  },
});
