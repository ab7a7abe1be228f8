import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import readingTime from 'reading-time';
import { extractHeadings } from './lib/content/mdx/headings';
import { rehypePlugins, remarkPlugins } from './lib/content/mdx/pipeline';
import { CONTENT_GENERATED } from './lib/dev/content-generated';

/** The excerpt marker of a post (decisions.md, Content model). */
export const TRUNCATE_MARKER = '{/* truncate */}';

const withoutExtension = (path: string) => path.replace(/\.mdx?$/, '');

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    sidebar_label: { type: 'string' },
    keywords: { type: 'list', of: { type: 'string' } },
    image: { type: 'string' },
    toc_min_heading_level: { type: 'number' },
    toc_max_heading_level: { type: 'number' },
    hide_table_of_contents: { type: 'boolean' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => withoutExtension(doc._raw.flattenedPath.replace(/^docs\//, '')) },
    url: { type: 'string', resolve: (doc) => `/docs/${doc._raw.flattenedPath.replace(/^docs\//, '')}` },
    sourcePath: { type: 'string', resolve: (doc) => `content/${doc._raw.sourceFilePath}` },
    headings: { type: 'json', resolve: (doc) => extractHeadings(doc.body.raw) },
  },
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    keywords: { type: 'list', of: { type: 'string' } },
  },
  computedFields: {
    url: { type: 'string', resolve: (page) => `/${page._raw.flattenedPath.replace(/^pages\//, '')}` },
    sourcePath: { type: 'string', resolve: (page) => `content/${page._raw.sourceFilePath}` },
  },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.mdx',
  contentType: 'mdx',
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
    url: { type: 'string', resolve: (post) => `/blog/${post.slug}` },
    sourcePath: { type: 'string', resolve: (post) => `content/${post._raw.sourceFilePath}` },
    readingTimeMinutes: { type: 'number', resolve: (post) => Math.max(1, Math.ceil(readingTime(post.body.raw).minutes)) },
    hasTruncateMarker: { type: 'boolean', resolve: (post) => post.body.raw.includes(TRUNCATE_MARKER) },
    excerpt: {
      type: 'string',
      resolve: (post) => {
        const at = post.body.raw.indexOf(TRUNCATE_MARKER);
        return (at === -1 ? post.body.raw : post.body.raw.slice(0, at)).trim();
      },
    },
    year: { type: 'number', resolve: (post) => new Date(post.date).getUTCFullYear() },
    headings: { type: 'json', resolve: (post) => extractHeadings(post.body.raw) },
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
    key: { type: 'string', resolve: (author) => author._raw.flattenedPath.replace(/^authors\//, '') },
    url_path: { type: 'string', resolve: (author) => `/blog/authors/${author._raw.flattenedPath.replace(/^authors\//, '')}` },
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
    key: { type: 'string', resolve: (tag) => tag._raw.flattenedPath.replace(/^tags\//, '') },
  },
}));

export default makeSource({
  contentDirPath: process.env.LUMENIZE_CONTENT_DIR ?? 'content',
  contentDirExclude: ['api'],
  documentTypes: [Doc, Page, Post, Author, Tag],
  // Bad content fails the build rather than being skipped (DEVELOPERS.md: never a silent drop).
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  mdx: { remarkPlugins, rehypePlugins },
  // `npm run dev` (lib/dev/dev.ts) starts contentlayer with an IPC channel and rebuilds the
  // sidebar module and search index each time a generation has been fully written.
  onSuccess: async () => {
    process.send?.(CONTENT_GENERATED);
  },
});
