import { type ComputedFields, contentDirExcludeDefault, defineDocumentType, type DocumentType, makeSource } from 'contentlayer2/source-files';
import readingTime from 'reading-time';
import { compileDocument } from './build-time/content/compile/compile';
import { storedFindings } from './build-time/content/compile/findings';
import { excerptText, hasTruncateMarker } from './build-time/content/excerpt';
import { headingsOf, readTree } from './lib/core/compiled-tree';
import { docPath, docsRoot, postPath, ROUTES } from './lib/core/paths';
import { CONTENT_DIR, NOT_DOCUMENTS } from './build-time/content/content-dir';
import {
  AUTHOR,
  contentlayerKind,
  DOC,
  DOCUMENT_KINDS,
  type DocumentKind,
  HOME,
  type KindName,
  PAGE,
  POST,
  SIDEBAR,
  TAG,
} from './build-time/content/document-kinds';
import { splitVersion } from './build-time/content/version-layout';

/**
 * The content schema: the kinds of file and their fields (build-time/content/document-kinds.ts), and what
 * is worked out of each. contentlayer reads every file of the content folder (content/, or the one
 * LUMENIZE_CONTENT_DIR names: build-time/content/content-dir.ts), checks its front matter against the
 * fields (a file with a missing or mistyped field is left out, and the content step names each
 * mistake: build-time/content/front-matter.ts), compiles each document once (build-time/content/compile/compile.ts,
 * through the `markdown` option) and works out the computed fields from that compile.
 * build-time/content/model/ turns its output into the one record per route the site reads.
 */

const path = (doc: { _raw: { flattenedPath: string } }, folder: string) => doc._raw.flattenedPath.slice(folder.length + 1);

/** A doc's id under its version's docs (`rpc/quick-start`), and its version's root (`/docs`, `/docs/1.0.0`). */
function docPlace(doc: { _raw: { flattenedPath: string } }) {
  const { archived, path: inTree } = splitVersion(doc._raw.flattenedPath);
  return { id: inTree.slice('docs/'.length), root: docsRoot(archived) };
}

/**
 * A kind of file as contentlayer's document type takes it, with what is worked out of each: every
 * document's `sourcePath`, and each MDX document's `findings` (what its compile found, for the
 * content step), beside the kind's own `computed` fields.
 */
function documentType<const K extends DocumentKind>(documentKind: K, computed: ComputedFields<K['name']> = {}) {
  const kind = contentlayerKind(documentKind);
  // Only an MDX document has a body to read.
  const compiled = (document: object) => (document as { body: { html: string } }).body.html;
  const findings: ComputedFields<K['name']> =
    kind.contentType === 'markdown' ? { findings: { type: 'json', resolve: (document) => storedFindings(compiled(document)) } } : {};
  return defineDocumentType(() => ({
    ...kind,
    computedFields: {
      sourcePath: { type: 'string', resolve: (document) => `${CONTENT_DIR}/${document._raw.sourceFilePath}` },
      ...findings,
      ...computed,
    },
  }));
}

/** Each kind's document type, by its name: a kind without its entry here does not compile. */
const DOCUMENT_TYPES: { [K in KindName]: DocumentType } = {
  Doc: documentType(DOC, {
    slug: { type: 'string', resolve: (doc) => docPlace(doc).id },
    url: { type: 'string', resolve: (doc) => docPath(docPlace(doc).id, docPlace(doc).root) },
    headings: { type: 'json', resolve: (doc) => headingsOf(readTree(doc.body.html)) },
  }),
  Page: documentType(PAGE, {
    url: { type: 'string', resolve: (page) => `/${path(page, 'pages')}` },
  }),
  // One file; the content step names it when it is missing (contentlayer's singletons name only the type).
  Home: documentType(HOME, {
    url: { type: 'string', resolve: () => ROUTES.home },
  }),
  Post: documentType(POST, {
    url: { type: 'string', resolve: (post) => postPath(post.slug) },
    readingTimeMinutes: { type: 'number', resolve: (post) => Math.max(1, Math.ceil(readingTime(post.body.raw).minutes)) },
    year: { type: 'number', resolve: (post) => new Date(post.date).getUTCFullYear() },
    headings: { type: 'json', resolve: (post) => headingsOf(readTree(post.body.html)) },
    // The blog list's summary: the text before `{/* truncate */}`, worked out once here, not on every list page.
    excerpt: { type: 'string', resolve: (post) => excerptText(readTree(post.body.html)) },
    hasTruncateMarker: { type: 'boolean', resolve: (post) => hasTruncateMarker(readTree(post.body.html)) },
  }),
  Author: documentType(AUTHOR, {
    key: { type: 'string', resolve: (author) => path(author, 'authors') },
  }),
  Tag: documentType(TAG, {
    key: { type: 'string', resolve: (tag) => path(tag, 'tags') },
  }),
  Sidebar: documentType(SIDEBAR),
};

export default makeSource({
  contentDirPath: CONTENT_DIR,
  contentDirExclude: [...contentDirExcludeDefault, ...NOT_DOCUMENTS],
  documentTypes: DOCUMENT_KINDS.map((kind) => DOCUMENT_TYPES[kind.name]),
  // A file whose front matter has a mistake is left out, without a word: the content step's own
  // check names every such mistake, at its line (build-time/content/front-matter.ts), and the
  // build stops on it after every other check has run, so one run reports every mistake. Failing
  // here instead would stop the generation at the first file and say it in contentlayer's words.
  onUnknownDocuments: 'skip-ignore',
  onMissingOrIncompatibleData: 'skip-ignore',
  onExtraFieldData: 'ignore',
  disableImportAliasWarning: true,
  markdown: (builder) => {
    compileDocument(builder);
  },
});
