import { contentDirExcludeDefault, defineDocumentType, makeSource } from 'contentlayer2/source-files';
import readingTime from 'reading-time';
import { compileDocument } from './build-time/content/compile/compile';
import { storedFindings } from './build-time/content/compile/findings';
import { hasTruncateMarker, headingsOf, readTree } from './lib/core/compiled-tree';
import { docPath, docsRoot, postPath, ROUTES } from './lib/core/paths';
import { CONTENT_DIR, NOT_DOCUMENTS } from './build-time/content/content-dir';
import { AUTHOR, contentlayerKind, DOC, HOME, PAGE, POST, SIDEBAR, TAG } from './build-time/content/document-kinds';
import { splitVersion } from './build-time/content/version-layout';

/**
 * The content schema: the kinds of file and their fields (build-time/content/document-kinds.ts), and what
 * is worked out of each. contentlayer reads every file of the content folder (content/, or the one
 * LUMENIZE_CONTENT_DIR names: build-time/content/content-dir.ts), checks its front matter against the
 * fields (a missing or mistyped field fails the generation; the content step then names each,
 * build-time/content/front-matter.ts), compiles each document once (build-time/content/compile/compile.ts,
 * through the `markdown` option) and works out the computed fields from that compile.
 * build-time/content/model/ turns its output into the one record per route the site reads.
 */

const typeOf = contentlayerKind;

const path = (doc: { _raw: { flattenedPath: string } }, folder: string) => doc._raw.flattenedPath.slice(folder.length + 1);

/** A doc's id under its version's docs (`rpc/quick-start`), and its version's root (`/docs`, `/docs/1.0.0`). */
function docPlace(doc: { _raw: { flattenedPath: string } }) {
  const { archived, path: inTree } = splitVersion(doc._raw.flattenedPath);
  return { id: inTree.slice('docs/'.length), root: docsRoot(archived) };
}
const sourcePath = (doc: { _raw: { sourceFilePath: string } }) => `${CONTENT_DIR}/${doc._raw.sourceFilePath}`;

export const Doc = defineDocumentType(() => ({
  ...typeOf(DOC),
  computedFields: {
    slug: { type: 'string', resolve: (doc) => docPlace(doc).id },
    url: { type: 'string', resolve: (doc) => docPath(docPlace(doc).id, docPlace(doc).root) },
    sourcePath: { type: 'string', resolve: sourcePath },
    headings: { type: 'json', resolve: (doc) => headingsOf(readTree(doc.body.html)) },
    findings: { type: 'json', resolve: (doc) => storedFindings(doc.body.html) },
  },
}));

export const Page = defineDocumentType(() => ({
  ...typeOf(PAGE),
  computedFields: {
    url: { type: 'string', resolve: (page) => `/${path(page, 'pages')}` },
    sourcePath: { type: 'string', resolve: sourcePath },
    findings: { type: 'json', resolve: (page) => storedFindings(page.body.html) },
  },
}));

/** One file; the content step names it when it is missing (contentlayer's singletons name only the type). */
export const Home = defineDocumentType(() => ({
  ...typeOf(HOME),
  computedFields: {
    url: { type: 'string', resolve: () => ROUTES.home },
    sourcePath: { type: 'string', resolve: sourcePath },
    findings: { type: 'json', resolve: (home) => storedFindings(home.body.html) },
  },
}));

export const Post = defineDocumentType(() => ({
  ...typeOf(POST),
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
  ...typeOf(AUTHOR),
  computedFields: {
    key: { type: 'string', resolve: (author) => path(author, 'authors') },
    sourcePath: { type: 'string', resolve: sourcePath },
  },
}));

export const Tag = defineDocumentType(() => ({
  ...typeOf(TAG),
  computedFields: {
    key: { type: 'string', resolve: (tag) => path(tag, 'tags') },
    sourcePath: { type: 'string', resolve: sourcePath },
  },
}));

export const Sidebar = defineDocumentType(() => ({
  ...typeOf(SIDEBAR),
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
